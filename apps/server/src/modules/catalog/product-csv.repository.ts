import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { PRODUCT_COLUMNS, productVersion } from "./product-admin.repository.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** A product as the back office reads it, with its sizes in order and its tags. */
function products(db: Db) {
  return db.selectFrom("products as p").select([
    ...PRODUCT_COLUMNS,
    productVersion.as("updated_at"),
    sql<string[]>`ARRAY(SELECT s.size FROM product_sizes s
        WHERE s.product_id = p.id ORDER BY s.position, s.size)`.as("sizes"),
    sql<number[]>`ARRAY(SELECT t.tag_id FROM product_tags t
        WHERE t.product_id = p.id ORDER BY t.tag_id)`.as("tag_ids"),
  ]);
}

export type ProductCsvRow = Awaited<ReturnType<typeof productCsvRepository.page>>[number];

/** SQL of the products' CSV export and import. */
export const productCsvRepository = {
  /** The products after `afterId`, by id: one batch of the export. */
  page: (db: Db, afterId: number, limit: number) =>
    products(db).where("p.id", ">", afterId).orderBy("p.id").limit(limit).execute(),

  /**
   * The products of these refs (any case), with the units of each size (a size with units stays).
   */
  byRefs: (db: Db, refs: string[]) =>
    products(db)
      .select([
        sql<Record<string, number>>`coalesce((SELECT jsonb_object_agg(u.size, u.units)
          FROM (SELECT s.size, sum(s.quantity)::int AS units FROM stock s
            WHERE s.product_id = p.id GROUP BY s.size HAVING sum(s.quantity) > 0) u), '{}')`.as(
          "units",
        ),
      ])
      .where(
        sql`lower(p.ref)`,
        "=",
        sql<string>`ANY(${refs.map((ref) => ref.toLowerCase())}::text[])`,
      )
      .execute(),
};
