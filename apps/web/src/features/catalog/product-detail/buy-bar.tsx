import { MOBILE_MAX_WIDTH, type Product } from "@shop/shared";
import type { RefObject } from "react";
import { currentPrice } from "../../../components/product/product-display";
import { useEuros } from "../../../lib/i18n/money";
import { useTexts } from "../../../lib/i18n/use-texts";
import { useMediaQuery } from "../../../lib/use-media-query";
import { useViewportPlace } from "../../../lib/use-viewport-place";
import styles from "./buy-bar.module.css";
import { productTexts } from "./texts";

const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * On a phone, the price and 'Adicionar ao carrinho' at the bottom of the screen once the page's
 * own button has scrolled out of view above. Sticky, last in the page: at the end of the page it rests in its own
 * room below the last content, so it never covers that content nor the footer's links.
 */
export function BuyBar({
  product,
  title,
  selectedSize,
  watched,
  onAdd,
}: {
  product: Product;
  title: string;
  selectedSize: string | null;
  /** The page's own buy button (or the block holding it). */
  watched: RefObject<Element | null>;
  onAdd: () => void;
}) {
  const texts = useTexts(productTexts);
  const formatEuros = useEuros();
  const phone = useMediaQuery(PHONE_QUERY);
  // Once scrolled past the page's own button; not before it is reached (first screen, no bar).
  const shown = useViewportPlace(watched, phone) === "above";
  if (!phone) return null;

  return (
    <section
      className={styles.bar}
      data-shown={shown}
      aria-hidden={!shown}
      aria-label={texts.buyBarLabel}
    >
      <div className={styles.summary}>
        <p className={styles.title}>{title}</p>
        <p className={styles.price}>
          <span className="visually-hidden">{texts.buyBarPrice}: </span>
          {formatEuros(currentPrice(product))}
        </p>
        {selectedSize !== null && <p className={styles.size}>{texts.buyBarSize(selectedSize)}</p>}
      </div>
      <button type="button" className={`button ${styles.add}`} onClick={onAdd}>
        {texts.addToCart}
      </button>
    </section>
  );
}
