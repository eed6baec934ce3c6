import { categoryGroupNames } from "../category-groups.ts";
import { centsToEuros, eurosToCents, formatEuros } from "../money.ts";
import { type UnitPricing, unitPriceCents } from "../pricing.ts";
import type { Persistent, Product } from "../schemas/catalog.ts";
import { findCategory } from "./listing.ts";
import type { PageTexts } from "./page-texts.ts";
import { pageDescriptions, productNameTexts } from "./texts.ts";

/** What a product's description is written with, in the page's language. */
export type DescriptionTexts = Pick<PageTexts, "language" | "pageDescriptions" | "groups">;

const PORTUGUESE_DESCRIPTION: DescriptionTexts = {
  language: "pt",
  pageDescriptions,
  groups: categoryGroupNames,
};

/**
 * The product's name: its title. A product on sale always has one (migration 046); only an old
 * draft in an old order may not, and it is named «Artigo SL-…» (as the migration named the ones
 * on sale), never a bare «Ref: …».
 */
export function productTitle(product: Pick<Product, "title" | "ref">): string {
  return product.title || `${productNameTexts.untitled} ${product.ref}`;
}

type PricedProduct = Pick<Product, "price" | "discount" | "salePrice">;

/** A product's price as the shared pricing rule reads it: list price, discount and sale, in cents. */
export function productPricing(product: PricedProduct): UnitPricing {
  return {
    priceCents: eurosToCents(product.price),
    discount: product.discount,
    saleCents: product.salePrice == null ? null : eurosToCents(product.salePrice),
  };
}

/** The price to pay, in euros, after the discount or in the sale (the shared pricing rule). */
export function currentPrice(product: PricedProduct): number {
  return centsToEuros(unitPriceCents(productPricing(product)));
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
  texts: DescriptionTexts = PORTUGUESE_DESCRIPTION,
): string {
  const { language, pageDescriptions, groups } = texts;
  const place = findCategory(catalogue.categoryTree, product.categoryId);
  return pageDescriptions.product(
    productTitle(product),
    productBrand(catalogue, product),
    place ? `${groups[place.group]} › ${place.category.name}` : null,
    formatEuros(currentPrice(product), language),
  );
}
