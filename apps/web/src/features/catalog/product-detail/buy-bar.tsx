import { formatEuros, MOBILE_MAX_WIDTH, type Product } from "@shop/shared";
import type { RefObject } from "react";
import { currentPrice } from "../../../components/product/product-display";
import { useInView } from "../../../lib/use-in-view";
import { useMediaQuery } from "../../../lib/use-media-query";
import styles from "./buy-bar.module.css";
import { productTexts } from "./texts";

const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * On a phone, the price and 'Adicionar ao carrinho' at the bottom of the screen while the page's
 * own button is out of view. Sticky, last in the page: at the end of the page it rests in its own
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
  const phone = useMediaQuery(PHONE_QUERY);
  const buttonInView = useInView(watched, phone);
  if (!phone) return null;

  return (
    <section
      className={styles.bar}
      data-shown={buttonInView === false}
      aria-hidden={buttonInView !== false}
      aria-label={productTexts.buyBarLabel}
    >
      <div className={styles.summary}>
        <p className={styles.title}>{title}</p>
        <p className={styles.price}>
          <span className="visually-hidden">{productTexts.buyBarPrice}: </span>
          {formatEuros(currentPrice(product))}
          {selectedSize !== null && (
            <span className={styles.size}> · {productTexts.buyBarSize(selectedSize)}</span>
          )}
        </p>
      </div>
      <button type="button" className={`button ${styles.add}`} onClick={onAdd}>
        {productTexts.addToCart}
      </button>
    </section>
  );
}
