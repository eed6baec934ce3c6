import type { Product } from "@shop/shared";
import { productTitle } from "../../components/product/product-display";
import { BagIcon } from "../../components/ui/icons";
import styles from "./quick-buy.module.css";
import { useSizePicker } from "./size-picker";
import { cartTexts } from "./texts";

/** 'Comprar' over a product card's picture: opens the size picker. */
export function QuickBuy({ product }: { product: Product }) {
  const openSizePicker = useSizePicker();
  return (
    <button
      type="button"
      className={styles.quickBuy}
      aria-haspopup="dialog"
      aria-label={cartTexts.quickBuy.label(productTitle(product))}
      onClick={() => openSizePicker(product)}
    >
      <BagIcon size={16} />
      {cartTexts.quickBuy.text}
    </button>
  );
}
