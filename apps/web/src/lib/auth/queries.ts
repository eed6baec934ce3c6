import type { Address, Product, PurchaseRecord, User } from "@shop/shared";
import { queryOptions } from "@tanstack/react-query";
import { queryClient } from "../query-client";
import { accountRequest } from "./account-api";
import { ACCOUNT_KEY, USER_KEY } from "./user-cache";

/** The saved delivery and invoice addresses of the customer. */
export interface Addresses {
  delivery: Address | null;
  invoice: Address | null;
}

/** A product of a past purchase, with the sizes and quantities bought. */
export type PurchasedProduct = Product & { quantities: Record<string, number> };

/** The customer of the session cookie, or null for a visitor (answered 200 either way). */
function fetchUser(signal: AbortSignal): Promise<User | null> {
  return accountRequest<User | null>("/session", { signal });
}

/**
 * The signed-in customer, or null. Never stale by itself: it is loaded once at start and then
 * only changed by signing in or out and by the account calls (see session.ts).
 */
export const userQuery = queryOptions({
  queryKey: USER_KEY,
  queryFn: ({ signal }) => fetchUser(signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * The signed-in customer once the session's answer is in (a tap as the page comes alive may
 * come before it): null for a visitor, or when it cannot be asked.
 */
export const sessionUser = (): Promise<User | null> =>
  queryClient.ensureQueryData(userQuery).catch(() => null);

export const addressesQuery = queryOptions({
  queryKey: [...ACCOUNT_KEY, "addresses"],
  queryFn: ({ signal }) => accountRequest<Addresses>("/address", { signal }),
  staleTime: 5 * 60_000,
});

/** The orders, newest first; asked again each time the page opens (their states move on). */
export const purchasesQuery = queryOptions({
  queryKey: [...ACCOUNT_KEY, "purchases"],
  queryFn: ({ signal }) => accountRequest<PurchaseRecord[]>("/purchases", { signal }),
  staleTime: 0,
});

/** The products of one purchase: they never change, so they are loaded once. */
export const purchaseProductsQuery = (purchaseId: number) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, "purchase-products", purchaseId],
    queryFn: ({ signal }) =>
      accountRequest<PurchasedProduct[]>(`/purchase/${purchaseId}/products`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const wishlistProductsQuery = queryOptions({
  queryKey: [...ACCOUNT_KEY, "wishlist-products"],
  queryFn: ({ signal }) => accountRequest<Product[]>("/wishlist/products", { signal }),
});
