import { type Kysely, type RawBuilder, sql } from "kysely";
import type { DB } from "../../db/schema.ts";

/** The shop's days are Lisbon's, summer time included. */
export const SHOP_TIME_ZONE = "Europe/Lisbon";

/** An exchange's new order (the other size sent at no charge): no sale. */
const notAnExchange = sql`NOT EXISTS (
  SELECT 1 FROM purchase_returns x WHERE x.exchange_purchase_id = p.id)`;

/** Where an order was handed over: its pickup store's name, or null for a delivery. */
const channel = sql`CASE WHEN p.pickup_store_id IS NULL THEN NULL ELSE p.pickup_store_name END`;

const span = (from: Date, to: Date, column: RawBuilder<unknown>) =>
  sql`${column} >= ${from} AND ${column} < ${to}`;

/**
 * Every movement of the sales' money in [from, to), each on its own instant: a payment when it
 * was paid, a cancellation's refund when it was decided, a return's refund when it was made.
 * Refunds count whether the money already left or not (the credit note is issued then). Each
 * branch reads only its window, never the shop's whole history.
 */
export const moneyEvents = (from: Date, to: Date) => sql`
  SELECT p.paid_at AS at, ${channel} AS store, p.price_total_cents AS paid, 0 AS refunded,
         1 AS orders
  FROM purchases p
  WHERE p.paid_at IS NOT NULL AND ${span(from, to, sql`p.paid_at`)} AND ${notAnExchange}
  UNION ALL
  SELECT r.requested_at, ${channel}, 0, r.amount_cents, 0
  FROM purchase_refunds r JOIN purchases p ON p.id = r.purchase_id
  WHERE ${span(from, to, sql`r.requested_at`)}
  UNION ALL
  SELECT t.ended_at, ${channel}, 0, t.refund_cents, 0
  FROM purchase_returns t JOIN purchases p ON p.id = t.purchase_id
  WHERE t.refund_cents IS NOT NULL AND ${span(from, to, sql`t.ended_at`)}`;

export interface ChannelMoneyRow {
  store: string | null;
  orders: number;
  paid: number;
  refunded: number;
}

export interface ChannelUnitsRow {
  store: string | null;
  units: number;
}

/** The sales report's reads over [from, to) instants (Lisbon days' starts). */
export function salesRepository(db: Kysely<DB>) {
  return {
    /** Orders, payments and refunds of each channel. */
    async money(from: Date, to: Date): Promise<ChannelMoneyRow[]> {
      const { rows } = await sql<ChannelMoneyRow>`
        SELECT store, sum(orders)::integer AS orders, sum(paid)::bigint AS paid,
               sum(refunded)::bigint AS refunded
        FROM (${moneyEvents(from, to)}) money
        GROUP BY store`.execute(db);
      return rows.map((row) => ({
        store: row.store,
        orders: Number(row.orders),
        paid: Number(row.paid),
        refunded: Number(row.refunded),
      }));
    },

    /** Units sold, by channel. */
    async unitsSold(from: Date, to: Date): Promise<ChannelUnitsRow[]> {
      const { rows } = await sql<ChannelUnitsRow>`
        SELECT ${channel} AS store, sum(l.quantity)::integer AS units
        FROM purchase_lines l JOIN purchases p ON p.id = l.purchase_id
        WHERE p.paid_at IS NOT NULL AND ${span(from, to, sql`p.paid_at`)} AND ${notAnExchange}
        GROUP BY 1`.execute(db);
      return rows.map((row) => ({ store: row.store, units: Number(row.units) }));
    },

    /** Units asked back (returns and exchanges not refused or cancelled), by channel. */
    async unitsReturned(from: Date, to: Date): Promise<ChannelUnitsRow[]> {
      const { rows } = await sql<ChannelUnitsRow>`
        SELECT ${channel} AS store, sum(l.quantity)::integer AS units
        FROM purchase_return_lines l
        JOIN purchase_returns t ON t.id = l.return_id
        JOIN purchases p ON p.id = t.purchase_id
        WHERE t.state NOT IN ('REFUSED', 'CANCELED') AND ${span(from, to, sql`t.created_at`)}
        GROUP BY 1`.execute(db);
      return rows.map((row) => ({ store: row.store, units: Number(row.units) }));
    },

    /**
     * The lines sold of the products that sold the most units, by price and discount (the shared
     * pricing rule makes their money, less their discount codes' shares), most units first.
     */
    async bestSellerLines(from: Date, to: Date, limit: number) {
      const { rows } = await sql<{
        product_id: number;
        ref: string;
        title: string | null;
        unit_price_cents: number;
        discount: number;
        sale_cents: number | null;
        quantity: number;
        code_discount_cents: number;
        product_units: number;
      }>`
        WITH sold AS (
          SELECT l.product_id, l.unit_price_cents, l.discount, l.sale_cents, l.quantity,
                 l.code_discount_cents
          FROM purchase_lines l JOIN purchases p ON p.id = l.purchase_id
          WHERE p.paid_at IS NOT NULL AND ${span(from, to, sql`p.paid_at`)} AND ${notAnExchange}
        ), best AS (
          SELECT product_id, sum(quantity)::integer AS product_units FROM sold
          GROUP BY product_id ORDER BY product_units DESC, product_id LIMIT ${limit}
        )
        SELECT s.product_id, pr.ref, pr.title, s.unit_price_cents, s.discount, s.sale_cents,
               sum(s.quantity)::integer AS quantity,
               sum(s.code_discount_cents)::integer AS code_discount_cents, b.product_units
        FROM sold s JOIN best b ON b.product_id = s.product_id
        JOIN products pr ON pr.id = s.product_id
        GROUP BY s.product_id, pr.ref, pr.title, s.unit_price_cents, s.discount, s.sale_cents,
          b.product_units
        ORDER BY b.product_units DESC, s.product_id`.execute(db);
      return rows;
    },
  };
}
