import { formatMeasure, measureSteps, type SizeGuide } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { Dialog } from "../../components/ui/dialog";
import { useTexts } from "../../lib/i18n/use-texts";
import { sizeGuideQuery } from "./api";
import styles from "./size-guide.module.css";
import { sizeGuideTexts } from "./texts";

export interface SizeGuideDialogProps {
  guideId: number;
  /** The product's sizes: highlighted in the table. */
  sizes: string[];
  /** The size chosen on the page, if any. */
  selected: string | null;
  onClose: () => void;
}

/** The guide's table and how to measure; a sheet rising from the bottom on a phone. */
export function SizeGuideDialog({ guideId, sizes, selected, onClose }: SizeGuideDialogProps) {
  const texts = useTexts(sizeGuideTexts);
  const guide = useQuery(sizeGuideQuery(guideId));
  return (
    <Dialog title={texts.title} onClose={onClose} size="sheet">
      {guide.data ? (
        <GuideContent guide={guide.data} sizes={sizes} selected={selected} />
      ) : guide.isError ? (
        <div role="alert" className={styles.state}>
          <p>{texts.error}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => guide.refetch()}
          >
            {texts.retry}
          </button>
        </div>
      ) : (
        <p role="status" className={styles.state}>
          {texts.loading}
        </p>
      )}
    </Dialog>
  );
}

function GuideContent({
  guide,
  sizes,
  selected,
}: {
  guide: SizeGuide;
  sizes: string[];
  selected: string | null;
}) {
  const texts = useTexts(sizeGuideTexts);
  const steps = measureSteps(guide.howToMeasure);
  const ofProduct = new Set(sizes);
  const someHighlighted = guide.rows.some((row) => ofProduct.has(row.size));
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {guide.name}
          {someHighlighted && <span className={styles.legend}>{texts.highlighted}</span>}
        </caption>
        <thead>
          <tr>
            <th scope="col">{texts.size}</th>
            <th scope="col">{guide.measureLabel}</th>
          </tr>
        </thead>
        <tbody>
          {guide.rows.map((row) => {
            const chosen = row.size === selected;
            const inProduct = ofProduct.has(row.size);
            return (
              <tr key={row.size} data-product={inProduct} data-chosen={chosen}>
                <th scope="row">
                  {row.size}
                  {inProduct && !chosen && (
                    <span className="visually-hidden"> ({texts.inProduct})</span>
                  )}
                  {chosen && (
                    <>
                      {" "}
                      <span className={styles.chosen}>{texts.chosen}</span>
                    </>
                  )}
                </th>
                <td>{formatMeasure(row.measure)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {steps.length > 0 && (
        <section className={styles.steps} aria-labelledby={`size-guide-steps-${guide.id}`}>
          <h3 id={`size-guide-steps-${guide.id}`}>{texts.howToMeasure}</h3>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
