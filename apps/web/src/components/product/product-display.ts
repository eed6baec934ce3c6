import {
  centsToEuros,
  discountedPriceCents,
  eurosToCents,
  type Persistent,
  type Product,
  pictureSources,
} from "@shop/shared";
import { env } from "../../config/env";
import { productTexts } from "./texts";

/** The title, or 'Ref: …' for a product without one. */
export function productTitle(product: Pick<Product, "title" | "ref">): string {
  return product.title ?? `${productTexts.refPrefix} ${product.ref}`;
}

/** The price to pay, in euros, after the discount (the shared pricing rule). */
export function currentPrice(product: Pick<Product, "price" | "discount">): number {
  return centsToEuros(discountedPriceCents(eurosToCents(product.price), product.discount));
}

/** Shown for a product without pictures. */
export const NO_IMAGE = "no-image.svg";

/** One of the product's pictures as stored; the thumbnail by default. */
export function productPictureName(product: Product, index = product.thumbnailIndex): string {
  return product.pictures[index] ?? product.pictures[0] ?? NO_IMAGE;
}

/** Address of the product's thumbnail as one plain file (an upload's JPEG), for links and data. */
export function productPictureUrl(product: Product): string {
  return pictureSources(productPictureName(product), env.mediaBaseUrl).src;
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
