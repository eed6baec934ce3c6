import type { Product } from "@shop/shared";
import { productTitle } from "../../components/product/product-display";
import { BagIcon } from "../../components/ui/icons";
import { useTexts } from "../../lib/i18n/use-texts";
import { useSizePicker } from "./size-picker";
import { cartTexts as portugueseCartTexts } from "./texts";

/** 'Comprar' under a product card's picture: opens the size picker. */
export function QuickBuy({ product, className }: { product: Product; className?: string }) {
  const cartTexts = useTexts(portugueseCartTexts);
  const openSizePicker = useSizePicker();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={cartTexts.quickBuy.label(productTitle(product))}
      onClick={() => openSizePicker(product)}
    >
      <BagIcon size={16} />
      {cartTexts.quickBuy.text}
    </button>
  );
}
