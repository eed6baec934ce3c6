import { type CartTotals, formatVatPercent } from "@shop/shared";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { discountCodeTexts as portugueseDiscountCodeTexts } from "./discount-code-texts";
import { cartTexts as portugueseCartTexts } from "./texts";
import styles from "./totals-lines.module.css";

/**
 * The totals as shoppers read them, in the cart and the checkout: «Subtotal», «Envio» and
 * «Total (IVA incluído)»; then, smaller, the amounts without VAT and the VAT, which add up to the
 * total to the cent. Where the destination's VAT is not the mainland's the shown prices carry, one
 * more line says by how much that changes the total. `deliveryPending`: no country chosen yet,
 * what «Envio» says instead of an amount. `code`: an accepted discount code, its line below the
 * subtotal (the products before it).
 */
export function TotalsLines({
  totals,
  deliveryPending = null,
  code = null,
}: {
  totals: CartTotals;
  deliveryPending?: string | null;
  code?: { code: string; discountCents: number } | null;
}) {
  const euros = useCents();
  const discountCodeTexts = useTexts(portugueseDiscountCodeTexts);
  const texts = useTexts(portugueseCartTexts).totals;
  const giftCardsCents = totals.giftCardsCents ?? 0;
  const adjustment =
    totals.totalCents - giftCardsCents - totals.productsCents - totals.deliveryCents;
  const discountCents = code?.discountCents ?? 0;
  const percent = formatVatPercent(totals.vatPercent);
  return (
    <>
      <dl className={styles.totals}>
        <div>
          <dt>{texts.subtotal}</dt>
          <dd>{euros(totals.productsCents + discountCents)}</dd>
        </div>
        {code && discountCents > 0 && (
          <div>
            <dt>{discountCodeTexts.totalsLine(code.code)}</dt>
            <dd>{discountCodeTexts.minus(discountCents)}</dd>
          </div>
        )}
        <div>
          <dt>{texts.delivery}</dt>
          <dd>
            {deliveryPending ??
              (totals.deliveryCents === 0 ? texts.deliveryFree : euros(totals.deliveryCents))}
          </dd>
        </div>
        {giftCardsCents > 0 && (
          <div>
            <dt>{texts.giftCards}</dt>
            <dd>{euros(giftCardsCents)}</dd>
          </div>
        )}
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
