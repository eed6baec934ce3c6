import { formatEuros, type Product } from "@shop/shared";
import { currentPrice } from "./product-display";
import styles from "./product-price.module.css";
import { productTexts } from "./texts";

/**
 * The price to pay; when discounted, the old price struck out and the percentage. A product card
 * shows the percentage among its flags (`withDiscount` false) and lays out the row itself
 * (`className`).
 */
export function ProductPrice({
  product,
  size = "md",
  withDiscount = true,
  className = "",
}: {
  product: Pick<Product, "price" | "discount">;
  size?: "md" | "lg";
  withDiscount?: boolean;
  className?: string;
}) {
  const discounted = product.discount > 0;
  return (
    <p className={`${styles.price} ${size === "lg" ? styles.large : ""} ${className}`}>
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
          {withDiscount && <DiscountBadge discount={product.discount} />}
        </>
      )}
    </p>
  );
}

/** The discount's percentage, as a pill ("-20%"). */
export function DiscountBadge({ discount }: { discount: number }) {
  return <span className={styles.badge}>{productTexts.discount(discount)}</span>;
}
