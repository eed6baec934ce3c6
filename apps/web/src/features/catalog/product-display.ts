import {
  type Category,
  centsToEuros,
  discountedPriceCents,
  eurosToCents,
  type Persistent,
  type Product,
} from "@shop/shared";
import { mediaUrl } from "../../lib/api-client";
import { catalogTexts } from "./texts";

/** The title, or 'Ref: …' for a product without one. */
export function productTitle(product: Pick<Product, "title" | "ref">): string {
  return product.title ?? `${catalogTexts.refPrefix} ${product.ref}`;
}

/** The price to pay, in euros, after the discount (the shared pricing rule). */
export function currentPrice(product: Pick<Product, "price" | "discount">): number {
  return centsToEuros(discountedPriceCents(eurosToCents(product.price), product.discount));
}

/** Address of one of the product's pictures; the thumbnail by default. */
export function productPictureUrl(product: Product, index = product.thumbnailIndex): string {
  return mediaUrl(product.pictures[index] ?? product.pictures[0] ?? "no-image.svg");
}

/** Brand name, 'Sem Marca' when it has none. */
export function brandName(persistent: Persistent, product: Product): string {
  return (
    persistent.brands.find((brand) => brand.id === product.brandId)?.name ?? catalogTexts.noBrand
  );
}

/** The colour as the shop names it: the free text overrides the colour list. */
export function colorName(persistent: Persistent, product: Product): string | null {
  return (
    product.colorManual ??
    persistent.colors.find((color) => color.id === product.colorId)?.name ??
    null
  );
}

/** The category and its group, e.g. 'Sapatos Mulher › Sandálias'. */
export function categoryPath(
  persistent: Persistent,
  product: Product,
): { group: string; category: Category } | null {
  const tree = persistent.categoryTree;
  const groups: Array<[string, Category[]]> = [
    [catalogTexts.groups.shoesWomen, tree.shoesWomen],
    [catalogTexts.groups.shoesMen, tree.shoesMen],
    [catalogTexts.groups.accessoriesWomen, tree.accessoriesWomen],
    [catalogTexts.groups.accessoriesMen, tree.accessoriesMen],
  ];
  for (const [group, categories] of groups) {
    const category = categories.find((c) => c.id === product.categoryId);
    if (category) return { group, category };
  }
  return null;
}

/** Tag names of a product, in the tag list's order. */
export function tagNames(persistent: Persistent, product: Product): string[] {
  return persistent.tags.filter((tag) => product.tags.includes(tag.id)).map((tag) => tag.name);
}
