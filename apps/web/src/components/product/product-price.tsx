import { formatLongDateTime, type Product } from "@shop/shared";
import { useLanguage } from "../../lib/i18n/language";
import { useEuros } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { currentPrice } from "./product-display";
import styles from "./product-price.module.css";
import { productTexts } from "./texts";

/**
 * The price to pay; when it announces a reduction, the reference (the lowest price of the 30 days
 * before it) struck out, the percentage off it, and a line saying what the reference is (DL 138/90,
 * art. 5.º-A). A discount that is not below that price shows as the plain price. A product card
 * shows the percentage among its flags (`withDiscount` false) and lays out the row itself
 * (`className`). In a sale («Saldos»), the product page (`lg`) says when the sale ends.
 */
export function ProductPrice({
  product,
  size = "md",
  withDiscount = true,
  className = "",
}: {
  product: Pick<
    Product,
    "price" | "discount" | "salePrice" | "saleEndsAt" | "referencePrice" | "reduction"
  >;
  size?: "md" | "lg";
  withDiscount?: boolean;
  className?: string;
}) {
  const texts = useTexts(productTexts);
  const formatEuros = useEuros();
  const language = useLanguage();
  const reference = product.referencePrice;
  return (
    <p className={`${styles.price} ${size === "lg" ? styles.large : ""} ${className}`}>
      <span className={reference !== null ? styles.sale : undefined}>
        <span className={styles.visuallyHidden}>{texts.price}: </span>
        {formatEuros(currentPrice(product))}
      </span>
      {reference !== null && (
        <>
          <s className={styles.old}>
            <span className={styles.visuallyHidden}>{texts.oldPrice}: </span>
            {formatEuros(reference)}
          </s>
          {withDiscount && <DiscountBadge reduction={product.reduction} />}
          <span className={styles.reference}>{texts.lowestPrice(formatEuros(reference))}</span>
        </>
      )}
      {size === "lg" && product.salePrice != null && product.saleEndsAt && (
        <span className={styles.reference}>
          {texts.saleEnds(formatLongDateTime(product.saleEndsAt, language))}
        </span>
      )}
    </p>
  );
}

/** The reduction's percentage, as a pill ("-20%"). */
export function DiscountBadge({ reduction }: { reduction: number }) {
  const texts = useTexts(productTexts);
  return <span className={styles.badge}>{texts.discount(reduction)}</span>;
}
