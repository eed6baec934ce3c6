import type { Cart, User } from "@shop/shared";
import { cartStore } from "../cart/cart-store";
import { accountPost } from "./account-api";
import { cartAtSignIn, sameCart } from "./cart-merge";
import { currentUser, updateUser } from "./user-cache";

/** Changes within this time go to the account in one call. */
export const CART_SYNC_DELAY_MS = 300;

let applyingServerCart = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** Puts the server's cart in the local store without sending it back. */
function applyServerCart(cart: Cart): void {
  if (sameCart(cart, cartStore.get())) return;
  applyingServerCart = true;
  try {
    cartStore.replace(cart);
  } finally {
    applyingServerCart = false;
  }
}

function uploadCart(cart: Cart): Promise<Cart> {
  return accountPost<Cart>("/cart", { cart });
}

/** Uploads the cart; the server's cleaned copy replaces the local one unless it changed since. */
async function saveCart(cart: Cart): Promise<Cart> {
  const cleaned = await uploadCart(cart);
  if (cartStore.get() === cart) applyServerCart(cleaned);
  return cleaned;
}

async function flush(): Promise<void> {
  timer = undefined;
  if (!currentUser()) return;
  try {
    const cleaned = await saveCart(cartStore.get());
    updateUser((user) => ({ ...user, cart: JSON.stringify(cleaned) }));
  } catch {
    // Kept locally; the next change sends it again.
  }
}

export function cancelCartUpload(): void {
  clearTimeout(timer);
  timer = undefined;
}

/** From now on, every cart change of a signed-in customer is saved on the account. */
export function startCartSync(): void {
  if (started) return;
  started = true;
  cartStore.onChange(() => {
    if (applyingServerCart || !currentUser()) return;
    cancelCartUpload();
    timer = setTimeout(flush, CART_SYNC_DELAY_MS);
  });
}

/**
 * The cart of a customer who just signed in or registered (see `cartAtSignIn`). Call it before
 * the user is in the cache, so the change is not uploaded twice. A failed upload keeps the
 * local cart.
 */
export async function cartForNewSession(user: User): Promise<Cart> {
  cancelCartUpload();
  const { cart, upload } = cartAtSignIn(cartStore.get(), user.cart);
  if (!upload) {
    applyServerCart(cart);
    return cart;
  }
  try {
    return await saveCart(cart);
  } catch {
    return cart;
  }
}
