import type { SizeAboveStock } from "@shop/shared";
import { ErrorList } from "@shop/ui";
import { productTitle } from "../../components/product/product-display";
import type { CartLine } from "../../lib/cart/cart-products";
import { useTexts } from "../../lib/i18n/use-texts";
import { StockNotice } from "../cart/stock-notice";
import { cartTexts as portugueseCartTexts } from "../cart/texts";
import { stockAlertTexts as portugueseStockAlertTexts } from "./texts";

export const STOCK_ALERT_ID = "checkout-stock";

/**
 * The sizes the cart asks more of than the online stock has, each with the way to lower it: shown
 * as soon as the stock is known, and the reason the order button waits.
 */
export function StockAlert({ above, lines }: { above: SizeAboveStock[]; lines: CartLine[] }) {
  const cartTexts = useTexts(portugueseCartTexts);
  const stockAlertTexts = useTexts(portugueseStockAlertTexts);
  return (
    <ErrorList id={STOCK_ALERT_ID} title={stockAlertTexts.title} intro={stockAlertTexts.intro}>
      {above.map(({ productId, size, available }) => {
        const line = lines.find((l) => l.product.id === productId && l.size === size);
        if (!line) return null;
        return (
          <li key={`${productId}-${size}`}>
            <strong>
              {productTitle(line.product)}, {cartTexts.sizeName(size)} ({line.quantity})
            </strong>
            <StockNotice line={line} available={available} />
          </li>
        );
      })}
    </ErrorList>
  );
}
