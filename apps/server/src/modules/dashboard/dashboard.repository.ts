import {
  DASHBOARD_LIST_SIZE,
  DAY_MS,
  lisbonDay,
  lisbonDayStart,
  type RefundMethod,
  refundDueAt,
  shiftDay,
} from "@shop/shared";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.ts";
import { ibanHoldAt } from "../purchase/refund-iban-hold.ts";
import { lowStockThreshold } from "../stock/stock-levels.repository.ts";
import { moneyEvents, SHOP_TIME_ZONE } from "./sales.repository.ts";

export interface DayRow {
  day: string;
  count: number;
  revenueCents: number;
}

/** The dashboard's reads; `now` is passed in so that the days are those of one instant. */
export function dashboardRepository(db: Kysely<DB>) {
  return {
    /**
     * Net sales of each of the `days` Lisbon days ending on `now`'s day, oldest first, days
     * without sales included: a payment counts on the day it was paid, a refund on the day it was
     * decided (moneyEvents), an exchange's order not at all.
     */
    async salesByDay(now: Date, days: number): Promise<DayRow[]> {
      const today = sql`(${now}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
      // The money of the first day's Lisbon midnight up to `now`, included.
      const since = lisbonDayStart(shiftDay(lisbonDay(now), 1 - days));
      const until = new Date(now.getTime() + 1);
      const { rows } = await sql<{ day: string; count: string | number; revenue: string | number }>`
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
               coalesce(sum(m.orders), 0) AS count,
               coalesce(sum(m.paid - m.refunded), 0) AS revenue
        FROM generate_series(
          (${today} - ${days - 1}::int)::timestamp,
          ${today}::timestamp,
          interval '1 day'
        ) AS d(day)
        LEFT JOIN (${moneyEvents(since, until)}) m
          ON m.at >= (d.day AT TIME ZONE ${SHOP_TIME_ZONE})
         AND m.at < ((d.day + interval '1 day') AT TIME ZONE ${SHOP_TIME_ZONE})
        GROUP BY d.day
        ORDER BY d.day`.execute(db);
      return rows.map((row) => ({
        day: row.day,
        count: Number(row.count),
        revenueCents: Number(row.revenue),
      }));
    },

    /**
     * Paid purchases waiting to be prepared, oldest payment first; gift cards alone (no store,
     * no country: `purchaseFulfilment`'s "email", in SQL) have nothing to prepare.
     */
    async toPrepare() {
      const waiting = db
        .selectFrom("purchases")
        .where("state", "=", "PAYED")
        .where((eb) =>
          eb.or([eb("pickup_store_name", "is not", null), eb("delivery_country", "!=", "")]),
        );
      const [items, { total }] = await Promise.all([
        waiting
          .select(["id_short", "delivery_name", "price_total_cents", "paid_at", "created_at"])
          .orderBy("paid_at", "asc")
          .orderBy("id", "asc")
          .limit(DASHBOARD_LIST_SIZE)
          .execute(),
        waiting.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(total),
        items: items.map((row) => ({
          idShort: row.id_short,
          name: row.delivery_name,
          totalCents: row.price_total_cents,
          paidAt: (row.paid_at ?? row.created_at).toISOString(),
        })),
      };
    },

    /** Unpaid MULTIBANCO references whose deadline falls within a day of `now`, soonest first. */
    async expiringReferences(now: Date) {
      const dayLater = new Date(now.getTime() + DAY_MS);
      const expiring = db
        .selectFrom("purchases")
        .where("state", "=", "MULTIBANCO")
        .where("payment_expires_at", ">", now)
        .where("payment_expires_at", "<=", dayLater);
      const [items, { total }] = await Promise.all([
        expiring
          .select(["id_short", "delivery_name", "price_total_cents", "payment_expires_at"])
          .orderBy("payment_expires_at", "asc")
          .limit(DASHBOARD_LIST_SIZE)
          .execute(),
        expiring.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(total),
        items: items.map((row) => ({
          idShort: row.id_short,
          name: row.delivery_name,
          totalCents: row.price_total_cents,
          expiresAt: (row.payment_expires_at ?? now).toISOString(),
        })),
      };
    },

    /**
     * Online sizes of active products at or under their low-stock threshold (the product's, its
     * category's or the shop's), the emptiest first.
     */
    async lowStock() {
      const low = db
        .selectFrom("stock as s")
        .innerJoin("products as p", "p.id", "s.product_id")
        .leftJoin("categories as c", "c.id", "p.category_id")
        .where("s.store_id", "is", null)
        .where(sql<boolean>`s.quantity <= ${lowStockThreshold}`)
        .where("p.active", "=", true);
      const [items, { total }] = await Promise.all([
        low
          .select(["p.id", "p.ref", "p.title", "s.size", "s.quantity"])
          .orderBy("s.quantity", "asc")
          .orderBy("p.ref", "asc")
          .orderBy("s.size", "asc")
          .limit(DASHBOARD_LIST_SIZE)
          .execute(),
        low.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(total),
        items: items.map((row) => ({
          productId: row.id,
          ref: row.ref,
          title: row.title ?? row.ref,
          size: row.size,
          quantity: row.quantity,
        })),
      };
    },

    /**
     * Money owed back and not yet returned, the nearest its deadline first: refunds of cancelled
     * purchases, of returns, payments that arrived for a cancelled purchase or for a wrong amount,
     * and withdrawals the staff have still to handle; a transfer with the hold of its IBAN. The
     * law counts the 14 days from the customer's request (DL 24/2014, art. 12): the withdrawal,
     * the return's request or the cancellation, whichever came first — never the staff's
     * acceptance.
     */
    async refundsDue(now: Date) {
      const owed = sql`
        SELECT p.id_short, p.delivery_name, r.amount_cents, 'CANCELLED' AS reason, r.method,
               least(r.requested_at, w.received_at) AS since, r.iban_given_at
        FROM purchase_refunds r JOIN purchases p ON p.id = r.purchase_id
        LEFT JOIN withdrawals w ON w.purchase_id = p.id
        WHERE r.status = 'PENDING'
        UNION ALL
        SELECT p.id_short, p.delivery_name, t.refund_cents, 'RETURN', t.refund_method,
               least(t.created_at, w.received_at), t.iban_given_at
        FROM purchase_returns t JOIN purchases p ON p.id = t.purchase_id
        LEFT JOIN withdrawals w ON w.purchase_id = p.id
        WHERE t.refund_status = 'PENDING'
        UNION ALL
        SELECT p.id_short, p.delivery_name, p.price_total_cents, 'WITHDRAWAL',
               CASE WHEN p.payment_intent_id IS NULL OR p.payment_method = 'MULTIBANCO'
                    THEN 'BANK_TRANSFER'
                    WHEN p.payment_method = 'MBWAY' THEN 'MBWAY' ELSE 'CARD' END,
               w.received_at, NULL::timestamptz
        FROM withdrawals w JOIN purchases p ON p.id = w.purchase_id
        WHERE w.outcome = 'TO_PROCESS' AND p.state <> 'CANCELED'
        UNION ALL
        SELECT p.id_short, p.delivery_name, i.amount_cents, 'PAYMENT',
               CASE WHEN i.refund_by = 'STAFF' THEN 'BANK_TRANSFER'
                    WHEN i.provider LIKE 'mbway-%' THEN 'MBWAY' ELSE 'CARD' END,
               i.received_at, NULL::timestamptz
        FROM payment_incidents i JOIN purchases p ON p.id = i.purchase_id
        WHERE i.refunded_at IS NULL`;
      // The count of them all beside the first rows: the union is read once.
      const { rows } =
        await sql<RefundDueRow>`SELECT *, count(*) OVER () AS total FROM (${owed}) owed
        ORDER BY since, id_short LIMIT ${DASHBOARD_LIST_SIZE}`.execute(db);
      return {
        total: Number(rows[0]?.total ?? 0),
        items: rows.map((row) => {
          const dueAt = refundDueAt(row.since);
          return {
            idShort: row.id_short,
            name: row.delivery_name,
            amountCents: Number(row.amount_cents),
            reason: row.reason,
            method: row.method,
            dueAt: dueAt.toISOString(),
            overdue: dueAt <= now,
            ibanGivenAt: row.iban_given_at && new Date(row.iban_given_at).toISOString(),
            heldUntil: ibanHoldAt(row.iban_given_at, now)?.toISOString() ?? null,
          };
        }),
      };
    },
  };
}

interface RefundDueRow {
  id_short: string;
  delivery_name: string;
  amount_cents: string | number;
  reason: "CANCELLED" | "RETURN" | "PAYMENT";
  method: RefundMethod;
  since: Date | string;
  iban_given_at: Date | string | null;
  total: string | number;
}
