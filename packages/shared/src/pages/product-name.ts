import { categoryGroupNames } from "../category-groups.ts";
import { centsToEuros, eurosToCents, formatEuros } from "../money.ts";
import { discountedPriceCents } from "../pricing.ts";
import type { Persistent, Product } from "../schemas/catalog.ts";
import { findCategory } from "./listing.ts";
import { pageDescriptions, productNameTexts } from "./texts.ts";

/**
 * The product's name: its title. A product on sale always has one (migration 046); only an old
 * draft in an old order may not, and it is named «Artigo SL-…» (as the migration named the ones
 * on sale), never a bare «Ref: …».
 */
export function productTitle(product: Pick<Product, "title" | "ref">): string {
  return product.title || `${productNameTexts.untitled} ${product.ref}`;
}

/** The price to pay, in euros, after the discount (the shared pricing rule). */
export function currentPrice(product: Pick<Product, "price" | "discount">): number {
  return centsToEuros(discountedPriceCents(eurosToCents(product.price), product.discount));
}

/** The product's brand name; null when it has none. */
export function productBrand(
  catalogue: Pick<Persistent, "brands">,
  product: Product,
): string | null {
  return catalogue.brands.find((brand) => brand.id === product.brandId)?.name ?? null;
}

/** A product page's description: title, brand, 'Sapatos Mulher › Sandálias', price. */
export function productDescription(
  catalogue: Pick<Persistent, "brands" | "categoryTree">,
  product: Product,
): string {
  const place = findCategory(catalogue.categoryTree, product.categoryId);
  return pageDescriptions.product(
    productTitle(product),
    productBrand(catalogue, product),
    place ? `${categoryGroupNames[place.group]} › ${place.category.name}` : null,
    formatEuros(currentPrice(product)),
  );
}
