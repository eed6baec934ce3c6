import { Suspense, useId } from "react";
import { useTexts } from "../../../lib/i18n/use-texts";
import { preloadable } from "../../../lib/preloadable";
import guideStyles from "../../size-guide/size-guide.module.css";
import { SizeGuideLink } from "../../size-guide/size-guide-link";
import styles from "./product-page.module.css";
import { productTexts } from "./texts";

// The form of "Avisem-me" shows only once a size without stock is chosen: its code loads when the
// customer reaches for such a size (pointer down, focus), or as the page comes alive when the
// chosen size has none (a one-size product sold out online). The email's rule (zod's schemas, some
// 30 ms to evaluate on a phone) loads later still, on the form's first use (size-alert.tsx).
const sizeAlert = preloadable(
  () => import("../../size-alerts/size-alert").then((module) => module.SizeAlert),
  { beside: false },
);
const reachForSizeAlert = () => {
  sizeAlert.preload().catch(() => undefined);
};

/**
 * The sizes as toggle buttons: a click selects, a second click deselects. Sizes without online
 * stock stay selectable (struck through), because selecting one shows which stores have it and
 * offers "Avisem-me" for when it is back online.
 */
export function SizeSelector({
  productId,
  sizes,
  selected,
  onChange,
  onlineSizes,
  message,
  sizeGuideId = null,
}: {
  productId: number;
  sizes: string[];
  selected: string | null;
  onChange: (size: string | null) => void;
  /** The sizes in the online stock; null while the stock is unknown (nothing is marked). */
  onlineSizes: Set<string> | null;
  /** 'Escolha um tamanho', or why the chosen size cannot be added. */
  message: string | null;
  /** The category's size guide, opened from «Guia de tamanhos» beside the legend. */
  sizeGuideId?: number | null;
}) {
  const texts = useTexts(productTexts);
  const hintId = useId();
  const messageId = useId();
  const someOffline = onlineSizes !== null && sizes.some((size) => !onlineSizes.has(size));
  const soldOut = selected !== null && onlineSizes !== null && !onlineSizes.has(selected);

  return (
    <>
      <fieldset
        className={sizeGuideId === null ? styles.sizes : `${styles.sizes} ${guideStyles.withGuide}`}
        aria-describedby={
          [someOffline ? hintId : "", message ? messageId : ""].join(" ").trim() || undefined
        }
      >
        <legend className={styles.blockHeading}>{texts.sizesLegend}</legend>
        {sizeGuideId !== null && (
          <SizeGuideLink guideId={sizeGuideId} sizes={sizes} selected={selected} />
        )}
        <ul className={styles.sizeList}>
          {sizes.map((size) => {
            const offline = onlineSizes !== null && !onlineSizes.has(size);
            return (
              <li key={size}>
                <button
                  type="button"
                  className={styles.size}
                  aria-pressed={size === selected}
                  data-offline={offline}
                  onPointerDown={offline ? reachForSizeAlert : undefined}
                  onFocus={offline ? reachForSizeAlert : undefined}
                  onClick={() => onChange(size === selected ? null : size)}
                >
                  {texts.sizeLabel(size)}
                  {offline && (
                    <span className="visually-hidden"> ({texts.sizeOnlineUnavailable})</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        {someOffline && (
          <p id={hintId} className={styles.hint}>
            {texts.sizesHint}
          </p>
        )}
        <p id={messageId} className={styles.sizeMessage} role="alert">
          {message}
        </p>
      </fieldset>
      {soldOut && (
        <Suspense fallback={null}>
          <sizeAlert.Component key={selected} productId={productId} size={selected} />
        </Suspense>
      )}
    </>
  );
}
