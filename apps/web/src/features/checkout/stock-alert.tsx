import type { SizeAboveStock } from "@shop/shared";
import { useId } from "react";
import { productTitle } from "../../components/product/product-display";
import type { CartLine } from "../../lib/cart/cart-products";
import { StockNotice } from "../cart/stock-notice";
import { cartTexts } from "../cart/texts";
import styles from "./checkout.module.css";
import { AlertIcon } from "./icons";
import { stockAlertTexts } from "./texts";

export const STOCK_ALERT_ID = "checkout-stock";

/**
 * The sizes the cart asks more of than the online stock has, each with the way to lower it: shown
 * as soon as the stock is known, and the reason 'Gerar pagamento' waits.
 */
export function StockAlert({ above, lines }: { above: SizeAboveStock[]; lines: CartLine[] }) {
  const titleId = useId();
  return (
    <div
      id={STOCK_ALERT_ID}
      className={styles.missing}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className={styles.missingTitle}>
        <AlertIcon />
        {stockAlertTexts.title}
      </h2>
      <p className={styles.missingIntro}>{stockAlertTexts.intro}</p>
      <ul className={styles.missingList}>
        {above.map(({ productId, size, quantity, available }) => {
          const product = lines.find((line) => line.product.id === productId)?.product;
          return (
            <li key={`${productId}-${size}`}>
              <strong>
                {product ? productTitle(product) : ""}, {cartTexts.sizeName(size)} ({quantity})
              </strong>
              <StockNotice
                productId={productId}
                size={size}
                quantity={quantity}
                available={available}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
