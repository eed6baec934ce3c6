import { type Kysely, sql } from "kysely";
import type { DB } from "../schema.ts";
import { insertProducts, type Lookups } from "./catalogue-writer.ts";
import type { ProductDraft } from "./product-generator.ts";

/** When the demo's products came out: months before their discounts. */
const ON_SALE_DAYS_AGO = 150;
/** How long ago the discounts began, one of these per discounted product, in turn. */
const DISCOUNT_DAYS_AGO = [3, 6, 10, 17, 24];
/**
 * A few deeply discounted products whose price went up shortly before their discount: they
 * announce their reduction on the lower price of before the raise.
 */
const RAISED = { count: 2, daysAgo: 12, earlierShare: 0.8, minDiscount: 30 };

/**
 * The prices the next writes of this transaction put in the price history (migration 032) are
 * the seed's, dated `daysAgo` days back.
 */
async function pricesDated(db: Kysely<DB>, daysAgo: number): Promise<void> {
  await sql`SELECT set_config('shop.price_at', (now() - make_interval(days => ${daysAgo}))::text, true),
    set_config('shop.price_source', 'seed', true)`.execute(db);
}

async function setPrices(
  db: Kysely<DB>,
  drafts: ProductDraft[],
  column: "discount" | "price_cents",
): Promise<void> {
  if (drafts.length === 0) return;
  await sql`UPDATE products p SET ${sql.ref(column)} = v.value
    FROM (SELECT unnest(${drafts.map((d) => d.ref)}::text[]) AS ref,
      unnest(${drafts.map((d) => d[column])}::int[]) AS value) v
    WHERE p.ref = v.ref`.execute(db);
}

/**
 * Products with a believable past, as a real shop's would have: on sale at their list price for
 * months, their discounts begun in the last weeks (so a reduction compares with the list price),
 * and a few raised shortly before their discount (whose honest reference is the lower price of
 * before the raise).
 */
export async function insertProductsWithPast(
  db: Kysely<DB>,
  drafts: ProductDraft[],
  lookups: Lookups,
): Promise<void> {
  const discounted = drafts.filter((draft) => draft.discount > 0);
  const raised = discounted.filter((d) => d.discount >= RAISED.minDiscount).slice(-RAISED.count);
  const earlier = (draft: ProductDraft) =>
    raised.includes(draft)
      ? Math.round(draft.price_cents * RAISED.earlierShare)
      : draft.price_cents;
  await pricesDated(db, ON_SALE_DAYS_AGO);
  await insertProducts(
    db,
    drafts.map((draft) => ({ ...draft, price_cents: earlier(draft), discount: 0 })),
    lookups,
  );
  await pricesDated(db, RAISED.daysAgo);
  await setPrices(db, raised, "price_cents");
  for (const [turn, daysAgo] of DISCOUNT_DAYS_AGO.entries()) {
    await pricesDated(db, daysAgo);
    const group = discounted.filter((_, index) => index % DISCOUNT_DAYS_AGO.length === turn);
    await setPrices(db, group, "discount");
  }
  await sql`SELECT set_config('shop.price_at', '', true),
    set_config('shop.price_source', '', true)`.execute(db);
}
