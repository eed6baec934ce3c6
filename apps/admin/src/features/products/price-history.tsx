import {
  centsToEuros,
  formatEuros,
  formatShopDateTime,
  type ProductPriceHistory,
} from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { LoadingState } from "../../components/page-parts";
import { priceHistoryQuery } from "./api";
import styles from "./products.module.css";
import { priceHistoryTexts as texts } from "./texts";

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/** Who or what made a change, as the owner reads it. */
function author(change: ProductPriceHistory["changes"][number]): string {
  if (change.staffName) return texts.byStaff(change.staffName, change.source === "import");
  return texts.sources[change.source];
}

/**
 * «Histórico de preços»: every price and discount the product had, newest first, and the
 * reduction the storefront announces now with its reference (the lowest price paid in the 30
 * days before it began).
 */
export function PriceHistory({ productId }: { productId: number }) {
  const history = useQuery(priceHistoryQuery(productId)).data;
  return (
    <section className={styles.priceHistory} aria-labelledby="price-history">
      <h2 id="price-history">{texts.title}</h2>
      {!history ? (
        <LoadingState text={texts.loading} />
      ) : (
        <>
          <p>
            {history.reduction
              ? texts.announced(euros(history.reduction.referenceCents), history.reduction.percent)
              : texts.noneAnnounced}
          </p>
          <div className={styles.priceTableScroll}>
            <table className={styles.priceTable}>
              <caption className="visually-hidden">{texts.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.when}</th>
                  <th scope="col">{texts.price}</th>
                  <th scope="col">{texts.discount}</th>
                  <th scope="col">{texts.paid}</th>
                  <th scope="col">{texts.by}</th>
                </tr>
              </thead>
              <tbody>
                {history.changes.map((change) => (
                  <tr key={`${change.changedAt}-${change.priceCents}-${change.discount}`}>
                    <td>{formatShopDateTime(change.changedAt)}</td>
                    <td>{euros(change.priceCents)}</td>
                    <td>{change.discount > 0 ? `${change.discount}%` : "—"}</td>
                    <td>{euros(change.paidCents)}</td>
                    <td>{author(change)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
