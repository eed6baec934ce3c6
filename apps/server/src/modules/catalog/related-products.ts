import { type Product, productPricing, unitPriceCents } from "@shop/shared";

/** How far from the product's price a related one may be: ±35 %, then ±70 % when too few. */
const PRICE_RANGES = [0.35, 0.7] as const;
/** Fewer than this many in the first range widens it. */
const ENOUGH = 4;

export interface RelatedContext {
  /** The products on sale by id. */
  products: ReadonlyMap<number, Product>;
  /** The sizes with units online, by product (a product without any is not suggested). */
  onlineSizes: ReadonlyMap<number, readonly string[]>;
  /** The ids of the product's model's colours (the product's own other colours are not suggested). */
  sameModel: readonly number[];
}

const paidCents = (product: Product) => unitPriceCents(productPricing(product));

/**
 * «Também pode gostar»: products on sale of the same category, at a price (discount applied) near
 * the product's, with units online in at least one size; never the product or another colour of
 * its model. Closest price first, then the most sizes online, then the newest.
 */
export function relatedProducts(product: Product, context: RelatedContext, limit: number) {
  if (product.categoryId === null) return [];
  const price = paidCents(product);
  const excluded = new Set([product.id, ...context.sameModel]);
  const candidates = [...context.products.values()]
    .filter(
      (other) =>
        other.categoryId === product.categoryId &&
        !excluded.has(other.id) &&
        (context.onlineSizes.get(other.id)?.length ?? 0) > 0,
    )
    .map((other) => ({ other, distance: Math.abs(paidCents(other) - price) }));
  let within: typeof candidates = [];
  for (const range of PRICE_RANGES) {
    within = candidates.filter(({ distance }) => distance <= price * range);
    if (within.length >= ENOUGH) break;
  }
  return within
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        (context.onlineSizes.get(b.other.id)?.length ?? 0) -
          (context.onlineSizes.get(a.other.id)?.length ?? 0) ||
        b.other.dataPublished.localeCompare(a.other.dataPublished) ||
        b.other.id - a.other.id,
    )
    .slice(0, limit)
    .map(({ other }) => other);
}
