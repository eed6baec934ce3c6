import { type RecordTransfer, UNPAID_STATES } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

export interface LatePayment {
  id: number;
  purchase_id: number;
  provider: string;
  intent_id: string;
  amount_cents: number;
}

/** SQL of what happens to a payment after the fact: expiry, late payments and their refunds. */
export const paymentOutcomesRepository = {
  /** Unpaid purchases past their deadline, oldest first (each is locked again before it changes). */
  expired: (db: Db, limit: number) =>
    db
      .selectFrom("purchases")
      .select(["id", "payment_intent_id"])
      .where("state", "in", UNPAID_STATES)
      .where("payment_expires_at", "<", sql<Date>`now()`)
      .orderBy("payment_expires_at")
      .limit(limit)
      .execute(),

  /** Locks a purchase that is still unpaid and past its deadline; undefined when it no longer is. */
  lockExpired: (db: Db, purchaseId: number) =>
    db
      .selectFrom("purchases")
      .select("id")
      .where("id", "=", purchaseId)
      .where("state", "in", UNPAID_STATES)
      .where("payment_expires_at", "<", sql<Date>`now()`)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),

  /**
   * Records a payment for a cancelled purchase once per intent; answers it while unrefunded, and
   * whether this call recorded it.
   */
  async recordLatePayment(
    db: Db,
    incident: Omit<LatePayment, "id"> & {
      currency: string;
      kind: "LATE" | "WRONG_AMOUNT";
      refund_by: "PROVIDER" | "STAFF";
    },
  ): Promise<{ incident: LatePayment | undefined; recorded: boolean }> {
    const inserted = await db
      .insertInto("payment_incidents")
      .values(incident)
      .onConflict((oc) => oc.columns(["provider", "intent_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    const unrefunded = await db
      .selectFrom("payment_incidents")
      .select(["id", "purchase_id", "provider", "intent_id", "amount_cents"])
      .where("provider", "=", incident.provider)
      .where("intent_id", "=", incident.intent_id)
      .where("refunded_at", "is", null)
      .executeTakeFirst();
    return { incident: unrefunded, recorded: inserted !== undefined };
  },

  unrefunded: (db: Db, providers: string[], limit: number) =>
    db
      .selectFrom("payment_incidents")
      .select(["id", "purchase_id", "provider", "intent_id", "amount_cents"])
      .where("provider", "in", providers)
      .where("refund_by", "=", "PROVIDER")
      .where("refunded_at", "is", null)
      .orderBy("id")
      .limit(limit)
      .execute(),

  /** A payment of the purchase the staff still owe back by transfer (under the purchase's lock). */
  staffRefundDue: (db: Db, purchaseId: number, incidentId: number) =>
    db
      .selectFrom("payment_incidents")
      .select(["amount_cents", "received_at"])
      .where("id", "=", incidentId)
      .where("purchase_id", "=", purchaseId)
      .where("refund_by", "=", "STAFF")
      .where("refunded_at", "is", null)
      .executeTakeFirst(),

  /** Records the transfer that sent such a payment back. */
  markStaffRefunded: (db: Db, incidentId: number, transfer: RecordTransfer) =>
    db
      .updateTable("payment_incidents")
      .set({
        refunded_at: new Date(),
        transfer_date: transfer.transferredOn,
        transfer_reference: transfer.bankReference,
      })
      .where("id", "=", incidentId)
      .where("refunded_at", "is", null)
      .executeTakeFirst(),

  /** Marks a late payment refunded; false when it already was. */
  async markRefunded(db: Db, incidentId: number) {
    const result = await db
      .updateTable("payment_incidents")
      .set({ refunded_at: new Date() })
      .where("id", "=", incidentId)
      .where("refunded_at", "is", null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },
};
