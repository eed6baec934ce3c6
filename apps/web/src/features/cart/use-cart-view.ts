import {
  type CartTotals,
  type DeliveryRate,
  deliveryRateOf,
  type OnlineStock,
  type Product,
  type SizeAboveStock,
} from "@shop/shared";
import { useEffect, useState } from "react";
import { useAddresses, useUser } from "../../lib/auth/hooks";
import {
  type CartLine,
  cartLines,
  cartTotals,
  groupDeliveryRates,
  useCartProducts,
} from "../../lib/cart/cart-products";
import { useCartStock } from "../../lib/cart/cart-stock";
import { usePersistent } from "../../lib/persistent";
import {
  type DeliveryCountry,
  deliveryCountry,
  droppedProductIds,
  productsForCart,
} from "./cart-view-model";

export interface CartView {
  cart: ReturnType<typeof useCartProducts>["cart"];
  /** Null while the products load (or failed to). */
  lines: CartLine[] | null;
  totals: CartTotals | null;
  failed: boolean;
  retry: () => void;
  /** Products taken out of the cart since this view opened, because the server no longer sells them. */
  dropped: number;
  /** The online stock of the cart's products (asked again each time a view opens). */
  stock: OnlineStock | undefined;
  /** The sizes the cart asks more of than the online stock has. */
  above: SizeAboveStock[];
}

/**
 * The cart with today's products and prices, its lines and totals: with the delivery to
 * `countryId` (see useDeliveryCountry), or without delivery when null.
 */
export function useCartView(countryId: number | null = null): CartView {
  const persistent = usePersistent();
  const { cart, products, query } = useCartProducts();
  const { stock, above } = useCartStock(cart);
  // The last answer of the server (not `products`, which is a new [] on every render of an
  // empty cart).
  const [previous, setPrevious] = useState<Product[] | undefined>(query.data);
  if (query.data && query.data !== previous) setPrevious(query.data);
  const [dropped, setDropped] = useState<ReadonlySet<number>>(() => new Set());

  // useCartProducts takes the products the server left out of the cart; keep them for a notice.
  useEffect(() => {
    if (!products) return;
    const ids = droppedProductIds(cart, products);
    if (ids.length > 0) setDropped((known) => new Set([...known, ...ids]));
  }, [cart, products]);

  const shown = productsForCart(cart, products, previous);
  const lines = shown ? cartLines(cart, shown) : null;
  return {
    cart,
    lines,
    totals: lines ? cartTotals(lines, persistent, countryId) : null,
    failed: !lines && query.isError,
    retry: () => void query.refetch(),
    dropped: dropped.size,
    stock,
    above,
  };
}

/** The cart's destination with its group's delivery price and free-delivery amount. */
export interface CartDelivery extends DeliveryCountry {
  rate: DeliveryRate;
}

/**
 * The delivery the cart shows: to the account's delivery country, or to Portugal (the checkout
 * starts from the same country); null while a customer's addresses load (no amount rather than a
 * wrong one).
 */
export function useDeliveryCountry(): CartDelivery | null {
  const persistent = usePersistent();
  const user = useUser();
  const addresses = useAddresses();
  if (user && !addresses) return null;
  const found = deliveryCountry(persistent.countries, addresses?.delivery?.country);
  if (!found) return null;
  const rates = groupDeliveryRates(persistent);
  return { ...found, rate: deliveryRateOf(found.country.id, persistent.countries, rates) };
}
