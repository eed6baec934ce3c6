import type { SaleChosenProduct, SaleReduction } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB, SalesTable } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** A sale's own columns, as the back office writes them. */
export type SaleRow = Pick<
  SalesTable,
  | "name"
  | "kind"
  | "price_cents"
  | "percent"
  | "scope"
  | "category_id"
  | "brand_id"
  | "starts_at"
  | "ends_at"
>;

/** A sale's reduction, from its row: the price it sets, or the percentage it takes off. */
export function reductionOf(row: {
  kind: SalesTable["kind"];
  price_cents: number | null;
  percent: number | null;
}): SaleReduction {
  return row.kind === "price"
    ? { kind: "price", priceCents: row.price_cents as number }
    : { kind: "percent", percent: row.percent as number };
}

/** Only one server applies the sales at a time (a transaction-scoped lock). */
const APPLY_LOCK = 8610;

/** SQL of the sales and of the sale each product is in. */
export const salesRepository = {
  list: (db: Db) =>
    db
      .selectFrom("sales as s")
      .leftJoin("categories as c", "c.id", "s.category_id")
      .leftJoin("brands as b", "b.id", "s.brand_id")
      .selectAll("s")
      .select([
        "c.name as category_name",
        "b.name as brand_name",
        sql<SaleChosenProduct[]>`COALESCE((SELECT json_agg(json_build_object(
            'id', p.id, 'ref', p.ref, 'title', p.title) ORDER BY p.ref, p.id)
          FROM sale_products sp JOIN products p ON p.id = sp.product_id
          WHERE sp.sale_id = s.id), '[]')`.as("chosen_products"),
      ])
      .orderBy("s.starts_at", "desc")
      .orderBy("s.id", "desc")
      .execute(),

  /** A sale's row, locked for a change. */
  lock: (db: Db, id: number) =>
    db.selectFrom("sales").selectAll().where("id", "=", id).forUpdate().executeTakeFirst(),

  insert: async (db: Db, row: SaleRow) =>
    (await db.insertInto("sales").values(row).returning("id").executeTakeFirstOrThrow()).id,

  update: (db: Db, id: number, row: Partial<SaleRow> & { stopped_at?: Date }) =>
    db.updateTable("sales").set(row).where("id", "=", id).execute(),

  async setProducts(db: Db, saleId: number, productIds: number[]) {
    await db.deleteFrom("sale_products").where("sale_id", "=", saleId).execute();
    if (productIds.length > 0)
      await db
        .insertInto("sale_products")
        .values(productIds.map((product_id) => ({ sale_id: saleId, product_id })))
        .execute();
  },

  countProducts: async (db: Db, ids: number[]) =>
    Number(
      (
        await db
          .selectFrom("products")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("id", "in", ids)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  exists: async (db: Db, table: "categories" | "brands", id: number) =>
    (await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !== undefined,

  priceEnding: async (db: Db) =>
    (
      await db
        .selectFrom("settings")
        .select("price_ending")
        .where("id", "=", 1)
        .executeTakeFirstOrThrow()
    ).price_ending,

  setPriceEnding: (db: Db, ending: string) =>
    db.updateTable("settings").set({ price_ending: ending }).where("id", "=", 1).execute(),

  /** Waits until no other server applies the sales, for the rest of the transaction. */
  lockApplying: (db: Transaction<DB>) =>
    sql`SELECT pg_advisory_xact_lock(${APPLY_LOCK})`.execute(db),

  /**
   * Every product a sale covers, with the sale and the product's list price (a product in several
   * sales comes once per sale): of the sales running at `now`, or of every sale (null).
   */
  covered: (db: Db, now: Date | null) =>
    db
      .selectFrom("sales as s")
      .innerJoin("products as p", (join) =>
        join.on((eb) =>
          eb.or([
            eb.and([
              eb("s.scope", "=", "category"),
              eb("p.category_id", "=", eb.ref("s.category_id")),
            ]),
            eb.and([eb("s.scope", "=", "brand"), eb("p.brand_id", "=", eb.ref("s.brand_id"))]),
            eb.and([
              eb("s.scope", "=", "products"),
              eb.exists(
                eb
                  .selectFrom("sale_products as sp")
                  .select("sp.product_id")
                  .whereRef("sp.sale_id", "=", "s.id")
                  .whereRef("sp.product_id", "=", "p.id"),
              ),
            ]),
          ]),
        ),
      )
      .select([
        "s.id as sale_id",
        "s.kind",
        "s.price_cents as sale_price_cents",
        "s.percent",
        "s.ends_at",
        "p.id as product_id",
        "p.ref",
        "p.title",
        "p.price_cents",
      ])
      .$if(now !== null, (query) =>
        query
          .where("s.starts_at", "<=", now as Date)
          .where("s.ends_at", ">", now as Date)
          .where("s.stopped_at", "is", null),
      )
      .orderBy("p.id")
      .execute(),

  /** The products sold in a sale now. */
  inSale: (db: Db) =>
    db
      .selectFrom("products")
      .select(["id", "sale_id", "sale_cents", "sale_ends_at"])
      .where("sale_id", "is not", null)
      .execute(),

  /**
   * Puts products in a sale or takes them out (sale null), each only if it is not so already: a
   * second server doing the same finds nothing left to change, and the price history records one
   * change. Answers how many changed.
   */
  async setProductSales(
    db: Transaction<DB>,
    changes: Array<{
      id: number;
      saleId: number | null;
      cents: number | null;
      endsAt: Date | null;
    }>,
  ): Promise<number> {
    if (changes.length === 0) return 0;
    await sql`SELECT set_config('shop.price_source', 'sale', true)`.execute(db);
    const result = await db
      .updateTable("products as p")
      .from(
        sql<{ id: number; sale_id: number | null; cents: number | null; ends: Date | null }>`(
          SELECT unnest(${changes.map((c) => c.id)}::int[]) AS id,
            unnest(${changes.map((c) => c.saleId)}::int[]) AS sale_id,
            unnest(${changes.map((c) => c.cents)}::int[]) AS cents,
            unnest(${changes.map((c) => c.endsAt?.toISOString() ?? null)}::timestamptz[]) AS ends)`.as(
          "v",
        ),
      )
      .set({
        sale_id: sql`v.sale_id`,
        sale_cents: sql`v.cents`,
        sale_ends_at: sql`v.ends`,
      })
      .whereRef("p.id", "=", "v.id")
      .where(
        sql<boolean>`(p.sale_id, p.sale_cents, p.sale_ends_at) IS DISTINCT FROM (v.sale_id, v.cents, v.ends)`,
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Marks the sales that began by `now` as started, once: answers their ids. */
  markStarted: async (db: Db, now: Date) =>
    (
      await db
        .updateTable("sales")
        .set({ started_at: now })
        .where("started_at", "is", null)
        .where("starts_at", "<=", now)
        .where("ends_at", ">", now)
        .where("stopped_at", "is", null)
        .returning("id")
        .execute()
    ).map((row) => row.id),

  /** Marks the sales past their end or stopped as ended, once: answers their ids. */
  markEnded: async (db: Db, now: Date) =>
    (
      await db
        .updateTable("sales")
        .set({ ended_at: now })
        .where("ended_at", "is", null)
        .where((eb) => eb.or([eb("ends_at", "<=", now), eb("stopped_at", "is not", null)]))
        .returning("id")
        .execute()
    ).map((row) => row.id),

  /** The next instant a sale not yet ended starts or ends after `now`, or null. */
  nextBoundary: async (db: Db, now: Date) =>
    (
      await db
        .selectFrom("sales")
        .select(
          sql<Date | null>`min(CASE WHEN starts_at > ${now} THEN starts_at ELSE ends_at END)`.as(
            "at",
          ),
        )
        .where("ended_at", "is", null)
        .where("stopped_at", "is", null)
        .executeTakeFirstOrThrow()
    ).at,
};
