import type { Product } from "@shop/shared";
import { type LoadResult, load } from "./load.ts";
import { withClient, withScratchDatabase } from "./postgres.ts";
import { benchDataDir, startShop } from "./shop-process.ts";

const BUYERS = 50;
const UNITS = 5;
/** Generations one buyer attempts at once in the limits run (3 may stay open unpaid). */
const GREEDY_ATTEMPTS = 10;

/**
 * Buyer `i`: an email and a client address of their own (sent as X-Forwarded-For, which the shop
 * believes of 127.0.0.1 only), so that every run stays within the real purchase limits.
 */
function buyerHeaders(i: number): Record<string, string> {
  return { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
}

function buyer(cart: object, i: number) {
  return {
    clientId: null,
    cart,
    contacts: { email: `bench.${i}@example.pt`, phone: "912345678" },
    addressDelivery: {
      name: "Bench",
      country: 1,
      street: "Rua Augusta 1",
      city: "Lisboa",
      postalCode: "1100-053",
    },
    addressInvoice: null,
    notesClient: "",
    paymentMethod: "MULTIBANCO",
  };
}

/**
 * Sets the online stock of the cells `(product_id, size, count)` a query yields, as a recount of
 * the stock ledger: a movement of each difference (balances change only with a movement).
 */
const recountOnline = (cells: string) => `
  INSERT INTO stock_movements (product_id, size, store_id, quantity, reason, note)
  SELECT c.product_id, c.size, NULL, c.count - coalesce(s.quantity, 0), 'recount', 'bench'
  FROM (${cells}) AS c (product_id, size, count)
  LEFT JOIN stock s ON s.product_id = c.product_id AND s.size = c.size AND s.store_id IS NULL`;

/**
 * Purchase generation on PostgreSQL: throughput at 10 connections, then 50 buyers at once for the
 * last 5 units of one size (exactly 5 must get a purchase).
 */
export async function benchPurchases(adminUrl: string, seconds: number) {
  return withScratchDatabase(adminUrl, "purchases", async (url) => {
    const shop = await startShop({
      DATABASE_URL: url,
      DATA_DIR: benchDataDir("purchases"),
      TRUST_PROXY: "127.0.0.1",
    });
    try {
      return await loadPurchases(shop.url, url, seconds);
    } finally {
      await shop.stop();
    }
  });
}

async function loadPurchases(shopUrl: string, databaseUrl: string, seconds: number) {
  await withClient(databaseUrl, (c) =>
    c.query(recountOnline("SELECT product_id, size, 1000000 FROM product_sizes")),
  );
  const listing = (await (await fetch(`${shopUrl}/api/public/products/`)).json()) as {
    data: Product[];
  };
  const products = listing.data;
  const carts = products.map((p) => ({
    [p.id]: { id: p.id, quantities: { [p.sizes[0] as string]: 1 } },
  }));
  const generation: LoadResult = await load(
    shopUrl,
    {
      name: "purchase generation (PostgreSQL, a buyer per call, within the limits)",
      method: "POST",
      next: (i) => ({
        path: "/api/public/purchase/generate",
        body: buyer(carts[i % carts.length] as object, i),
        headers: buyerHeaders(i),
      }),
    },
    seconds,
  );
  const contention = await contentionRun(shopUrl, databaseUrl, products[0] as Product);
  const greedy = await greedyRun(shopUrl, carts[1] as object);
  return { generation, contention, greedy };
}

async function contentionRun(baseUrl: string, databaseUrl: string, product: Product) {
  const size = product.sizes[0] as string;
  await withClient(databaseUrl, (c) =>
    c.query(recountOnline("VALUES ($1::integer, $2::text, $3::integer)"), [
      product.id,
      size,
      UNITS,
    ]),
  );
  const cart = { [product.id]: { id: product.id, quantities: { [size]: 1 } } };
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => postGenerate(baseUrl, cart, 1_000_000 + i)),
  );
  return {
    buyers: BUYERS,
    units: UNITS,
    succeeded: statuses.filter((status) => status === 200).length,
    outOfStock: statuses.filter((status) => status === 409).length,
    milliseconds: Math.round(performance.now() - started),
  };
}

function postGenerate(baseUrl: string, cart: object, buyerIndex: number): Promise<number> {
  return fetch(`${baseUrl}/api/public/purchase/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", ...buyerHeaders(buyerIndex) },
    body: JSON.stringify(buyer(cart, buyerIndex)),
  }).then((response) => response.status);
}

/** One buyer (one email, one address) generating many purchases at once: the cap must hold. */
async function greedyRun(baseUrl: string, cart: object) {
  const statuses = await Promise.all(
    Array.from({ length: GREEDY_ATTEMPTS }, () => postGenerate(baseUrl, cart, 2_000_000)),
  );
  return {
    attempts: GREEDY_ATTEMPTS,
    succeeded: statuses.filter((status) => status === 200).length,
    refused: statuses.filter((status) => status === 429).length,
  };
}
