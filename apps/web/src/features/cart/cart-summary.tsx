import type { CartTotals, Translation } from "@shop/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CartCode } from "../../lib/cart/discount-code";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./cart-summary.module.css";
import { freeDeliveryOf } from "./cart-view-model";
import { DiscountCodeForm } from "./discount-code-form";
import { cartTexts as portugueseCartTexts } from "./texts";
import { TotalsLines } from "./totals-lines";
import type { CartDelivery } from "./use-cart-view";

function deliveryNote(
  { country, fromAccount }: CartDelivery,
  texts: Translation<typeof portugueseCartTexts.totals>,
): string {
  return fromAccount
    ? texts.deliveryToAccount(country.name)
    : texts.deliveryToPortugal(country.name);
}

/** An accepted code's line in the totals: its text and what it takes off the products. */
export function codeLine(code: CartCode) {
  return code.reply && code.applied
    ? { code: code.reply.code, discountCents: code.applied.discountCents }
    : null;
}

/** «Envio grátis a partir de 50,00 €: faltam 10,10 €.», or that it is free already. */
function FreeDeliveryNote({
  delivery,
  productsCents,
}: {
  delivery: CartDelivery;
  productsCents: number;
}) {
  const euros = useCents();
  const texts = useTexts(portugueseCartTexts).totals;
  const free = freeDeliveryOf(delivery.rate, productsCents);
  if (!free) return null;
  return (
    <p className={styles.freeDelivery}>
      {free.missingCents === null
        ? texts.freeReached
        : `${texts.freeFrom(euros(free.fromCents))}: ${texts.freeMissing(euros(free.missingCents))}`}
    </p>
  );
}

/**
 * The totals panel of the cart page: subtotal, delivery and the total, then the amounts without
 * VAT. Delivery is priced to `delivery`'s country (the account's, or Portugal, and it says which);
 * without one, there is no amount until the checkout. `action`: the way on (to the checkout, or to
 * the payment of the order already made); on phones the bottom bar holds it instead. `code`: the
 * discount code's field and, once accepted, its line in the totals.
 */
export function CartSummary({
  totals,
  delivery,
  action,
  code,
}: {
  totals: CartTotals;
  delivery: CartDelivery | null;
  action: ReactNode;
  code: CartCode;
}) {
  const texts = useTexts(portugueseCartTexts).totals;
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        {texts.title}
      </h2>
      <DiscountCodeForm check={code} />
      <TotalsLines
        totals={totals}
        deliveryPending={delivery ? null : texts.deliveryLater}
        code={codeLine(code)}
      />
      {delivery && <FreeDeliveryNote delivery={delivery} productsCents={totals.productsCents} />}
      {delivery && <p className={styles.deliveryNote}>{deliveryNote(delivery, texts)}</p>}
      <div className={styles.actions}>
        <div className={styles.mainAction}>{action}</div>
        <Link to="/products" className="button button--secondary">
          {texts.continueShopping}
        </Link>
      </div>
      <p className={styles.note}>{texts.eurosNote}</p>
    </aside>
  );
}

/** On phones: the total and the way on, always in sight at the bottom of the screen. */
export function CartBar({ totals, action }: { totals: CartTotals; action: ReactNode }) {
  const euros = useCents();
  const texts = useTexts(portugueseCartTexts).totals;
  return (
    <section className={styles.bar} aria-label={texts.barLabel}>
      <p className={styles.barTotal}>
        <span className={styles.barLabel}>{texts.total}</span>
        <span className={styles.barAmount}>{euros(totals.totalCents)}</span>
      </p>
      {action}
    </section>
  );
}
