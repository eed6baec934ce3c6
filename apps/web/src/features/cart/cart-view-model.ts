import {
  type Cart,
  type Country,
  type DeliveryRate,
  missingForFreeDeliveryCents,
  type Product,
  quantityLimit,
} from "@shop/shared";
import { type CartLine, unitCents } from "../../lib/cart/cart-products";

/** One product of the cart with its sizes, as the cart page shows it. */
export interface CartGroup {
  product: Product;
  lines: CartLine[];
}

/** What one line costs: the discounted unit price times the quantity, in cents. */
export function lineCents(line: Pick<CartLine, "product" | "quantity">): number {
  return unitCents(line.product) * line.quantity;
}

/** The lines grouped by product, products in the order of the lines. */
export function groupLines(lines: readonly CartLine[]): CartGroup[] {
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    const group = groups.get(line.product.id);
    if (group) group.lines.push(line);
    else groups.set(line.product.id, { product: line.product, lines: [line] });
  }
  return [...groups.values()];
}

/** Products of the cart that the server did not return (it no longer sells them). */
export function droppedProductIds(cart: Cart, products: readonly Pick<Product, "id">[]): number[] {
  const returned = new Set(products.map((product) => product.id));
  return Object.values(cart)
    .map((item) => item.id)
    .filter((id) => !returned.has(id));
}

/**
 * The products to show for the cart. The fresh answer when there is one; while the products of a
 * changed cart load, the last answer when it still covers every product of the cart (removing a
 * product must not blank the page); otherwise nothing yet.
 */
export function productsForCart(
  cart: Cart,
  fresh: Product[] | undefined,
  previous: readonly Product[] | undefined,
): Product[] | undefined {
  if (fresh) return fresh;
  if (!previous) return undefined;
  const known = new Set(previous.map((product) => product.id));
  const ids = Object.values(cart).map((item) => item.id);
  if (!ids.every((id) => known.has(id))) return undefined;
  return previous.filter((product) => cart[product.id] !== undefined);
}

/** Whether the '+' of a line can add one more unit: below 10 and the online units, if known. */
export function canIncrease(quantity: number, available?: number): boolean {
  return quantity < quantityLimit(available);
}

/** Whether the '−' of a line can take one unit off (it stops at 1). */
export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

/** Units of one size of a product already in the cart. */
export function quantityInCart(cart: Cart, productId: number, size: string): number {
  return cart[productId]?.quantities[size] ?? 0;
}

/** The country the cart prices delivery to, and whether it is the account's. */
export interface DeliveryCountry {
  country: Country;
  fromAccount: boolean;
}

/** The free-delivery amount of a destination and what the products still miss (null: reached). */
export interface FreeDelivery {
  fromCents: number;
  missingCents: number | null;
}

/** Null when the destination's group sets no such amount, or delivers for nothing anyway. */
export function freeDeliveryOf(rate: DeliveryRate, productsCents: number): FreeDelivery | null {
  if (rate.freeFromCents === null || rate.priceCents === 0) return null;
  return {
    fromCents: rate.freeFromCents,
    missingCents: missingForFreeDeliveryCents(rate, productsCents),
  };
}

/**
 * Where the cart prices delivery before the checkout: the country of the account's delivery
 * address, else Portugal (mainland, code PT); null when the shop delivers to neither.
 */
export function deliveryCountry(
  countries: readonly Country[],
  accountCountryId: number | null | undefined,
): DeliveryCountry | null {
  const account = countries.find((country) => country.id === accountCountryId);
  if (account) return { country: account, fromAccount: true };
  const portugal = countries.find((country) => country.code === "PT");
  return portugal ? { country: portugal, fromAccount: false } : null;
}
