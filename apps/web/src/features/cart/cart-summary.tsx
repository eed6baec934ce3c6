import { type CartTotals, centsToEuros, formatEuros, formatVatPercent } from "@shop/shared";
import { Link } from "react-router";
import styles from "./cart-summary.module.css";
import type { DeliveryCountry } from "./cart-view-model";
import { cartTexts } from "./texts";

const texts = cartTexts.totals;

function euros(cents: number): string {
  return formatEuros(centsToEuros(cents));
}

function DeliveryRow({
  totals,
  delivery,
}: {
  totals: CartTotals;
  delivery: DeliveryCountry | null;
}) {
  if (!delivery) return <dd>{texts.deliveryLater}</dd>;
  const { country, fromAccount } = delivery;
  return (
    <dd>
      {euros(totals.deliveryBaseCents)}
      <span className={styles.deliveryNote}>
        {fromAccount
          ? texts.deliveryToAccount(country.name)
          : texts.deliveryToPortugal(country.name)}
      </span>
    </dd>
  );
}

/**
 * The totals panel of the cart page: base price, VAT, delivery and the total. Delivery is priced
 * to `delivery`'s country (the account's, or Portugal, and it says which); without one, there is
 * no amount until the checkout, and the total says it leaves delivery out.
 */
export function CartSummary({
  totals,
  delivery,
}: {
  totals: CartTotals;
  delivery: DeliveryCountry | null;
}) {
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        {texts.title}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{texts.base}</dt>
          <dd>{euros(totals.baseCents)}</dd>
        </div>
        <div>
          <dt>{texts.vat(formatVatPercent(totals.vatPercent))}</dt>
          <dd>{euros(totals.vatCents)}</dd>
        </div>
        <div>
          <dt>{texts.delivery}</dt>
          <DeliveryRow totals={totals} delivery={delivery} />
        </div>
        <div className={styles.total}>
          <dt>{delivery ? texts.total : texts.totalWithoutDelivery}</dt>
          <dd>{euros(totals.totalCents)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link to="/checkout" className="button">
          {texts.checkout}
        </Link>
        <Link to="/products" className="button button--secondary">
          {texts.continueShopping}
        </Link>
      </div>
      <p className={styles.note}>{texts.eurosNote}</p>
    </aside>
  );
}
