import { type Cart, type OnlineStock, sizesAboveStock } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

function cartOfIds(cart: Cart, ids: number[]): Cart {
  return Object.fromEntries(ids.map((id) => [String(id), cart[id] as Cart[string]]));
}

function sortedIds(cart: Cart): number[] {
  return Object.keys(cart)
    .map(Number)
    .sort((a, b) => a - b);
}

/** Asks the online stock of every size of the cart's products on sale. */
export function fetchOnlineStock(cart: Cart, signal?: AbortSignal): Promise<OnlineStock> {
  return apiRequest<OnlineStock>("/public/purchase/stock", {
    body: { cart: cartOfIds(cart, sortedIds(cart)) },
    ...(signal ? { signal } : {}),
  });
}

/**
 * The online stock of the cart's products, asked again whenever a view of the cart opens or the
 * tab comes back, so that the cart says what it cannot have before the checkout does.
 */
export function useCartStock(cart: Cart) {
  const ids = sortedIds(cart);
  const query = useQuery({
    queryKey: ["cart-stock", ids],
    queryFn: ({ signal }) => fetchOnlineStock(cart, signal),
    enabled: ids.length > 0,
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
  });
  const stock = query.data;
  return { stock, above: stock ? sizesAboveStock(cart, stock) : [] };
}

/** The online units of one size, when known. */
export function unitsOnline(
  stock: OnlineStock | undefined,
  productId: number,
  size: string,
): number | undefined {
  const sizes = stock?.[productId];
  return sizes ? (sizes[size] ?? 0) : undefined;
}
