import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** SQL of the search's synonyms as the back office keeps them. */
export const synonymRepository = {
  list: (db: Db) =>
    db.selectFrom("search_synonyms").select(["id", "terms", "updated_at"]).orderBy("id").execute(),

  /**
   * Every group, the table locked against other changes until the transaction ends: two people
   * adding the same term at once cannot both find it free.
   */
  async lockAll(trx: Transaction<DB>) {
    await sql`LOCK TABLE search_synonyms IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    return trx.selectFrom("search_synonyms").select(["id", "terms"]).orderBy("id").execute();
  },

  insert: (db: Db, terms: string[]) =>
    db
      .insertInto("search_synonyms")
      .values({ terms })
      .returning("id")
      .executeTakeFirstOrThrow()
      .then((row) => row.id),

  update: (db: Db, id: number, terms: string[]) =>
    db
      .updateTable("search_synonyms")
      .set({ terms, updated_at: sql`now()` })
      .where("id", "=", id)
      .execute(),

  delete: (db: Db, id: number) => db.deleteFrom("search_synonyms").where("id", "=", id).execute(),
};
