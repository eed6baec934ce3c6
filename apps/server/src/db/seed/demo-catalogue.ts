import { type Kysely, sql } from "kysely";
import type { Database } from "../database.ts";
import type { DB } from "../schema.ts";
import { insertShop, loadLookups } from "./catalogue-writer.ts";
import { insertProductsWithPast } from "./price-history.ts";
import { generateProducts, highlight, yearlyRefs } from "./product-generator.ts";
import { seededRandom } from "./random.ts";
import { STORES } from "./shop-data.ts";

const MARKER = "demo_seeded";
const DEMO_SEED = 20_261_101;
const BENCHMARK_SEED = 7_919;
const DEMO_PRODUCTS = 200;

/** True once the shop has any catalogue data of its own, or the demo was seeded before. */
async function hasShopData(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`
    SELECT EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM categories)
      OR EXISTS (SELECT 1 FROM brands) OR EXISTS (SELECT 1 FROM stores)
      OR EXISTS (SELECT 1 FROM countries)
      OR EXISTS (SELECT 1 FROM app_meta WHERE key = ${MARKER}) AS taken`.execute(db);
  return rows[0]?.taken ?? true;
}

async function writeDemo(db: Kysely<DB>): Promise<void> {
  await insertShop(db);
  const random = seededRandom(DEMO_SEED);
  const drafts = generateProducts({
    count: DEMO_PRODUCTS,
    random,
    stores: STORES.map((store) => store.name),
    refFor: yearlyRefs("SL"),
  });
  highlight(drafts, random);
  await insertProductsWithPast(db, drafts, await loadLookups(db));
  await db.insertInto("app_meta").values({ key: MARKER, value: "1" }).execute();
}

/**
 * Fills an empty database with the demo shop, in one transaction. Never runs twice, never over a
 * shop's own data, and never in two servers at once (they share the lock).
 */
export async function seedDemoCatalogue(database: Database): Promise<"seeded" | "skipped"> {
  return database.withExclusiveLock(() =>
    database.db.transaction().execute(async (trx) => {
      if (await hasShopData(trx)) return "skipped";
      await writeDemo(trx);
      return "seeded";
    }),
  );
}

/**
 * The demo products' pictures by category. A generated product shows those of a demo product of
 * its category, drawn once with the demo (prepareDemoShop, before these are added): a drawing of
 * its own per product would keep the bench's 10,000-product shop encoding for hours before it
 * answers.
 */
async function demoPicturesByCategory(db: Kysely<DB>): Promise<Map<number | null, string[][]>> {
  const rows = await db
    .selectFrom("products")
    .select(["category_id", "pictures"])
    .where("ref", "like", "SL-%")
    .orderBy("id")
    .execute();
  const byCategory = new Map<number | null, string[][]>();
  for (const { category_id, pictures } of rows) {
    if (!pictures.length) continue;
    const shown = byCategory.get(category_id) ?? [];
    shown.push(pictures);
    byCategory.set(category_id, shown);
  }
  return byCategory;
}

/**
 * Adds `count` generated products (refs BX-000001, ...) to a database holding the demo shop, with
 * the pictures of the demo's products.
 */
export async function seedBenchmarkProducts(database: Database, count: number): Promise<void> {
  await database.withExclusiveLock(() =>
    database.db.transaction().execute(async (trx) => {
      const lookups = await loadLookups(trx);
      if (!lookups.categories.size)
        throw new Error("Seed the demo catalogue before the benchmark products.");
      const { existing } = await trx
        .selectFrom("products")
        .select((eb) => eb.fn.countAll<number>().as("existing"))
        .where("ref", "like", "BX-%")
        .executeTakeFirstOrThrow();
      const drafts = generateProducts({
        count,
        random: seededRandom(BENCHMARK_SEED + Number(existing)),
        stores: [...lookups.stores.keys()],
        refFor: (position) => `BX-${String(Number(existing) + position + 1).padStart(6, "0")}`,
      });
      const demoPictures = await demoPicturesByCategory(trx);
      drafts.forEach((draft, position) => {
        const shown = demoPictures.get(lookups.categories.get(draft.category) ?? null);
        if (shown?.length) draft.pictures = shown[position % shown.length] as string[];
      });
      await insertProductsWithPast(trx, drafts, lookups);
    }),
  );
}
