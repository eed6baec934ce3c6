import { opensLaterToday, type Store } from "@shop/shared";
import type { StockByLocation } from "../api";

/** The key of the online store in a stock reply; physical stores are keyed by their id. */
export const ONLINE_LOCATION = "online";

/** One row of the availability table. */
export interface LocationStock {
  /** `online` or the store's id, as the stock reply keys it. */
  key: string;
  /** The store's name; null for the online store (the page names it). */
  storeName: string | null;
  inStock: boolean;
}

/** Units of a size at a location; a missing location or size counts as none. */
function units(stock: StockByLocation, location: string, size: string): number {
  return stock[location]?.[size] ?? 0;
}

/** Units of a size in the online store. */
export function onlineUnits(stock: StockByLocation, size: string): number {
  return units(stock, ONLINE_LOCATION, size);
}

/**
 * Whether a location has the selected size, or, with no size selected, any size at all.
 * Sizes the product does not list are ignored, so stale stock rows never show as available.
 */
export function locationHasStock(
  stock: StockByLocation,
  location: string,
  sizes: readonly string[],
  selectedSize: string | null,
): boolean {
  if (selectedSize !== null) return units(stock, location, selectedSize) > 0;
  return sizes.some((size) => units(stock, location, size) > 0);
}

/**
 * The availability of the online store, then of each physical store in the shop's order:
 * 'Em stock' or 'indisponível' for the selected size (or for any size when none is selected).
 */
export function stockSummary(
  stock: StockByLocation,
  stores: readonly Pick<Store, "id" | "name">[],
  sizes: readonly string[],
  selectedSize: string | null,
): LocationStock[] {
  return [
    {
      key: ONLINE_LOCATION,
      storeName: null,
      inStock: locationHasStock(stock, ONLINE_LOCATION, sizes, selectedSize),
    },
    ...stores.map((store) => ({
      key: String(store.id),
      storeName: store.name,
      inStock: locationHasStock(stock, String(store.id), sizes, selectedSize),
    })),
  ];
}

/** The sizes that can be bought online now (more than zero units in the online stock). */
export function onlineSizes(stock: StockByLocation, sizes: readonly string[]): Set<string> {
  return new Set(sizes.filter((size) => units(stock, ONLINE_LOCATION, size) > 0));
}

/** Why 'Adicionar ao carrinho' cannot go ahead, or `ok`. */
export type AddToCartCheck = "storeOffline" | "chooseSize" | "notOnline" | "ok";

/**
 * The rules before adding to the cart: the shop must be open, a size chosen and, once the stock
 * is known, that size in the online stock. While the stock is unknown the size may go to the
 * cart: the purchase checks the stock again anyway.
 */
export function checkAddToCart(
  storeOnline: boolean,
  selectedSize: string | null,
  online: Set<string> | null,
): AddToCartCheck {
  if (!storeOnline) return "storeOffline";
  if (selectedSize === null) return "chooseSize";
  if (online && !online.has(selectedSize)) return "notOnline";
  return "ok";
}

/**
 * The stores taking pickups that have the selected size on their own shelf and are still open
 * today: there it can be collected today (the purchase itself takes the online stock).
 */
export function pickupTodayStores(
  stock: StockByLocation,
  stores: readonly Pick<Store, "id" | "name" | "pickup" | "hours">[],
  selectedSize: string | null,
  now: Date,
): string[] {
  if (selectedSize === null) return [];
  return stores
    .filter(
      (store) =>
        store.pickup &&
        units(stock, String(store.id), selectedSize) > 0 &&
        opensLaterToday(store.hours, now),
    )
    .map((store) => store.name);
}
