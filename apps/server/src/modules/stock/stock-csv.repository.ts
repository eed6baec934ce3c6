import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

const products = (db: Db) =>
  db.selectFrom("products as p").select([
    "p.id",
    "p.ref",
    "p.title",
    sql<string[]>`ARRAY(SELECT s.size FROM product_sizes s
        WHERE s.product_id = p.id ORDER BY s.position, s.size)`.as("sizes"),
  ]);

/** SQL of the stock's CSV export and import (balances are read; only movements write them). */
export const stockCsvRepository = {
  /** The products after `afterId`, by id: one batch of the export. */
  page: (db: Db, afterId: number, limit: number) =>
    products(db).where("p.id", ">", afterId).orderBy("p.id").limit(limit).execute(),

  /** The products of these refs, any case. */
  byRefs: (db: Db, refs: string[]) =>
    products(db)
      .where(sql`lower(p.ref)`, "=", sql<string>`ANY(${refs.map((r) => r.toLowerCase())}::text[])`)
      .execute(),

  /** The balances of these products' cells that have a row. */
  balances: (db: Db, productIds: number[]) =>
    productIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("stock")
          .select(["product_id", "size", "store_id", "quantity"])
          .where("product_id", "in", productIds)
          .execute(),
};
