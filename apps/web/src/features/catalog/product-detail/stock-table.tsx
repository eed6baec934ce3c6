import { useId } from "react";
import { useTexts } from "../../../lib/i18n/use-texts";
import { CheckIcon, CrossIcon } from "./icons";
import styles from "./product-page.module.css";
import type { LocationStock } from "./stock";
import { productTexts } from "./texts";

/**
 * 'Em stock' or 'indisponível' at the online store and at each physical store, for the selected
 * size or, with none selected, for any size.
 */
export function StockTable({
  rows,
  pickupToday,
  selectedSize,
  status,
  onRetry,
}: {
  rows: LocationStock[];
  /** Stores where the selected size can be collected today. */
  pickupToday: string[];
  selectedSize: string | null;
  status: "pending" | "error" | "success";
  onRetry: () => void;
}) {
  const texts = useTexts(productTexts);
  const headingId = useId();
  const scope =
    selectedSize === null ? texts.stockAnySize : texts.stockForSize(texts.sizeLabel(selectedSize));

  return (
    <section className={styles.stock} aria-labelledby={headingId}>
      <div className={styles.stockHeader}>
        <h2 id={headingId} className={styles.blockHeading}>
          {texts.stockHeading}
        </h2>
        <p className={styles.stockScope} aria-live="polite">
          {scope}
        </p>
      </div>
      {status === "pending" && (
        <p className={styles.stockPending} role="status">
          {texts.stockLoading}
        </p>
      )}
      {status === "error" && (
        <div className={styles.stockError} role="alert">
          <p>{texts.stockError}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {texts.retry}
          </button>
        </div>
      )}
      {status === "success" && (
        <table className={styles.stockTable}>
          <caption className="visually-hidden">
            {texts.stockHeading}: {scope}
          </caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{texts.stockLocation}</th>
              <th scope="col">{texts.stockState}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-in-stock={row.inStock}>
                <th scope="row">{row.storeName ?? texts.onlineStore}</th>
                <td>
                  <span className={styles.stockState}>
                    {row.inStock ? <CheckIcon size={16} /> : <CrossIcon size={16} />}
                    {row.inStock ? texts.inStock : texts.outOfStock}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {status === "success" &&
        pickupToday.map((store) => (
          <p key={store} className={styles.pickupToday}>
            {texts.pickupToday(store)}
          </p>
        ))}
    </section>
  );
}
