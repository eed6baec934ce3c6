import {
  addToCart,
  CART_STORAGE_KEY,
  type Cart,
  decrementInCart,
  keepProducts,
  lowerToStock,
  parseStoredCart,
  removeProductFromCart,
  removeSizeFromCart,
} from "@shop/shared";
import { useSyncExternalStore } from "react";

type Listener = (cart: Cart) => void;

/** What the server renders: the cart lives in the browser only. */
const SERVER_CART: Cart = {};

/**
 * An empty stored cart is the server's very object: after hydration React compares the two, and
 * any other object, empty or not, re-renders every cart reader at once.
 */
function readStored(): Cart {
  try {
    const stored = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
    return Object.keys(stored).length > 0 ? stored : SERVER_CART;
  } catch {
    return SERVER_CART;
  }
}

// Read when first asked (hydration's check after its first render), not while the scripts load.
let current: Cart | undefined;
const currentCart = (): Cart => {
  current ??= typeof window === "undefined" ? SERVER_CART : readStored();
  return current;
};
const listeners = new Set<() => void>();
const changeHooks = new Set<Listener>();

function publish(next: Cart, { store = true } = {}): void {
  current = next;
  if (store) {
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full storage: the cart still works for this visit.
    }
  }
  for (const listener of listeners) listener();
  for (const hook of changeHooks) hook(next);
}

if (typeof window !== "undefined") {
  // Another tab changed the cart: show the same one here.
  window.addEventListener("storage", (event) => {
    if (event.key === CART_STORAGE_KEY) publish(parseStoredCart(event.newValue), { store: false });
  });
}

/** The cart, kept in localStorage under 'cart'; every change goes through the shared cart rules. */
export const cartStore = {
  get: currentCart,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called after every change (the account sync listens here). */
  onChange(hook: Listener): () => void {
    changeHooks.add(hook);
    return () => changeHooks.delete(hook);
  },
  /** One more unit, up to 10 and, when known, the online units of the size. */
  add: (productId: number, size: string, available?: number) =>
    publish(addToCart(currentCart(), productId, size, available)),
  /** Down to the online units of the size; none left removes it. */
  lowerToStock: (productId: number, size: string, available: number) =>
    publish(lowerToStock(currentCart(), productId, size, available)),
  decrement: (productId: number, size: string) =>
    publish(decrementInCart(currentCart(), productId, size)),
  removeSize: (productId: number, size: string) =>
    publish(removeSizeFromCart(currentCart(), productId, size)),
  removeProduct: (productId: number) => publish(removeProductFromCart(currentCart(), productId)),
  keepOnly: (productIds: ReadonlySet<number>) => {
    const cart = currentCart();
    const kept = keepProducts(cart, productIds);
    if (Object.keys(kept).length !== Object.keys(cart).length) publish(kept);
  },
  replace: (cart: Cart) => publish(cart),
  clear: () => publish({}),
};

/** The cart, re-rendering on every change. */
export function useCart(): Cart {
  return useSyncExternalStore(cartStore.subscribe, cartStore.get, () => SERVER_CART);
}
