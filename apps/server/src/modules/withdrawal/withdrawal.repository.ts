import type { Kysely, Transaction } from "kysely";
import type { DB, WithdrawalsTable } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** SQL of withdrawals: one per purchase, its outcome written once it is handled. */
export const withdrawalRepository = {
  /** A guest's purchase by its reference and the email it was bought with (any case). */
  purchaseIdOf: async (db: Db, reference: string, email: string) =>
    (
      await db
        .selectFrom("purchases")
        .select("id")
        .where("id_short", "=", reference)
        .where((eb) => eb(eb.fn("lower", ["contact_email"]), "=", email.toLowerCase()))
        .executeTakeFirst()
    )?.id ?? null,

  /** An account's own purchase, by id. */
  ownPurchaseId: async (db: Db, userId: number, purchaseId: number) =>
    (
      await db
        .selectFrom("purchases")
        .select("id")
        .where("id", "=", purchaseId)
        .where("user_id", "=", userId)
        .executeTakeFirst()
    )?.id ?? null,

  find: (db: Db, purchaseId: number) =>
    db
      .selectFrom("withdrawals")
      .selectAll()
      .where("purchase_id", "=", purchaseId)
      .executeTakeFirst(),

  /** The withdrawal, unless the purchase has one already (then null: two calls make one). */
  insert: async (trx: Transaction<DB>, purchaseId: number, via: WithdrawalsTable["via"]) =>
    (await trx
      .insertInto("withdrawals")
      .values({ purchase_id: purchaseId, via })
      .onConflict((oc) => oc.column("purchase_id").doNothing())
      .returningAll()
      .executeTakeFirst()) ?? null,

  settle: (db: Db, id: number, outcome: "CANCELED" | "RETURN_REQUESTED", returnId: number | null) =>
    db
      .updateTable("withdrawals")
      .set({ outcome, return_id: returnId })
      .where("id", "=", id)
      .execute(),
};
