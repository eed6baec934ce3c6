import { type CartTotals, centsToEuros, formatEuros, formatVatPercent } from "@shop/shared";
import { cartTexts } from "./texts";
import styles from "./totals-lines.module.css";

const texts = cartTexts.totals;

function euros(cents: number): string {
  return formatEuros(centsToEuros(cents));
}

/**
 * The totals as shoppers read them, in the cart and the checkout: «Subtotal», «Envio» and
 * «Total (IVA incluído)»; then, smaller, the amounts without VAT and the VAT, which add up to the
 * total to the cent. Where the destination's VAT is not the mainland's the shown prices carry, one
 * more line says by how much that changes the total. `deliveryPending`: no country chosen yet,
 * what «Envio» says instead of an amount.
 */
export function TotalsLines({
  totals,
  deliveryPending = null,
}: {
  totals: CartTotals;
  deliveryPending?: string | null;
}) {
  const adjustment = totals.totalCents - totals.productsCents - totals.deliveryCents;
  const percent = formatVatPercent(totals.vatPercent);
  return (
    <>
      <dl className={styles.totals}>
        <div>
          <dt>{texts.subtotal}</dt>
          <dd>{euros(totals.productsCents)}</dd>
        </div>
        <div>
          <dt>{texts.delivery}</dt>
          <dd>
            {deliveryPending ??
              (totals.deliveryCents === 0 ? texts.deliveryFree : euros(totals.deliveryCents))}
          </dd>
        </div>
        {adjustment !== 0 && (
          <div>
            <dt>{texts.vatAdjustment(percent)}</dt>
            <dd>{euros(adjustment)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{deliveryPending === null ? texts.total : texts.totalWithoutDelivery}</dt>
          <dd>{euros(totals.totalCents)}</dd>
        </div>
      </dl>
      <dl className={styles.withoutVat} aria-label={texts.withoutVat}>
        <div>
          <dt>{texts.productsBase}</dt>
          <dd>{euros(totals.baseCents)}</dd>
        </div>
        {deliveryPending === null && (
          <div>
            <dt>{texts.deliveryBase}</dt>
            <dd>{euros(totals.deliveryBaseCents)}</dd>
          </div>
        )}
        <div>
          <dt>{texts.vat(percent)}</dt>
          <dd>{euros(totals.vatCents)}</dd>
        </div>
      </dl>
    </>
  );
}
