import type { Product } from "@shop/shared";
import { unitCents } from "./cart-products";
import { cartStore } from "./cart-store";

/**
 * The unit price of each product when it went into the cart, kept beside the cart (whose stored
 * shape the specification fixes) so the checkout can say when a price changed since.
 */
const STORAGE_KEY = "cart-prices";

type PricesAtAdd = Record<string, number>;

/**
 * The prices of the products in the cart now: a product that left the cart (removed here, on
 * another device, at logout) forgets its price, so added again it starts anew.
 */
function read(): PricesAtAdd {
  const cart = cartStore.get();
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([id, cents]) => cart[id] !== undefined && Number.isInteger(cents) && cents >= 0,
      ),
    );
  } catch {
    return {};
  }
}

function write(prices: PricesAtAdd): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(prices));
  } catch {
    // Private mode or a full storage: no notice, the cart still works.
  }
}

/** Keeps the price of a product going into the cart, unless it is already there. */
export function rememberPriceAtAdd(product: Product): void {
  const prices = read();
  if (prices[product.id] !== undefined) return;
  write({ ...prices, [product.id]: unitCents(product) });
}

/** A product whose unit price is not what it was when it went into the cart. */
export interface PriceChange {
  product: Product;
  beforeCents: number;
  nowCents: number;
}

export function priceChanges(products: Product[]): PriceChange[] {
  const prices = read();
  return products.flatMap((product) => {
    const before = prices[product.id];
    const now = unitCents(product);
    return before === undefined || before === now
      ? []
      : [{ product, beforeCents: before, nowCents: now }];
  });
}

/** The buyer has seen today's prices: they become the prices to compare with. */
export function acceptPrices(products: Product[]): void {
  write({ ...read(), ...Object.fromEntries(products.map((p) => [p.id, unitCents(p)])) });
}
