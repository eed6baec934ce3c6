import { LOW_STOCK_DEFAULT } from "@shop/shared";
import { type Kysely, type RawBuilder, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** Which product sizes a list of levels shows. */
export interface LevelsFilter {
  q: string;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  /** One location's column only: a store's id, or null for online; every location when absent. */
  location?: number | null | undefined;
  /** Only sizes low at a location shown. */
  low: boolean;
}

/** The threshold that applies to product `p` (of category `c`): its own, its category's, the shop's. */
export const lowStockThreshold = sql<number>`coalesce(p.low_stock_threshold, c.low_stock_threshold, ${sql.lit(LOW_STOCK_DEFAULT)})`;

/** Every location as a row `l(id)`: online (null) and each store. */
const locations = sql`(SELECT NULL::integer AS id UNION ALL SELECT id FROM stores)`;

/**
 * Whether size `s` of product `p` is low at location `l`: a product on sale, at or under its
 * threshold, at a location that keeps the product (online always; a store once units of any of
 * its sizes came in there: a movement in).
 */
const lowAt = sql<boolean>`(p.active
  AND (l.id IS NULL OR EXISTS (SELECT 1 FROM stock_movements k2
    WHERE k2.product_id = p.id AND k2.store_id = l.id AND k2.quantity > 0))
  AND coalesce((SELECT k.quantity FROM stock k WHERE k.product_id = p.id AND k.size = s.size
    AND k.store_id IS NOT DISTINCT FROM l.id), 0) <= ${lowStockThreshold})`;

const locationIs = (location: number | null) =>
  location === null ? sql`l.id IS NULL` : sql`l.id = ${location}`;

function where(filter: LevelsFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.q !== "")
    parts.push(sql`p.search_text LIKE '% ' || shop_normalize(${filter.q}) || '%'`);
  if (filter.categoryId !== undefined) parts.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.brandId !== undefined) parts.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.low) {
    const only = filter.location === undefined ? sql`true` : locationIs(filter.location);
    parts.push(sql`EXISTS (SELECT 1 FROM ${locations} l WHERE ${only} AND ${lowAt})`);
  }
  return sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

const FROM = sql`products p
  JOIN product_sizes s ON s.product_id = p.id
  LEFT JOIN categories c ON c.id = p.category_id`;

/** SQL of the stock across products: sizes by location, thresholds and what is low. */
export const stockLevelsRepository = {
  /** A page of product sizes (by ref, then the product's order of sizes) and how many there are. */
  async page(db: Db, filter: LevelsFilter, page: number, pageSize: number) {
    const condition = where(filter);
    const [rows, count] = await Promise.all([
      sql<{
        product_id: number;
        ref: string;
        title: string | null;
        active: boolean;
        size: string;
        threshold: number;
      }>`SELECT p.id AS product_id, p.ref, p.title, p.active, s.size, ${lowStockThreshold} AS threshold
        FROM ${FROM} WHERE ${condition}
        ORDER BY p.ref, p.id, s.position, s.size
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
      sql<{ n: string }>`SELECT count(*) AS n FROM ${FROM} WHERE ${condition}`.execute(db),
    ]);
    return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
  },

  /** The stores some products ever came into (a movement in): the stores that keep them. */
  keptIn: (db: Db, productIds: number[]) =>
    productIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("stock_movements")
          .select(["product_id", "store_id"])
          .distinct()
          .where("product_id", "in", productIds)
          .where("store_id", "is not", null)
          .where("quantity", ">", 0)
          .execute(),

  /** Every balance row of some products. */
  balances: (db: Db, productIds: number[]) =>
    productIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("stock")
          .select(["product_id", "size", "store_id", "quantity"])
          .where("product_id", "in", productIds)
          .execute(),

  /**
   * The sizes low at a location, one row per product, size and location (online first, then the
   * stores in their order), a page of them and how many there are.
   */
  async low(db: Db, page: number, pageSize: number, q = "") {
    const from = sql`${FROM} CROSS JOIN ${locations} l LEFT JOIN stores st ON st.id = l.id`;
    const condition = sql<boolean>`${where({ q, low: false })} AND ${lowAt}`;
    const [rows, count] = await Promise.all([
      sql<{
        product_id: number;
        ref: string;
        title: string | null;
        size: string;
        store_id: number | null;
        quantity: number;
        threshold: number;
      }>`SELECT p.id AS product_id, p.ref, p.title, s.size, l.id AS store_id,
          coalesce((SELECT k.quantity FROM stock k WHERE k.product_id = p.id AND k.size = s.size
            AND k.store_id IS NOT DISTINCT FROM l.id), 0) AS quantity,
          ${lowStockThreshold} AS threshold
        FROM ${from} WHERE ${condition}
        ORDER BY p.ref, p.id, s.position, s.size, st.ordering NULLS FIRST, l.id NULLS FIRST
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
      sql<{ n: string }>`SELECT count(*) AS n FROM ${from} WHERE ${condition}`.execute(db),
    ]);
    return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
  },

  /** A product's own threshold and its category's. */
  productThreshold: (db: Db, productId: number) =>
    db
      .selectFrom("products as p")
      .leftJoin("categories as c", "c.id", "p.category_id")
      .select(["p.id", "p.low_stock_threshold as own", "c.low_stock_threshold as category"])
      .where("p.id", "=", productId)
      .executeTakeFirst(),

  setProductThreshold: (db: Db, productId: number, value: number | null) =>
    db
      .updateTable("products")
      .set({ low_stock_threshold: value })
      .where("id", "=", productId)
      .returning(["id", "low_stock_threshold"])
      .executeTakeFirst(),

  categories: (db: Db) =>
    db
      .selectFrom("categories")
      .select([
        "id",
        "name",
        "low_stock_threshold",
        "is_woman",
        "is_man",
        "for_shoe",
        "for_accessory",
      ])
      .orderBy("ordering")
      .orderBy("id")
      .execute(),

  setCategoryThreshold: (db: Db, categoryId: number, value: number | null) =>
    db
      .updateTable("categories")
      .set({ low_stock_threshold: value })
      .where("id", "=", categoryId)
      .returning(["id", "low_stock_threshold"])
      .executeTakeFirst(),
};
