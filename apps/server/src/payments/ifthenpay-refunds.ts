import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { DB } from "../db/schema.ts";

/** How long a call may take before its claim counts as lost: well past the call's own timeout. */
const lostAfterMs = (timeoutMs: number) => 2 * timeoutMs + 60_000;

/** One refund of ifthenpay's ledger, as the back office shows it to be checked. */
export interface UnconfirmedRefund {
  key: string;
  amountCents: number;
  askedAt: Date;
}

/**
 * The ledger of ifthenpay's refunds (ifthenpay_refunds, migration 030): its refund call takes no
 * key of ours, so the shop asks once per key, one caller at a time.
 */
export function ifthenpayRefundLedger(db: Kysely<DB>, timeoutMs: number) {
  const lostBefore = () => new Date(Date.now() - lostAfterMs(timeoutMs));
  /** Unconfirmed, or claimed by a call that was lost. */
  const toCheck = (eb: ExpressionBuilder<DB, "ifthenpay_refunds">) =>
    eb.or([
      eb("state", "=", "UNCONFIRMED"),
      eb.and([eb("state", "=", "ASKING"), eb("asked_at", "<", lostBefore())]),
    ]);

  return {
    /**
     * Makes this caller the one asking: a new key, or one ifthenpay did not take. Otherwise
     * answers what the ledger knows: DONE (answer its id), ASKING (another caller is on it), or
     * UNCONFIRMED (a lost call counts as one).
     */
    async claim(key: string, requestId: string, amountCents: number) {
      const claimed = await db
        .insertInto("ifthenpay_refunds")
        .values({ key, request_id: requestId, amount_cents: amountCents, state: "ASKING" })
        .onConflict((oc) =>
          oc
            .column("key")
            .doUpdateSet({ state: "ASKING", asked_at: sql`now()`, last_error: null })
            .where("ifthenpay_refunds.state", "=", "NOT_TAKEN"),
        )
        .returning("key")
        .executeTakeFirst();
      if (claimed) return "CLAIMED" as const;
      const row = await db
        .selectFrom("ifthenpay_refunds")
        .select(["state", "asked_at"])
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      if (row.state === "ASKING" && row.asked_at < lostBefore()) return "UNCONFIRMED" as const;
      return row.state;
    },

    /** What ifthenpay answered (or did not) to the call this caller claimed. */
    async settle(key: string, state: "DONE" | "NOT_TAKEN" | "UNCONFIRMED", error?: string) {
      await db
        .updateTable("ifthenpay_refunds")
        .set({ state, last_error: error?.slice(0, 500) ?? null })
        .where("key", "=", key)
        .where("state", "=", "ASKING")
        .execute();
    },

    /** The refunds of a payment the staff must check in ifthenpay's back office. */
    async unconfirmed(requestId: string): Promise<UnconfirmedRefund[]> {
      const rows = await db
        .selectFrom("ifthenpay_refunds")
        .select(["key", "amount_cents", "asked_at"])
        .where("request_id", "=", requestId)
        .where(toCheck)
        .orderBy("asked_at")
        .execute();
      return rows.map((row) => ({
        key: row.key,
        amountCents: row.amount_cents,
        askedAt: row.asked_at,
      }));
    },

    /**
     * The staff's word on an unconfirmed refund, after checking ifthenpay's back office: made
     * (DONE), or not (NOT_TAKEN, to be asked again). False when it was not waiting for it.
     */
    async check(key: string, requestId: string, made: boolean, staffId: number) {
      const result = await db
        .updateTable("ifthenpay_refunds")
        .set({
          state: made ? "DONE" : "NOT_TAKEN",
          checked_by: staffId,
          checked_at: new Date(),
        })
        .where("key", "=", key)
        .where("request_id", "=", requestId)
        .where(toCheck)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}

export type IfthenpayRefundLedger = ReturnType<typeof ifthenpayRefundLedger>;
