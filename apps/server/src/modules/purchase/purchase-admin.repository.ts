import {
  lisbonDayStart,
  type OrderListQuery,
  type PickupListQuery,
  type PurchaseState,
} from "@shop/shared";
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";
import { countPastPage } from "../../db/count-up-to.ts";
import type { DB, PurchasesTable } from "../../db/schema.ts";
import { normalizeSearchText } from "../catalog/search-words.ts";

type Db = Kysely<DB> | Transaction<DB>;
type Purchases = ExpressionBuilder<DB & { p: DB["purchases"] }, "p">;
export type OrderFilter = Omit<OrderListQuery, "page">;
export type PickupFilter = Omit<PickupListQuery, "page">;

const SORT_COLUMNS = { createdAt: "p.created_at", total: "p.price_total_cents" } as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The order reference a text may be (`#` and spaces aside, any case), or null. */
function referenceIn(text: string): string | null {
  const reference = text.replace(/[\s#]/g, "").toUpperCase();
  return /^[A-Z0-9]{6,16}$/.test(reference) ? reference : null;
}

/**
 * An order reference, a whole NIF, a whole email, part of the email, or part of a name (delivery or
 * invoice, accents and case aside): each arm has its index (migrations 007 and 014). A whole email
 * is looked up as such: its common trigrams ("gmail.com") made the trigram index read most rows.
 */
function matchesText(eb: Purchases, text: string) {
  const email = text.trim().toLowerCase();
  if (WHOLE_EMAIL.test(email)) return eb(sql`lower(p.contact_email)`, "=", email);
  const arms = [eb(sql`lower(p.contact_email)`, "like", `%${escapeLike(text.toLowerCase())}%`)];
  const reference = referenceIn(text);
  if (reference) arms.push(eb("p.id_short", "=", reference));
  const digits = text.replace(/\s/g, "");
  if (/^\d{9}$/.test(digits)) arms.push(eb("p.invoice_nif", "=", digits));
  const words = normalizeSearchText(text);
  if (words)
    arms.push(
      eb(
        sql`shop_normalize(p.delivery_name || ' ' || coalesce(p.invoice_name, ''))`,
        "like",
        `%${words}%`,
      ),
    );
  return eb.or(arms);
}

function filtered(db: Db, filter: OrderFilter) {
  let query = db.selectFrom("purchases as p");
  if (filter.state) query = query.where("p.state", "=", filter.state);
  if (filter.paymentMethod) query = query.where("p.payment_method", "=", filter.paymentMethod);
  if (filter.from) query = query.where("p.created_at", ">=", lisbonDayStart(filter.from));
  if (filter.to) query = query.where("p.created_at", "<", lisbonDayStart(filter.to, true));
  if (filter.pickupStore)
    query = query
      .where("p.pickup_store_id", "=", filter.pickupStore)
      .where("p.pickup_store_name", "is not", null);
  if (filter.q) {
    const text = filter.q;
    query = query.where((eb) => matchesText(eb, text));
  }
  return query;
}

/** A pickup's reference, or part of the name it is collected under (accents and case aside). */
function matchesPickup(eb: Purchases, text: string) {
  const reference = referenceIn(text);
  const words = normalizeSearchText(text);
  const arms = reference ? [eb("p.id_short", "=", reference)] : [];
  if (words) arms.push(eb(sql`shop_normalize(p.delivery_name)`, "like", `%${words}%`));
  return eb.or(arms);
}

/** The pickups of a scope (every store's, or one store's), filtered. */
function filteredPickups(db: Db, scope: "all" | number, filter: PickupFilter) {
  let query = db.selectFrom("purchases as p").where("p.pickup_store_name", "is not", null);
  if (scope !== "all") query = query.where("p.pickup_store_id", "=", scope);
  if (filter.state) query = query.where("p.state", "=", filter.state);
  if (filter.q) {
    const text = filter.q;
    query = query.where((eb) => matchesPickup(eb, text));
  }
  return query;
}

const refundPending = sql<boolean>`EXISTS (
  SELECT 1 FROM purchase_refunds r WHERE r.purchase_id = p.id AND r.status = 'PENDING')`;

/** Everything decided to go back to the buyer: the cancellation's refund and the returns'. */
const refundedCents = sql<number>`(
  coalesce((SELECT sum(r.amount_cents) FROM purchase_refunds r WHERE r.purchase_id = p.id), 0)
  + coalesce((SELECT sum(t.refund_cents) FROM purchase_returns t WHERE t.purchase_id = p.id), 0)
)::integer`;

/** The order an exchange's new order sends another size for; null for any other order. */
const exchangeOf = sql<string | null>`(
  SELECT o.id_short FROM purchase_returns x JOIN purchases o ON o.id = x.purchase_id
  WHERE x.exchange_purchase_id = p.id)`;

/** Where a page of the CSV export left off: the sort value and the id of its last row. */
export interface ExportCursor {
  value: Date | number;
  id: number;
}

/** SQL of the back office's orders: the list and its export, the order page, state moves. */
export const purchaseAdminRepository = {
  /**
   * One page of the filtered list, sorted by a whitelisted column, and the list's size counted
   * up to COUNT_AHEAD rows past the page's start.
   */
  async page(db: Db, filter: OrderFilter, page: number, pageSize: number) {
    const column = SORT_COLUMNS[filter.sort];
    const offset = (page - 1) * pageSize;
    const [rows, count] = await Promise.all([
      filtered(db, filter)
        .select([
          "p.id_short",
          "p.created_at",
          "p.state",
          "p.payment_method",
          "p.delivery_name",
          "p.contact_email",
          "p.invoice_nif",
          "p.price_total_cents",
          "p.pickup_store_name",
          "p.pickup_reminded_at",
          refundPending.as("refund_pending"),
        ])
        .orderBy(column, filter.order)
        .orderBy("p.id", filter.order)
        .limit(pageSize)
        .offset(offset)
        .execute(),
      countPastPage(db, filtered(db, filter), offset),
    ]);
    return { rows, ...count };
  },

  /** One page of a scope's pickups, newest first unless asked otherwise. */
  async pickupPage(
    db: Db,
    scope: "all" | number,
    filter: PickupFilter,
    page: number,
    pageSize: number,
  ) {
    const offset = (page - 1) * pageSize;
    const [rows, count] = await Promise.all([
      filteredPickups(db, scope, filter)
        .select([
          "p.id_short",
          "p.created_at",
          "p.state",
          "p.delivery_name",
          "p.pickup_store_name",
          "p.ready_at",
          "p.pickup_reminded_at",
        ])
        .orderBy("p.created_at", filter.order)
        .orderBy("p.id", filter.order)
        .limit(pageSize)
        .offset(offset)
        .execute(),
      countPastPage(db, filteredPickups(db, scope, filter), offset),
    ]);
    return { rows, ...count };
  },

  /** A batch of the filtered list for the export, after `cursor` in the list's order. */
  exportBatch(db: Db, filter: OrderFilter, cursor: ExportCursor | null, limit: number) {
    const column = SORT_COLUMNS[filter.sort];
    let query = filtered(db, filter);
    if (cursor) {
      const value = cursor.value;
      query = query.where((eb) =>
        eb(
          eb.refTuple(column, "p.id"),
          filter.order === "desc" ? "<" : ">",
          eb.tuple(value, cursor.id),
        ),
      );
    }
    return query
      .select([
        "p.id",
        "p.id_short",
        "p.created_at",
        "p.state",
        "p.payment_method",
        "p.delivery_name",
        "p.contact_email",
        "p.contact_phone",
        "p.delivery_country",
        "p.pickup_store_name",
        "p.invoice_name",
        "p.invoice_nif",
        "p.price_tax_cents",
        "p.price_total_cents",
        "p.paid_at",
        "p.carrier",
        "p.tracking_number",
        refundPending.as("refund_pending"),
        refundedCents.as("refunded_cents"),
        exchangeOf.as("exchange_of"),
      ])
      .orderBy(column, filter.order)
      .orderBy("p.id", filter.order)
      .limit(limit)
      .execute();
  },

  /** Payments that arrived after the purchase was cancelled. */
  latePayments: (db: Db, purchaseId: number) =>
    db
      .selectFrom("payment_incidents")
      .select([
        "id",
        "kind",
        "refund_by",
        "amount_cents",
        "received_at",
        "refunded_at",
        "transfer_date",
        "transfer_reference",
      ])
      .where("purchase_id", "=", purchaseId)
      .orderBy("id")
      .execute(),

  /** The shop's name and address, for the packing slip. */
  shopAddress: (db: Db) =>
    db
      .selectFrom("settings")
      .select(["contact_name", "contact_address", "contact_phone"])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow(),

  /**
   * Moves a locked purchase from `from` to `to` with `changes`, only if it is still in `from`
   * (the guard of two staff moving it at once); answers the row after the move.
   */
  moveState: (
    db: Db,
    purchaseId: number,
    from: PurchaseState,
    to: PurchaseState,
    changes: Partial<
      Pick<PurchasesTable, "carrier" | "tracking_number" | "tracking_url" | "ready_at">
    > = {},
  ) =>
    db
      .updateTable("purchases")
      .set({ ...changes, state: to, updated_at: new Date() })
      .where("id", "=", purchaseId)
      .where("state", "=", from)
      .returningAll()
      .executeTakeFirst(),
};

export type OrderSummaryRow = Awaited<
  ReturnType<typeof purchaseAdminRepository.page>
>["rows"][number];
export type PickupSummaryRow = Awaited<
  ReturnType<typeof purchaseAdminRepository.pickupPage>
>["rows"][number];
export type OrderExportRow = Awaited<
  ReturnType<typeof purchaseAdminRepository.exportBatch>
>[number];
