import type { Product } from "@shop/shared";
import { StoredPicture } from "../ui/stored-picture";
import { productPictureName } from "./product-display";

/**
 * A product's thumbnail in a list (cart, checkout, purchases, wishlist): its chosen picture, square,
 * `size` pixels wide unless `sizes` says how its width changes with the screen.
 */
export function ProductThumbnail({
  product,
  size,
  sizes = `${size}px`,
  className,
  lazy = false,
}: {
  product: Product;
  size: number;
  sizes?: string;
  className?: string;
  lazy?: boolean;
}) {
  return (
    <StoredPicture
      name={productPictureName(product)}
      sizes={sizes}
      className={className}
      alt=""
      width={size}
      height={size}
      loading={lazy ? "lazy" : undefined}
    />
  );
}
