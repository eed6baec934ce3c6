import { formatEuros, type Product } from "@shop/shared";
import { currentPrice } from "./product-display";
import styles from "./product-price.module.css";
import { productTexts } from "./texts";

/** The price to pay; when discounted, the old price struck out and the percentage. */
export function ProductPrice({
  product,
  size = "md",
}: {
  product: Pick<Product, "price" | "discount">;
  size?: "md" | "lg";
}) {
  const discounted = product.discount > 0;
  return (
    <p className={`${styles.price} ${size === "lg" ? styles.large : ""}`}>
      <span className={discounted ? styles.sale : undefined}>
        <span className={styles.visuallyHidden}>{productTexts.price}: </span>
        {formatEuros(currentPrice(product))}
      </span>
      {discounted && (
        <>
          <s className={styles.old}>
            <span className={styles.visuallyHidden}>{productTexts.oldPrice}: </span>
            {formatEuros(product.price)}
          </s>
          <span className={styles.badge}>{productTexts.discount(product.discount)}</span>
        </>
      )}
    </p>
  );
}
