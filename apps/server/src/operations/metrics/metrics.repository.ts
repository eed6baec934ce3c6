import { OPEN_RESERVATION_STATES, UNPAID_STATES } from "@shop/shared";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.ts";

/** A queue's state for the metrics: how many wait, how many failed, the oldest waiting's age. */
export interface QueueState {
  waiting: number;
  failed: number;
  oldestWaitingSeconds: number;
}

/** Purchase events counted by kind and the purchase's payment method. */
export interface EventCount {
  kind: string;
  method: string;
  count: number;
}

/** The SQL behind the metrics read at each scrape: counts only, never personal data. */
export const metricsRepository = {
  async mailOutbox(db: Kysely<DB>): Promise<QueueState> {
    const row = await db
      .selectFrom("email_outbox")
      .select([
        sql<number>`count(*) filter (where status = 'PENDING')`.as("waiting"),
        sql<number>`count(*) filter (where status = 'FAILED')`.as("failed"),
        sql<
          number | null
        >`extract(epoch from now() - min(created_at) filter (where status = 'PENDING'))`.as(
          "oldest",
        ),
      ])
      .where("status", "in", ["PENDING", "FAILED"])
      .executeTakeFirstOrThrow();
    return queueState(row);
  },

  async invoiceQueue(db: Kysely<DB>): Promise<QueueState> {
    const row = await db
      .selectFrom("invoices")
      .select([
        sql<number>`count(*) filter (where state = 'PENDING')`.as("waiting"),
        sql<number>`count(*) filter (where state = 'FAILED')`.as("failed"),
        sql<
          number | null
        >`extract(epoch from now() - min(created_at) filter (where state = 'PENDING'))`.as(
          "oldest",
        ),
      ])
      .where("state", "in", ["PENDING", "FAILED"])
      .executeTakeFirstOrThrow();
    return queueState(row);
  },

  /** Units held for unpaid purchases and for open store reservations. */
  async stockHeld(db: Kysely<DB>): Promise<{ purchases: number; reservations: number }> {
    const [purchases, reservations] = await Promise.all([
      db
        .selectFrom("purchase_lines as l")
        .innerJoin("purchases as p", "p.id", "l.purchase_id")
        .select(sql<number>`coalesce(sum(l.quantity), 0)`.as("units"))
        .where("p.state", "in", [...UNPAID_STATES])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("store_reservations")
        .select(sql<number>`count(*)`.as("units"))
        .where("state", "in", [...OPEN_RESERVATION_STATES])
        .executeTakeFirstOrThrow(),
    ]);
    return { purchases: Number(purchases.units), reservations: Number(reservations.units) };
  },

  /**
   * Events after `afterId`, counted; `lastId` is where the next reading starts. Only events a
   * while old: a transaction that took its id earlier may still be committing, and reading past
   * it would skip it for good.
   */
  async purchaseEventsAfter(
    db: Kysely<DB>,
    afterId: number,
    settledSeconds: number,
  ): Promise<{ counts: EventCount[]; lastId: number }> {
    const rows = await db
      .selectFrom("purchase_events as e")
      .innerJoin("purchases as p", "p.id", "e.purchase_id")
      .select([
        "e.kind",
        "p.payment_method as method",
        sql<number>`count(*)`.as("count"),
        sql<number>`max(e.id)`.as("last_id"),
      ])
      .where("e.id", ">", afterId)
      .where("e.at", "<=", sql<Date>`now() - make_interval(secs => ${settledSeconds})`)
      .groupBy(["e.kind", "p.payment_method"])
      .execute();
    return {
      counts: rows.map((row) => ({ kind: row.kind, method: row.method, count: Number(row.count) })),
      lastId: rows.reduce((last, row) => Math.max(last, Number(row.last_id)), afterId),
    };
  },
};

function queueState(row: { waiting: number; failed: number; oldest: number | null }): QueueState {
  return {
    waiting: Number(row.waiting),
    failed: Number(row.failed),
    oldestWaitingSeconds: Math.max(0, Math.round(Number(row.oldest ?? 0))),
  };
}
