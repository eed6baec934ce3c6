import {
  centsToEuros,
  discountedPriceCents,
  eurosToCents,
  type Persistent,
  type Product,
} from "@shop/shared";
import { mediaUrl } from "../../lib/api-client";
import { productTexts } from "./texts";

/** The title, or 'Ref: …' for a product without one. */
export function productTitle(product: Pick<Product, "title" | "ref">): string {
  return product.title ?? `${productTexts.refPrefix} ${product.ref}`;
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
    persistent.brands.find((brand) => brand.id === product.brandId)?.name ?? productTexts.noBrand
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
