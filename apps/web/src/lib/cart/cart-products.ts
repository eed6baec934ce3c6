import {
  type Cart,
  type CartTotals,
  computeCartTotals,
  type DeliveryRate,
  deliveryRateOf,
  destinationVatPercent,
  eurosToCents,
  type Persistent,
  type PricedLine,
  type Product,
  productPricing,
  shopVatRates,
  unitPriceCents,
  vatCountry,
} from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "../api-client";
import { cartStore, useCart } from "./cart-store";

const NO_PRODUCTS: Product[] = [];

/** The price a buyer pays for one unit today, in cents (the shared rule: discount or sale). */
export function unitCents(product: Pick<Product, "price" | "discount" | "salePrice">): number {
  return unitPriceCents(productPricing(product));
}

/** One size of one product in the cart, with the product as the server has it now. */
export interface CartLine {
  product: Product;
  size: string;
  quantity: number;
  /** The line's share of an accepted discount code, in cents. */
  codeDiscountCents?: number;
}

/** The lines as the shared pricing rules read them. */
export function pricedLines(lines: readonly CartLine[]): PricedLine[] {
  return lines.map((line) => ({
    ...productPricing(line.product),
    quantity: line.quantity,
    codeDiscountCents: line.codeDiscountCents ?? 0,
  }));
}

/**
 * The products of the cart with today's prices, asked again whenever a view of the cart opens or
 * the tab comes back. Products the server no longer sells are taken out of the cart.
 */
export function useCartProducts() {
  const cart = useCart();
  const ids = Object.keys(cart)
    .map(Number)
    .sort((a, b) => a - b);
  const query = useQuery({
    queryKey: ["cart-products", ids],
    queryFn: ({ signal }) =>
      apiRequest<Product[]>("/public/purchase/products", {
        body: { cart: cartForIds(cart, ids) },
        signal,
      }),
    enabled: ids.length > 0,
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
  });
  useEffect(() => {
    if (query.data) cartStore.keepOnly(new Set(query.data.map((product) => product.id)));
  }, [query.data]);
  return { cart, products: ids.length === 0 ? NO_PRODUCTS : query.data, query };
}

function cartForIds(cart: Cart, ids: number[]): Cart {
  return Object.fromEntries(ids.map((id) => [String(id), cart[id] as Cart[string]]));
}

/** The cart's lines in a stable order: by product as listed, then by size. */
export function cartLines(cart: Cart, products: Product[]): CartLine[] {
  return products.flatMap((product) =>
    Object.entries(cart[product.id]?.quantities ?? {})
      .sort(([a], [b]) => a.localeCompare(b, "pt", { numeric: true }))
      .map(([size, quantity]) => ({ product, size, quantity })),
  );
}

/** Each destination group's delivery price and free-from amount, in cents, by group id. */
export function groupDeliveryRates(persistent: Persistent): Record<string, DeliveryRate> {
  return Object.fromEntries(
    Object.values(persistent.countryGroups).map((group) => [
      String(group.id),
      {
        priceCents: eurosToCents(group.price),
        freeFromCents: group.freeFrom === null ? null : eurosToCents(group.freeFrom),
      },
    ]),
  );
}

/**
 * Totals with VAT, base, delivery (the country's group, free from its amount, 0 without one or
 * with a free-delivery code) and VAT amount, at the rate of the delivery country (the
 * mainland's, which the shown prices carry, without one); the lines carry a code's shares.
 */
export function cartTotals(
  lines: CartLine[],
  persistent: Persistent,
  countryId: number | null,
  freeDelivery = false,
): CartTotals {
  const rates = shopVatRates(persistent.settings);
  const country = persistent.countries.find((c) => c.id === countryId);
  return computeCartTotals(
    pricedLines(lines),
    freeDelivery
      ? 0
      : deliveryRateOf(countryId, persistent.countries, groupDeliveryRates(persistent)),
    rates.mainland,
    destinationVatPercent(country && vatCountry(country), rates),
  );
}
