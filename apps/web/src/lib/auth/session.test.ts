import type { Cart, User } from "@shop/shared";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cartStore } from "../cart/cart-store";
import { queryClient } from "../query-client";
import { accountRequest } from "./account-api";
import { adoptAccountCart, CART_SYNC_DELAY_MS, startCartSync } from "./cart-sync";
import { fakeApi } from "./fake-api";
import { addressesQuery } from "./queries";
import { register, signIn, signOut } from "./session";
import { currentUser, onSignOut, setUser } from "./user-cache";
import { toggleFavourite } from "./wishlist";

const stored: Cart = { "7": { id: 7, quantities: { "40": 2 } } };
const local: Cart = { "4": { id: 4, quantities: { "38": 1, "39": 1 } } };
/** The server keeps only size 38 of the local cart (39 is not sold any more). */
const cleaned: Cart = { "4": { id: 4, quantities: { "38": 1 } } };

function user(overrides: Partial<User> = {}): User {
  return {
    id: 3,
    name: "Ana",
    email: "ana@example.pt",
    phone: null,
    cart: JSON.stringify(stored),
    wishlist: [5],
    emailConfirmed: 1,
    logged: true,
    ...overrides,
  };
}

function shop() {
  return fakeApi({
    "POST /users/client/token": () => ({ data: { token: "t", user: user() } }),
    "POST /users/client": () => ({ data: { token: "t", user: user({ cart: "{}" }) } }),
    "POST /users/client/cart": (body) => {
      const { cart } = body as { cart: Cart };
      const { "4": item, ...rest } = cart;
      return { data: item ? { ...rest, ...cleaned } : cart };
    },
    "POST /public/purchase/stock": () => ({
      data: { "4": { "38": 5, "39": 5 }, "7": { "40": 1, "41": 9, "42": 9 } },
    }),
    "POST /users/client/logout": () => ({ data: null }),
    "GET /users/client/address": () => ({ data: { delivery: null, invoice: null } }),
    "POST /users/client/wishlist/8": () => ({ data: [5, 8] }),
    "POST /users/client/wishlist/9": () => ({
      status: 500,
      error: { code: "INTERNAL", message: "Erro." },
    }),
    "GET /users/client/purchases": () => ({
      status: 401,
      error: { code: "UNAUTHORIZED", message: "Inicie sessão." },
    }),
    "POST /users/client/delete": () => ({
      status: 401,
      error: { code: "INVALID_CREDENTIALS", message: "A palavra-passe não está correta." },
    }),
  });
}

beforeAll(() => startCartSync());

beforeEach(() => {
  setUser(null);
  cartStore.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("signIn", () => {
  it("merges the local cart with the account's, capped by the online stock, and saves it", async () => {
    cartStore.replace(local);
    const api = shop();
    await signIn("ana@example.pt", "sapatos-2025");
    expect(api.callsTo("POST /users/client/token")[0]?.body).toEqual({
      email: "ana@example.pt",
      password: "sapatos-2025",
    });
    // The account had 2 of size 40 of product 7, of which 1 is left online.
    const merged = { ...local, "7": { id: 7, quantities: { "40": 1 } } };
    expect(api.callsTo("POST /users/client/cart").map((call) => call.body)).toEqual([
      { cart: merged, base: stored },
    ]);
    const saved = { "7": { id: 7, quantities: { "40": 1 } }, ...cleaned };
    expect(cartStore.get()).toEqual(saved);
    expect(JSON.parse(currentUser()?.cart ?? "")).toEqual(saved);
  });

  it("loads the account's cart when the local one is empty, without sending it back", async () => {
    const api = shop();
    await signIn("ana@example.pt", "sapatos-2025");
    expect(cartStore.get()).toEqual(stored);
    expect(currentUser()?.email).toBe("ana@example.pt");
    await new Promise((resolve) => setTimeout(resolve, CART_SYNC_DELAY_MS + 50));
    expect(api.callsTo("POST /users/client/cart")).toHaveLength(0);
  });

  it("fetches the addresses for the checkout", async () => {
    const api = shop();
    await signIn("ana@example.pt", "sapatos-2025");
    await vi.waitFor(() => expect(api.callsTo("GET /users/client/address")).toHaveLength(1));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(addressesQuery.queryKey)).toEqual({
        delivery: null,
        invoice: null,
      }),
    );
  });
});

describe("register", () => {
  it("creates the account and saves the local cart on it", async () => {
    cartStore.replace(local);
    const api = shop();
    await register({ name: "Ana", email: "ana@example.pt", password: "sapatos-2025", phone: null });
    expect(api.callsTo("POST /users/client")[0]?.body).toEqual({
      name: "Ana",
      email: "ana@example.pt",
      password: "sapatos-2025",
      phone: null,
    });
    expect(api.callsTo("POST /users/client/cart")).toHaveLength(1);
    expect(currentUser()?.id).toBe(3);
  });
});

describe("cart sync", () => {
  it("saves the changes of a signed-in customer on the account, in one call per pause", async () => {
    const api = shop();
    await signIn("ana@example.pt", "sapatos-2025");
    vi.useFakeTimers();
    cartStore.add(7, "41");
    cartStore.add(7, "41");
    cartStore.add(7, "42");
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS - 1);
    expect(api.callsTo("POST /users/client/cart")).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const sent = api.callsTo("POST /users/client/cart").map((call) => call.body);
    expect(sent).toEqual([
      { cart: { "7": { id: 7, quantities: { "40": 2, "41": 2, "42": 1 } } }, base: stored },
    ]);
  });

  it("sends nothing for a visitor", async () => {
    const api = shop();
    vi.useFakeTimers();
    cartStore.add(7, "41");
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS * 2);
    expect(api.calls).toHaveLength(0);
  });
});

describe("the account's cart at start-up and when the tab comes back", () => {
  it("shows what another device changed", async () => {
    shop();
    await signIn("ana@example.pt", "sapatos-2025");
    const elsewhere: Cart = { "7": { id: 7, quantities: { "40": 2, "42": 1 } } };
    adoptAccountCart(user({ cart: JSON.stringify(elsewhere) }));
    expect(cartStore.get()).toEqual(elsewhere);
  });

  it("merges a browser that never synced with the account, and saves the merge", async () => {
    const api = shop();
    window.localStorage.removeItem("cart-synced");
    cartStore.replace(local);
    setUser(user());
    vi.useFakeTimers();
    adoptAccountCart(user());
    expect(cartStore.get()).toEqual({ ...local, ...stored });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);
    expect(api.callsTo("POST /users/client/cart").map((call) => call.body)).toEqual([
      { cart: { ...local, ...stored }, base: stored },
    ]);
  });
});

describe("signOut", () => {
  it("logs out on the server and forgets the user and the account's caches", async () => {
    const api = shop();
    await signIn("ana@example.pt", "sapatos-2025");
    queryClient.setQueryData(addressesQuery.queryKey, { delivery: null, invoice: null });
    const hook = vi.fn();
    const stop = onSignOut(hook);
    await signOut();
    stop();
    expect(api.callsTo("POST /users/client/logout")).toHaveLength(1);
    expect(currentUser()).toBeNull();
    expect(queryClient.getQueryData(addressesQuery.queryKey)).toBeUndefined();
    expect(hook).toHaveBeenCalledTimes(1);
    expect(cartStore.get()).toEqual({});
    expect(window.localStorage.getItem("cart")).toBe("{}");
    await new Promise((resolve) => setTimeout(resolve, CART_SYNC_DELAY_MS + 50));
    expect(api.callsTo("POST /users/client/cart")).toHaveLength(0);
  });
});

describe("accountRequest", () => {
  it("logs out when the server no longer knows the session", async () => {
    shop();
    setUser(user());
    await expect(accountRequest("/purchases")).rejects.toMatchObject({ status: 401 });
    expect(currentUser()).toBeNull();
  });

  it("stays logged in after a wrong password (also a 401)", async () => {
    shop();
    setUser(user());
    await expect(
      accountRequest("/delete", { method: "POST", body: { password: "x" } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(currentUser()).not.toBeNull();
  });
});

describe("toggleFavourite", () => {
  it("replaces the wishlist with the server's answer", async () => {
    shop();
    setUser(user());
    await expect(toggleFavourite(8)).resolves.toEqual([5, 8]);
    expect(currentUser()?.wishlist).toEqual([5, 8]);
  });

  it("puts the old wishlist back when the call fails", async () => {
    shop();
    setUser(user());
    const pending = toggleFavourite(9);
    expect(currentUser()?.wishlist).toEqual([5, 9]);
    await expect(pending).rejects.toBeTruthy();
    expect(currentUser()?.wishlist).toEqual([5]);
  });
});
