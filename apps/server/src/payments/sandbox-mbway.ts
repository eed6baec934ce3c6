import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema.ts";
import { MBWAY_WINDOW_MS, type MbwayProvider } from "./mbway-provider.ts";

/** MB WAY inside the shop: requests in the database, accepted or refused on the test bank page. */
export function sandboxMbway(db: Kysely<DB>) {
  const provider: MbwayProvider & {
    pending(): Promise<
      { requestId: string; orderId: string; phone: string; amountCents: number }[]
    >;
    answer(requestId: string, accept: boolean): Promise<"PAID" | "REFUSED" | null>;
  } = {
    name: "mbway-sandbox",

    async request({ orderId, amountCents, phone }) {
      const requestId = `mbway_sandbox_${randomBytes(10).toString("hex")}`;
      const expiresAt = new Date(Date.now() + MBWAY_WINDOW_MS);
      await db
        .insertInto("sandbox_mbway_requests")
        .values({
          id: requestId,
          order_id: orderId,
          phone,
          amount_cents: amountCents,
          expires_at: expiresAt,
        })
        .execute();
      return { requestId, expiresAt };
    },

    async status(requestId) {
      const row = await db
        .selectFrom("sandbox_mbway_requests")
        .select(["status", "expires_at"])
        .where("id", "=", requestId)
        .executeTakeFirst();
      if (!row) throw new Error(`no sandbox MB WAY request ${requestId}`);
      return row.status === "PENDING" && row.expires_at < new Date() ? "EXPIRED" : row.status;
    },

    async refund(requestId, amountCents, key = `refund-${requestId}`) {
      await db.transaction().execute(async (trx) => {
        const paid = await trx
          .selectFrom("sandbox_mbway_requests")
          .select("id")
          .where("id", "=", requestId)
          .where("status", "=", "PAID")
          .forUpdate()
          .executeTakeFirst();
        if (!paid) throw new Error(`no paid sandbox MB WAY request ${requestId}`);
        const added = await trx
          .insertInto("sandbox_mbway_refunds")
          .values({ key, request_id: requestId, amount_cents: amountCents })
          .onConflict((oc) => oc.doNothing())
          .returning("key")
          .executeTakeFirst();
        if (!added) return;
        // As the real provider: never more back than the request took.
        const refunded = await trx
          .updateTable("sandbox_mbway_requests")
          .set({
            refunded_cents: sql<number>`coalesce(refunded_cents, 0) + ${amountCents}::integer`,
          })
          .where("id", "=", requestId)
          .where(
            sql<boolean>`coalesce(refunded_cents, 0) + ${amountCents}::integer <= amount_cents`,
          )
          .executeTakeFirst();
        if (refunded.numUpdatedRows === 0n)
          throw new Error(`refund over the amount of ${requestId}`);
      });
      return { id: key === `refund-${requestId}` ? key : `refund-${key}` };
    },

    /** The requests waiting on a phone, newest first: what the test bank page lists. */
    pending: () =>
      db
        .selectFrom("sandbox_mbway_requests")
        .select(["id as requestId", "order_id as orderId", "phone", "amount_cents as amountCents"])
        .where("status", "=", "PENDING")
        .where("expires_at", ">", new Date())
        .orderBy("created_at", "desc")
        .limit(50)
        .execute(),

    /** The phone's owner accepts or refuses a pending request; null when none is pending. */
    async answer(requestId, accept) {
      const row = await db
        .updateTable("sandbox_mbway_requests")
        .set({ status: accept ? "PAID" : "REFUSED" })
        .where("id", "=", requestId)
        .where("status", "=", "PENDING")
        .where("expires_at", ">", new Date())
        .returning("status")
        .executeTakeFirst();
      return row ? (row.status as "PAID" | "REFUSED") : null;
    },
  };
  return provider;
}

export type SandboxMbway = ReturnType<typeof sandboxMbway>;
