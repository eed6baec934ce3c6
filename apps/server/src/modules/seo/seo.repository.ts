import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/** Reads for search engines: what the sitemap lists. */
export function seoRepository(db: Kysely<DB>) {
  return {
    /** The products on sale, with their category and when they last changed. */
    productsOnSale: () =>
      db
        .selectFrom("products")
        .select(["id", "category_id", "updated_at"])
        .where("active", "=", true)
        .orderBy("id")
        .execute(),
  };
}

export type SeoRepository = ReturnType<typeof seoRepository>;
