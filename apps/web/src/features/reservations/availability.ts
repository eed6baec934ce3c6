import type { Store } from "@shop/shared";
import type { StockByLocation } from "../catalog/api";

type Units = StockByLocation;

/** Whether a store has at least one unit of the size. */
const hasUnits = (stock: Units, storeId: number, size: string) =>
  (stock[String(storeId)]?.[size] ?? 0) > 0;

/** The product's sizes that some physical store has, in the product's order. */
export function sizesInStores(stock: Units, stores: readonly Store[], sizes: readonly string[]) {
  return sizes.filter((size) => stores.some((store) => hasUnits(stock, store.id, size)));
}

/** The stores that have the size (or, with none given, any of the sizes), in the shop's order. */
export function storesWith(
  stock: Units,
  stores: readonly Store[],
  sizes: readonly string[],
  size: string | null,
): Store[] {
  return stores.filter((store) =>
    (size === null ? sizes : [size]).some((each) => hasUnits(stock, store.id, each)),
  );
}
