import { type CartTotals, centsToEuros, formatEuros, formatVatPercent } from "@shop/shared";
import { Link } from "react-router";
import styles from "./cart-summary.module.css";
import type { DeliveryCountry } from "./cart-view-model";
import { cartTexts } from "./texts";

const texts = cartTexts.totals;

function euros(cents: number): string {
  return formatEuros(centsToEuros(cents));
}

function deliveryNote({ country, fromAccount }: DeliveryCountry): string {
  return fromAccount
    ? texts.deliveryToAccount(country.name)
    : texts.deliveryToPortugal(country.name);
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
          <dd>{delivery ? euros(totals.deliveryBaseCents) : texts.deliveryLater}</dd>
        </div>
        <div className={styles.total}>
          <dt>
            {texts.total}{" "}
            <span className={styles.totalNote}>
              {delivery ? texts.totalWith : texts.totalWithout}
            </span>
          </dt>
          <dd>{euros(totals.totalCents)}</dd>
        </div>
      </dl>
      {delivery && <p className={styles.deliveryNote}>{deliveryNote(delivery)}</p>}
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
