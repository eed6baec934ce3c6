import {
  applyCartChanges,
  type Cart,
  capCartToStock,
  cartChanges,
  mergeCarts,
  parseStoredCart,
  type User,
} from "@shop/shared";
import { fetchOnlineStock } from "../cart/cart-stock";
import { cartStore } from "../cart/cart-store";
import { accountPost, accountRequest } from "./account-api";
import { sameCart } from "./cart-merge";
import { currentUser, updateUser } from "./user-cache";

/** Changes within this time go to the account in one call. */
export const CART_SYNC_DELAY_MS = 300;

/**
 * The account's cart as this browser last had it: what the device's changes are counted from, so
 * that a save sends what changed here and never undoes what another device did meanwhile.
 */
const SYNCED_KEY = "cart-synced";

let applyingServerCart = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight = false;
let started = false;

function readSynced(): Cart | undefined {
  try {
    const stored = window.localStorage.getItem(SYNCED_KEY);
    return stored === null ? undefined : parseStoredCart(stored);
  } catch {
    return undefined;
  }
}

function writeSynced(cart: Cart | null): void {
  try {
    if (cart) window.localStorage.setItem(SYNCED_KEY, JSON.stringify(cart));
    else window.localStorage.removeItem(SYNCED_KEY);
  } catch {
    // Without storage, every save sends the whole cart.
  }
}

/** Puts a cart from the account in the local store without sending it back. */
function applyServerCart(cart: Cart): void {
  if (sameCart(cart, cartStore.get())) return;
  applyingServerCart = true;
  try {
    cartStore.replace(cart);
  } finally {
    applyingServerCart = false;
  }
}

/** The account's cart now has `server`: the device's unsent changes go on top of it. */
function takeServerCart(server: Cart, since: Cart): void {
  const pending = cartChanges(since, cartStore.get());
  writeSynced(server);
  updateUser((user) => ({ ...user, cart: JSON.stringify(server) }));
  applyServerCart(applyCartChanges(server, pending));
  if (pending.length > 0) schedule();
}

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(flush, CART_SYNC_DELAY_MS);
}

async function flush(): Promise<void> {
  timer = undefined;
  if (!currentUser() || inFlight) return;
  const sent = cartStore.get();
  inFlight = true;
  try {
    const server = await accountPost<Cart>("/cart", { cart: sent, base: readSynced() });
    if (currentUser()) takeServerCart(server, sent);
  } catch {
    // Kept locally; the next change, or the tab coming back, sends it again.
  } finally {
    inFlight = false;
  }
}

export function cancelCartUpload(): void {
  clearTimeout(timer);
  timer = undefined;
}

/**
 * Takes the account's cart of a signed-in customer (at start-up, and when the tab comes back):
 * what another device changed shows here, with what this device has not sent yet on top. A
 * browser that never synced merges, as at sign-in.
 */
export function adoptAccountCart(user: User): void {
  if (timer !== undefined || inFlight) return;
  const server = parseStoredCart(user.cart);
  const synced = readSynced();
  if (synced) {
    takeServerCart(server, synced);
    return;
  }
  writeSynced(server);
  const merged = mergeCarts(cartStore.get(), server);
  applyServerCart(merged);
  if (!sameCart(merged, server)) schedule();
}

/** Asks the account's cart again (the tab came back) and takes it. */
async function loadAccountCart(): Promise<void> {
  if (!currentUser() || timer !== undefined || inFlight) return;
  try {
    const user = await accountRequest<User>("");
    if (currentUser()) adoptAccountCart(user);
  } catch {
    // Offline or signed out elsewhere: the local cart stays as it is.
  }
}

/** From now on, every cart change of a signed-in customer is saved on the account. */
export function startCartSync(): void {
  if (started) return;
  started = true;
  cartStore.onChange(() => {
    if (applyingServerCart || !currentUser()) return;
    schedule();
  });
  if (typeof document !== "undefined") {
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") void loadAccountCart();
    });
  }
}

/** The merged cart capped at each size's online stock, when the stock can be asked. */
async function cappedToStock(cart: Cart): Promise<Cart> {
  try {
    return capCartToStock(cart, await fetchOnlineStock(cart));
  } catch {
    return cart;
  }
}

/**
 * The cart of a customer who just signed in or registered: the device's and the account's carts
 * merged (per size the larger count, at most 10 and the online stock), saved on both sides. Call
 * it before the user is in the cache, so the change is not uploaded twice. A failed save keeps
 * the merged cart here; the next change sends it.
 */
export async function cartForNewSession(user: User): Promise<Cart> {
  cancelCartUpload();
  const account = parseStoredCart(user.cart);
  writeSynced(account);
  const merged = mergeCarts(cartStore.get(), account);
  if (sameCart(merged, account)) {
    applyServerCart(account);
    return account;
  }
  const cart = await cappedToStock(merged);
  applyServerCart(cart);
  try {
    const server = await accountPost<Cart>("/cart", { cart, base: account });
    writeSynced(server);
    applyServerCart(server);
    return server;
  } catch {
    return cart;
  }
}

/** Logging out: this browser forgets the cart (the account keeps it), nothing is sent. */
export function forgetCart(): void {
  cancelCartUpload();
  writeSynced(null);
  cartStore.clear();
}
