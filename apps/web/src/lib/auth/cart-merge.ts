import { type Cart, parseStoredCart } from "@shop/shared";

/**
 * The cart after signing in: a local cart with items wins (it is what the visitor was just
 * buying) and is uploaded; an empty one gives way to the cart stored on the account.
 */
export function cartAtSignIn(local: Cart, storedCart: string): { cart: Cart; upload: boolean } {
  if (Object.keys(local).length > 0) return { cart: local, upload: true };
  return { cart: parseStoredCart(storedCart), upload: false };
}

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
