import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/**
 * SQL of the staff's notes on an order. Only the back office's order page reads them: no customer
 * call, page or email selects from this table.
 */
export const purchaseNotesRepository = {
  of: (db: Db, purchaseId: number) =>
    db
      .selectFrom("purchase_notes as n")
      .leftJoin("staff as s", "s.id", "n.staff_id")
      .where("n.purchase_id", "=", purchaseId)
      .select(["n.id", "n.body", "n.created_at", "s.name as author"])
      .orderBy("n.created_at")
      .orderBy("n.id")
      .execute(),

  insert: (db: Db, note: { purchase_id: number; staff_id: number; body: string }) =>
    db.insertInto("purchase_notes").values(note).returning("id").executeTakeFirstOrThrow(),

  /** The notes of purchases whose personal data goes (erasure): they may name the customer. */
  deleteOf: (db: Db, purchaseIds: number[]) =>
    purchaseIds.length === 0
      ? Promise.resolve()
      : db.deleteFrom("purchase_notes").where("purchase_id", "in", purchaseIds).execute(),
};
