// The back office's lists and order page under load, with 10,000 products and 100,000 purchases,
// on the embedded database and on PostgreSQL: the shop signed in as the demo owner, every call
// with its staffSession cookie.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { type Database, openDatabase } from "../src/db/database.ts";
import { type LoadCall, type LoadResult, load } from "./load.ts";
import { withScratchDatabase } from "./postgres.ts";
import { seedBenchmarkPurchases } from "./purchase-data.ts";
import { PRODUCT_SEARCHES } from "./searches.ts";
import { benchDataDir, prepareCatalogue, startShop } from "./shop-process.ts";

export const BACK_OFFICE_PRODUCTS = 10_000;
export const BACK_OFFICE_PURCHASES = 100_000;
const OWNER = { email: "dono@sapatarialisboa.pt", password: "sapataria-demo-2026" };
const PAGE_SIZE = 20;
const SAMPLE = 500;

/** Values the calls ask for, read from the generated shop. */
interface Samples {
  idShorts: string[];
  emails: string[];
  nifs: string[];
  categoryIds: number[];
}

export interface BackOfficeRun {
  engine: "PGlite" | "PostgreSQL";
  /** Seconds to generate the products and purchases. */
  prepareSeconds: number;
  results: LoadResult[];
}

async function readSamples(database: Database): Promise<Samples> {
  const db = database.db;
  const some = (column: "id_short" | "contact_email" | "invoice_nif") =>
    db
      .selectFrom("purchases")
      .select(column)
      .where(column, "is not", null)
      .orderBy(sql`md5(id::text)`)
      .limit(SAMPLE)
      .execute()
      .then((rows) => rows.map((row) => String(row[column])));
  const categories = await db
    .selectFrom("products")
    .select("category_id")
    .groupBy("category_id")
    .orderBy(sql`count(*)`, "desc")
    .limit(5)
    .execute();
  return {
    idShorts: await some("id_short"),
    emails: await some("contact_email"),
    nifs: await some("invoice_nif"),
    categoryIds: categories.flatMap((row) => row.category_id ?? []),
  };
}

/** Fills an empty database with the demo shop, 10,000 products and 100,000 purchases. */
async function prepare(database: Database, dataDir: string) {
  const started = performance.now();
  await prepareCatalogue(database, dataDir, BACK_OFFICE_PRODUCTS);
  await seedBenchmarkPurchases(database, BACK_OFFICE_PURCHASES);
  const prepareSeconds = Math.round((performance.now() - started) / 100) / 10;
  return { prepareSeconds, samples: await readSamples(database) };
}

async function signIn(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("staffSession="));
  if (!response.ok || !cookie) throw new Error(`staff sign-in answered ${response.status}`);
  return cookie.split(";")[0] as string;
}

const pick = <T>(items: readonly T[], i: number) => items[(i * 7919) % items.length] as T;

/** A month of the last two years, as the list's from/to Lisbon days. */
function month(i: number) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (i % 24), 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return `from=${first.toISOString().slice(0, 10)}&to=${last.toISOString().slice(0, 10)}`;
}

/** What a staff member types to find a customer's orders: the email, part of it, or the NIF. */
function customerSearch(samples: Samples, i: number) {
  const email = pick(samples.emails, i);
  const texts = [email, email.split("@")[0] as string, pick(samples.nifs, i)];
  return encodeURIComponent(texts[i % texts.length] as string);
}

function calls(samples: Samples, cookie: string): LoadCall[] {
  const get = (name: string, path: (i: number) => string): LoadCall => ({
    name,
    next: (i) => ({ path: path(i), headers: { cookie } }),
  });
  const deepPages = BACK_OFFICE_PRODUCTS / PAGE_SIZE / 2;
  const states = ["PAYED", "DISPATCHED", "CANCELED", "DELIVERED"];
  return [
    get("products: page 1", () => "/api/admin/products"),
    get(
      "products: a deep page (251–500)",
      (i) => `/api/admin/products?page=${deepPages + 1 + (i % deepPages)}`,
    ),
    get(
      "products: text search",
      (i) => `/api/admin/products?q=${encodeURIComponent(pick(PRODUCT_SEARCHES, i))}`,
    ),
    get(
      "products: category filter",
      (i) => `/api/admin/products?categoryId=${pick(samples.categoryIds, i)}`,
    ),
    get("products: out of stock online", () => "/api/admin/products?outOfStock=true"),
    get("orders: page 1", () => "/api/admin/orders"),
    get("orders: state filter", (i) => `/api/admin/orders?state=${states[i % states.length]}`),
    get(
      "orders: search by email or NIF",
      (i) => `/api/admin/orders?q=${customerSearch(samples, i)}`,
    ),
    get("orders: a month", (i) => `/api/admin/orders?${month(i)}`),
    get("order page", (i) => `/api/admin/orders/${pick(samples.idShorts, i)}`),
  ];
}

async function loadAll(shopUrl: string, samples: Samples, seconds: number) {
  const cookie = await signIn(shopUrl);
  const results: LoadResult[] = [];
  for (const call of calls(samples, cookie)) {
    console.error(`  ${call.name}...`);
    results.push(await load(shopUrl, call, seconds));
  }
  return results;
}

/** The back-office rows on the embedded database. */
export async function benchBackOfficeEmbedded(seconds: number): Promise<BackOfficeRun> {
  const dataDir = benchDataDir("back-office");
  try {
    const database = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
    const { prepareSeconds, samples } = await prepare(database, dataDir).finally(() =>
      database.close(),
    );
    const shop = await startShop({ DATA_DIR: dataDir });
    try {
      return {
        engine: "PGlite",
        prepareSeconds,
        results: await loadAll(shop.url, samples, seconds),
      };
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The back-office rows on PostgreSQL, in a database of the bench's own. */
export function benchBackOfficePostgres(adminUrl: string, seconds: number): Promise<BackOfficeRun> {
  return withScratchDatabase(adminUrl, "back_office", async (url) => {
    const dataDir = benchDataDir("back-office-pg");
    try {
      const database = await openDatabase({ url });
      const { prepareSeconds, samples } = await prepare(database, dataDir).finally(() =>
        database.close(),
      );
      const shop = await startShop({ DATABASE_URL: url, DATA_DIR: dataDir });
      try {
        const results = await loadAll(shop.url, samples, seconds);
        return { engine: "PostgreSQL", prepareSeconds, results };
      } finally {
        await shop.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
