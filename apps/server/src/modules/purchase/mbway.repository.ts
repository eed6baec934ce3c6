import type { MbwayRequestStatus } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB, MbwayRequestsTable } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** SQL of the MB WAY requests pushed for purchases. */
export const mbwayRepository = {
  insert: (
    db: Db,
    request: Pick<
      MbwayRequestsTable,
      "purchase_id" | "provider" | "request_id" | "phone" | "amount_cents" | "expires_at"
    >,
  ) => db.insertInto("mbway_requests").values(request).returningAll().executeTakeFirstOrThrow(),

  /** A purchase's newest request. */
  latest: (db: Db, purchaseId: number) =>
    db
      .selectFrom("mbway_requests")
      .selectAll()
      .where("purchase_id", "=", purchaseId)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),

  lock: (db: Db, provider: string, requestId: string) =>
    db
      .selectFrom("mbway_requests")
      .selectAll()
      .where("provider", "=", provider)
      .where("request_id", "=", requestId)
      .forUpdate()
      .executeTakeFirst(),

  /** Ends a pending request (refused, expired, failed); a paid one never changes again. */
  async end(db: Db, id: number, status: Exclude<MbwayRequestStatus, "PENDING" | "PAID">) {
    await db
      .updateTable("mbway_requests")
      .set({ status, updated_at: new Date() })
      .where("id", "=", id)
      .where("status", "=", "PENDING")
      .execute();
  },

  async markPaid(db: Db, id: number) {
    await db
      .updateTable("mbway_requests")
      .set({ status: "PAID", updated_at: new Date() })
      .where("id", "=", id)
      .execute();
  },
};
