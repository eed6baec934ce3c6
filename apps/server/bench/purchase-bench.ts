import type { Product } from "@shop/shared";
import pg from "pg";
import { type LoadResult, load } from "./load.ts";
import { startShop } from "./shop-process.ts";

const BUYERS = 50;
const UNITS = 5;

function buyer(cart: object) {
  return {
    clientId: null,
    cart,
    contacts: { email: "bench@example.pt", phone: "912345678" },
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

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Purchase generation on PostgreSQL: throughput at 10 connections, then 50 buyers at once for the
 * last 5 units of one size (exactly 5 must get a purchase).
 */
export async function benchPurchases(adminUrl: string, seconds: number) {
  const name = `shop_bench_${process.pid}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const shop = await startShop({ DATABASE_URL: url.toString() });
  try {
    await withAdmin(url.toString(), (c) =>
      c.query(`INSERT INTO stock (product_id, size, store_id, quantity)
        SELECT product_id, size, NULL, 1000000 FROM product_sizes
        ON CONFLICT (product_id, size) WHERE store_id IS NULL DO UPDATE SET quantity = 1000000`),
    );
    const listing = (await (await fetch(`${shop.url}/api/public/products/`)).json()) as {
      data: Product[];
    };
    const products = listing.data;
    const carts = products.map((p) => ({
      [p.id]: { id: p.id, quantities: { [p.sizes[0] as string]: 1 } },
    }));
    const generation: LoadResult = await load(
      shop.url,
      {
        name: "purchase generation (PostgreSQL)",
        method: "POST",
        next: (i) => ({
          path: "/api/public/purchase/generate",
          body: buyer(carts[i % carts.length] as object),
        }),
      },
      seconds,
    );
    const contention = await contentionRun(shop.url, url.toString(), products[0] as Product);
    return { generation, contention };
  } finally {
    await shop.stop();
    await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

async function contentionRun(baseUrl: string, databaseUrl: string, product: Product) {
  const size = product.sizes[0] as string;
  await withAdmin(databaseUrl, (c) =>
    c.query(
      "UPDATE stock SET quantity = $3 WHERE product_id = $1 AND size = $2 AND store_id IS NULL",
      [product.id, size, UNITS],
    ),
  );
  const cart = { [product.id]: { id: product.id, quantities: { [size]: 1 } } };
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: BUYERS }, () =>
      fetch(`${baseUrl}/api/public/purchase/generate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(buyer(cart)),
      }).then((response) => response.status),
    ),
  );
  return {
    buyers: BUYERS,
    units: UNITS,
    succeeded: statuses.filter((status) => status === 200).length,
    outOfStock: statuses.filter((status) => status === 409).length,
    milliseconds: Math.round(performance.now() - started),
  };
}
