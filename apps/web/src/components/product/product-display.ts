import {
  mainPicture,
  type Persistent,
  type Product,
  pictureSources,
  productBrand,
} from "@shop/shared";
import { env } from "../../config/env";
import { productTexts } from "./texts";

// The title and price rules are shared with the server, which writes them in the page's head.
export { currentPrice, productTitle } from "@shop/shared";

/** Shown for a product without pictures. */
export const NO_IMAGE = "no-image.svg";

/** The product's main picture (the first in its order) as stored. */
export function productPictureName(product: Pick<Product, "pictures">): string {
  return mainPicture(product.pictures) ?? NO_IMAGE;
}

/** Address of the product's main picture as one plain file (an upload's JPEG), for links and data. */
export function productPictureUrl(product: Product): string {
  return pictureSources(productPictureName(product), env.mediaBaseUrl).src;
}

/** Brand name, 'Sem Marca' when it has none. */
export function brandName(persistent: Persistent, product: Product): string {
  return productBrand(persistent, product) ?? productTexts.noBrand;
}

/** The colour as the shop names it: the free text overrides the colour list. */
export function colorName(persistent: Persistent, product: Product): string | null {
  return (
    product.colorManual ??
    persistent.colors.find((color) => color.id === product.colorId)?.name ??
    null
  );
}
