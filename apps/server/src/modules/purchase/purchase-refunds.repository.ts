import type { RecordTransfer, RefundMethod } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

export interface NewRefund {
  purchase_id: number;
  amount_cents: number;
  method: RefundMethod;
  iban: string | null;
  provider: string | null;
  intent_id: string | null;
  requested_by: number | null;
  /** When a transfer's IBAN was given: the transfer is held from then. */
  iban_given_at?: Date | null;
}

/** SQL of the money of cancelled paid purchases going back to their customers. */
export const refundsRepository = {
  insert: (db: Db, refund: NewRefund) => db.insertInto("purchase_refunds").values(refund).execute(),

  /**
   * A purchase's refund, with who asked for it and who recorded it done, and when the customer
   * asked: the cancellation or an earlier withdrawal (the law's 14 days count from it).
   */
  of: (db: Db, purchaseId: number) =>
    db
      .selectFrom("purchase_refunds as r")
      .leftJoin("staff as asked", "asked.id", "r.requested_by")
      .leftJoin("staff as done", "done.id", "r.done_by")
      .leftJoin("withdrawals as w", "w.purchase_id", "r.purchase_id")
      .selectAll("r")
      .select(["asked.name as requested_by_name", "done.name as done_by_name"])
      .select("w.received_at as withdrawn_at")
      .where("r.purchase_id", "=", purchaseId)
      .executeTakeFirst(),

  /** Card and MB WAY refunds the provider has not confirmed yet, oldest first. */
  pendingCard: (db: Db, limit: number) =>
    db
      .selectFrom("purchase_refunds as r")
      .innerJoin("purchases as p", "p.id", "r.purchase_id")
      .select(["r.purchase_id", "p.id_short", "r.amount_cents", "r.method", "r.intent_id"])
      .where("r.status", "=", "PENDING")
      .where("r.method", "in", ["CARD", "MBWAY"])
      .orderBy("r.requested_at")
      .limit(limit)
      .execute(),

  /** A pending card or MB WAY refund the provider confirmed; false when it was already done. */
  async markCardDone(db: Db, purchaseId: number, providerRefundId: string) {
    const result = await db
      .updateTable("purchase_refunds")
      .set({ status: "DONE", provider_refund_id: providerRefundId, done_at: new Date() })
      .where("purchase_id", "=", purchaseId)
      .where("method", "in", ["CARD", "MBWAY"])
      .where("status", "=", "PENDING")
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Counts a failed attempt at a pending card refund; answers how many there have been. */
  async markCardFailed(db: Db, purchaseId: number, error: string) {
    const row = await db
      .updateTable("purchase_refunds")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), last_error: error.slice(0, 500) }))
      .where("purchase_id", "=", purchaseId)
      .where("status", "=", "PENDING")
      .returning("attempts")
      .executeTakeFirst();
    return row?.attempts ?? 0;
  },

  /** The transfer a staff member made, recorded once; false when none was waiting. */
  async markTransferDone(db: Db, purchaseId: number, staffId: number, transfer: RecordTransfer) {
    const result = await db
      .updateTable("purchase_refunds")
      .set({
        status: "DONE",
        done_by: staffId,
        done_at: new Date(),
        transfer_date: transfer.transferredOn,
        transfer_reference: transfer.bankReference,
      })
      .where("purchase_id", "=", purchaseId)
      .where("method", "=", "BANK_TRANSFER")
      .where("status", "=", "PENDING")
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },
};
