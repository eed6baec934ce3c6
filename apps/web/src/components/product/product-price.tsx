import { formatEuros, type Product } from "@shop/shared";
import { currentPrice } from "./product-display";
import styles from "./product-price.module.css";
import { productTexts } from "./texts";

/**
 * The price to pay; when it announces a reduction, the reference (the lowest price of the 30 days
 * before it) struck out, the percentage off it, and a line saying what the reference is (DL 138/90,
 * art. 5.º-A). A discount that is not below that price shows as the plain price. A product card
 * shows the percentage among its flags (`withDiscount` false) and lays out the row itself
 * (`className`).
 */
export function ProductPrice({
  product,
  size = "md",
  withDiscount = true,
  className = "",
}: {
  product: Pick<Product, "price" | "discount" | "referencePrice" | "reduction">;
  size?: "md" | "lg";
  withDiscount?: boolean;
  className?: string;
}) {
  const reference = product.referencePrice;
  return (
    <p className={`${styles.price} ${size === "lg" ? styles.large : ""} ${className}`}>
      <span className={reference !== null ? styles.sale : undefined}>
        <span className={styles.visuallyHidden}>{productTexts.price}: </span>
        {formatEuros(currentPrice(product))}
      </span>
      {reference !== null && (
        <>
          <s className={styles.old}>
            <span className={styles.visuallyHidden}>{productTexts.oldPrice}: </span>
            {formatEuros(reference)}
          </s>
          {withDiscount && <DiscountBadge reduction={product.reduction} />}
          <span className={styles.reference}>
            {productTexts.lowestPrice(formatEuros(reference))}
          </span>
        </>
      )}
    </p>
  );
}

/** The reduction's percentage, as a pill ("-20%"). */
export function DiscountBadge({ reduction }: { reduction: number }) {
  return <span className={styles.badge}>{productTexts.discount(reduction)}</span>;
}
