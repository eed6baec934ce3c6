import { centimetresText, type ProductDetails as Details, type Translation } from "@shop/shared";
import { memo, useId } from "react";
import { useTexts } from "../../../lib/i18n/use-texts";
import styles from "./product-details.module.css";
import { productDetailsTexts } from "./texts";

const cm = (mm: number) => `${centimetresText(mm)} cm`;

/** A bag's dimensions the Portuguese way: «30 × 22 × 12,5 cm». */
export function dimensionsText({ width, height, depth }: NonNullable<Details["dimensionsMm"]>) {
  return `${[width, height, depth].map(centimetresText).join(" × ")} cm`;
}

/** The details the shop filled in, in the order a shopper reads them, each with its name. */
export function detailRows(
  details: Details,
  texts: Translation<typeof productDetailsTexts>,
): Array<{ term: string; value: string }> {
  const rows: Array<{ term: string; value: string | null }> = [
    { term: texts.upperMaterial, value: details.upperMaterial },
    { term: texts.lining, value: details.lining },
    { term: texts.sole, value: details.sole },
    {
      term: texts.heelHeight,
      value: details.heelHeightMm === null ? null : cm(details.heelHeightMm),
    },
    { term: texts.madeIn, value: details.madeIn },
    {
      term: texts.dimensions,
      value: details.dimensionsMm === null ? null : dimensionsText(details.dimensionsMm),
    },
  ];
  return rows.filter((row): row is { term: string; value: string } => row.value !== null);
}

/** The «Detalhes» block: a list of the filled details, the care under it; nothing when empty. */
export const ProductDetails = memo(function ProductDetails({
  details,
}: {
  details: Details | undefined;
}) {
  const texts = useTexts(productDetailsTexts);
  const headingId = useId();
  if (!details) return null;
  const rows = detailRows(details, texts);
  if (rows.length === 0 && details.care === null) return null;
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      {rows.length > 0 && (
        <dl className={styles.list}>
          {rows.map((row) => (
            <div key={row.term}>
              <dt>{row.term}</dt>
              <dd>
                {row.value}
                {row.term === texts.dimensions && (
                  <span className={styles.hint}> ({texts.dimensionsHint})</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {details.care !== null && (
        <div className={styles.care}>
          <h3 className={styles.careHeading}>{texts.care}</h3>
          <p>{details.care}</p>
        </div>
      )}
    </section>
  );
});

/** The fit note, shown by the sizes: «Veste pequeno: recomendamos um número acima». */
export const FitNote = memo(function FitNote({ details }: { details: Details | undefined }) {
  const texts = useTexts(productDetailsTexts);
  if (!details?.fitNote) return null;
  return (
    <p className={styles.fitNote}>
      <span className="visually-hidden">{texts.fitNoteLabel}: </span>
      {details.fitNote}
    </p>
  );
});
