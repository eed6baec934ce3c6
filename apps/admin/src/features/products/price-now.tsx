import {
  centsToEuros,
  formatEuros,
  formatShopDateTime,
  type ProductSaleNow,
  unitPriceCents,
  unitReduction,
} from "@shop/shared";
import styles from "./products.module.css";
import { priceNowTexts as texts } from "./texts";

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/** A product's list price, own discount and running sale, as the back office reads them. */
export interface PricedProduct {
  priceCents: number;
  discount: number;
  sale: ProductSaleNow;
}

/**
 * What a customer pays for the product now and why, by the shared rule the storefront, the cart
 * and the purchase price it with (`unitPriceCents`): its sale's price when lower than its own
 * discount, else its discount.
 */
export function priceNowOf(product: PricedProduct) {
  const pricing = { ...product, saleCents: product.sale?.priceCents ?? null };
  return { cents: unitPriceCents(pricing), reduction: unitReduction(pricing) };
}

/** The reduction's mark: the sale's name («Saldos «Inverno»»), or the discount («−20 %»). */
export function reductionMark(product: PricedProduct): string | null {
  const { reduction } = priceNowOf(product);
  if (reduction === "sale" && product.sale) return texts.sale(product.sale.name);
  return reduction === "discount" ? texts.discount(product.discount) : null;
}

/** The list's price: what is paid now, the list price struck out and the reduction's mark. */
export function PriceNow({ product }: { product: PricedProduct }) {
  const { cents } = priceNowOf(product);
  const mark = reductionMark(product);
  if (mark === null) return <>{euros(product.priceCents)}</>;
  return (
    <span className={styles.price}>
      <strong>{euros(cents)}</strong>
      <s>{euros(product.priceCents)}</s>
      <span>{mark}</span>
    </span>
  );
}

/** The form's line under the price: what the storefront charges now, as the person types. */
export function priceNowLine(product: PricedProduct): string {
  const { cents, reduction } = priceNowOf(product);
  const { sale } = product;
  if (reduction !== "sale" || !sale) return texts.finalPrice(euros(cents));
  return texts.finalPriceInSale(euros(cents), sale.name, formatShopDateTime(sale.endsAt));
}
