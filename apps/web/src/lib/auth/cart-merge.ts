import type { Cart } from "@shop/shared";

/** Whether two carts hold the same products, sizes and quantities. */
export function sameCart(a: Cart, b: Cart): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const left = a[key]?.quantities ?? {};
    const right = b[key]?.quantities ?? {};
    const sizes = Object.keys(left);
    return (
      sizes.length === Object.keys(right).length &&
      sizes.every((size) => left[size] === right[size])
    );
  });
}
