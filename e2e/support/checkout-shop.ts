import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { Cart, GeneratedPurchase, Persistent, Product } from "@shop/shared";

type Stock = Record<string, Record<string, number>>;

/** A product of the demo catalogue and sizes of it that have online stock. */
export interface StockedProduct {
  product: Product;
  sizes: string[];
}

/** The `data` of a successful API reply. */
export async function apiData<T>(
  request: APIRequestContext,
  path: string,
  body?: unknown,
): Promise<T> {
  const response =
    body === undefined ? await request.get(path) : await request.post(path, { data: body });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  const envelope = (await response.json()) as { valid: boolean; data: T };
  return envelope.data;
}

// Products other specs look at closely (product 9, SL-25-0119): never bought here.
const RESERVED_IDS = new Set([9]);
const RESERVED_REFS = new Set(["SL-25-0119"]);

async function catalogue(request: APIRequestContext): Promise<Product[]> {
  // The oldest products first, so that specs which pick the newest ones are left alone.
  const older = await apiData<Product[]>(request, "/api/public/products/search", {
    results: 100,
    offset: 100,
  });
  const newer = await apiData<Product[]>(request, "/api/public/products/search", { results: 100 });
  return [...older, ...newer].filter(
    (product) => !RESERVED_IDS.has(product.id) && !RESERVED_REFS.has(product.ref),
  );
}

interface StockWanted {
  /** Sizes with the wanted units. */
  sizes?: number;
  /** Fewest online units of each such size. */
  units?: number;
  /** Most online units of each such size. */
  most?: number;
}

/**
 * The `slot`-th product (0, 1, 2…) with at least `sizes` sizes of `units`+ units online. Stock is
 * shared by every test of the run: each test takes its own slot, and spare units leave room for a
 * retry.
 */
export async function stockedProduct(
  request: APIRequestContext,
  slot: number,
  { sizes = 1, units = 2, most = Number.POSITIVE_INFINITY }: StockWanted = {},
): Promise<StockedProduct> {
  let found = 0;
  for (const product of await catalogue(request)) {
    const stock = await apiData<Stock>(request, `/api/public/products/${product.id}/stock`);
    const stocked = Object.entries(stock.online ?? {})
      .filter(([, count]) => count >= units && count <= most)
      .map(([size]) => size)
      .sort((a, b) => a.localeCompare(b, "pt", { numeric: true }));
    if (stocked.length < sizes) continue;
    if (found === slot) return { product, sizes: stocked.slice(0, sizes) };
    found += 1;
  }
  throw new Error(`no stocked product for slot ${slot}`);
}

/** One unit of each size. */
export function cartOf({ product, sizes }: StockedProduct): Cart {
  return {
    [product.id]: { id: product.id, quantities: Object.fromEntries(sizes.map((s) => [s, 1])) },
  };
}

/** Generates through the API a purchase of one unit of each of `stocked`'s sizes (buyer id null: a guest). */
export function generatedPurchase(
  request: APIRequestContext,
  stocked: StockedProduct,
  buyer: { id: number | null; email: string },
  order: { addressDelivery: object; paymentMethod: string },
): Promise<GeneratedPurchase> {
  return apiData<GeneratedPurchase>(request, "/api/public/purchase/generate", {
    clientId: buyer.id,
    cart: cartOf(stocked),
    contacts: { email: buyer.email, phone: "912345678" },
    ...order,
  });
}

/**
 * Puts the cart into the browser's localStorage before the shop's code runs, once per tab: a
 * reload after the purchase keeps the shop's own cart.
 */
export async function seedCart(page: Page, cart: Cart): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem("e2e-cart-seeded")) return;
    window.localStorage.setItem("cart", value);
    window.sessionStorage.setItem("e2e-cart-seeded", "1");
  }, JSON.stringify(cart));
}

/** Delivery prices of the demo countries, in euros. */
export async function deliveryPrices(request: APIRequestContext) {
  const { countries, countryGroups } = await apiData<Persistent>(request, "/api/public/persistent");
  return (name: string): number => {
    const country = countries.find((candidate) => candidate.name === name);
    if (!country) throw new Error(`no country ${name}`);
    return countryGroups[String(country.groupId)]?.price ?? 0;
  };
}

const euros = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR" });

/** Euros as the shop writes them, as a pattern that accepts any kind of space before '€'. */
export function eurosPattern(value: number): RegExp {
  const text = euros.format(value).replace(/\s/g, " ");
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s");
  return new RegExp(escaped);
}

export interface Buyer {
  email: string;
  phone: string;
  name: string;
  country: string;
  street: string;
  city: string;
  postalCode: string;
}

export const guest: Buyer = {
  email: "cliente.teste@example.pt",
  phone: "912345678",
  name: "Ana Teste",
  country: "Portugal",
  street: "Rua Augusta 100, 2.º Esq.",
  city: "Lisboa",
  postalCode: "1100048",
};
