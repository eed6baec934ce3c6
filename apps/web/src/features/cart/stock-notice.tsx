import type { CartLine } from "../../lib/cart/cart-products";
import { cartStore } from "../../lib/cart/cart-store";
import { useTexts } from "../../lib/i18n/use-texts";
import { cartPopupTexts } from "./popup-texts";
import styles from "./stock-notice.module.css";

export interface StockNoticeProps {
  line: CartLine;
  /** Online units of the line's size; undefined while unknown. */
  available: number | undefined;
  /** After lowering: what to announce, and whether the row went away. */
  onLowered?: (message: string, removed: boolean) => void;
}

/**
 * Says plainly that a size has fewer units online than the cart asks for, and offers to lower it
 * to what there is (or to remove it when none is left). Nothing while the stock suffices.
 */
export function StockNotice({ line, available, onLowered }: StockNoticeProps) {
  const texts = useTexts(cartPopupTexts).stock;
  const { product, size, quantity } = line;
  if (available === undefined || quantity <= available) return null;
  function lower() {
    if (available === undefined) return;
    cartStore.lowerToStock(product.id, size, available);
    onLowered?.(texts.lowered(size, available), available === 0);
  }
  return (
    <p className={styles.notice}>
      <span>{available === 0 ? texts.soldOut : texts.fewer(available)}</span>{" "}
      <button
        type="button"
        className={styles.action}
        aria-label={available === 0 ? texts.removeLabel(size) : texts.lowerToLabel(size, available)}
        onClick={lower}
      >
        {available === 0 ? texts.remove : texts.lowerTo(available)}
      </button>
    </p>
  );
}
