import { type CartTotals, centsToEuros, formatEuros, formatVatPercent } from "@shop/shared";
import { Link } from "react-router";
import styles from "./cart-summary.module.css";
import { cartTexts } from "./texts";

const texts = cartTexts.totals;

function euros(cents: number): string {
  return formatEuros(centsToEuros(cents));
}

/**
 * The totals panel of the cart page: base price, VAT, delivery (no country is chosen before the
 * checkout, so it counts 0 and says where it is worked out) and the total with VAT.
 */
export function CartSummary({ totals }: { totals: CartTotals }) {
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
          <dd>
            {euros(totals.deliveryCents)}
            <span className={styles.deliveryNote}>{texts.deliveryNote}</span>
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{texts.total}</dt>
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
