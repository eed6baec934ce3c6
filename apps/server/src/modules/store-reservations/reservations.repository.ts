import {
  ADMIN_PAGE_SIZE,
  type Language,
  OPEN_RESERVATION_STATES,
  type ReservationListQuery,
  type ReservationState,
} from "@shop/shared";
import { type AliasedRawBuilder, type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { titleIn, titleInLanguageOf } from "../catalog/product-english.ts";

type Db = Kysely<DB> | Transaction<DB>;

export interface NewReservation {
  codeHash: string;
  productId: number;
  size: string;
  storeId: number;
  userId: number | null;
  /** The language of the page it was made on: its emails speak it. */
  language: Language;
  name: string;
  email: string;
  phone: string;
  pickupDay: string;
  priceCents: number;
  heldUntil: Date;
  /** Set for a reservation to pay by card: until when it waits for the payment. */
  payBy: Date | null;
}

/**
 * The language a reservation names its product in: Portuguese (the back office's), or `"own"`, the
 * reservation's (its customer's page and emails: the English title where written).
 */
export type NamesIn = Language | "own";

const titleOf = (language: NamesIn): AliasedRawBuilder<string | null, "title"> =>
  language === "own" ? titleInLanguageOf("r.language") : titleIn(language);

const withProductAndStore = (db: Db, language: NamesIn = "pt") =>
  db
    .selectFrom("store_reservations as r")
    .innerJoin("products as p", "p.id", "r.product_id")
    .innerJoin("stores as s", "s.id", "r.store_id")
    .leftJoin("staff as st", "st.id", "r.staff_id")
    .selectAll("r")
    .select([
      titleOf(language),
      "p.ref",
      "p.pictures",
      "s.name as store_name",
      "s.address as store_address",
      "s.phone as store_phone",
      "s.hours as store_hours",
      "st.name as staff_name",
    ]);

export type ReservationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof withProductAndStore>["executeTakeFirst"]>>
>;

/** SQL of store reservations; the stock they hold moves through stock_movements only. */
export const reservationsRepository = {
  /** An active product with the asked size (null when it lacks it), or undefined. */
  product: (db: Db, productId: number, size: string) =>
    db
      .selectFrom("products as p")
      .leftJoin("product_sizes as z", (join) =>
        join.onRef("z.product_id", "=", "p.id").on("z.size", "=", size),
      )
      .select(["p.id", "p.title", "p.ref", "p.price_cents", "p.discount", "p.sale_cents", "z.size"])
      .where("p.id", "=", productId)
      .where("p.active", "=", true)
      .executeTakeFirst(),

  store: (db: Db, storeId: number) =>
    db
      .selectFrom("stores")
      .select(["id", "name", "address", "phone", "hours"])
      .where("id", "=", storeId)
      .executeTakeFirst(),

  /** The store's units of the size, its balance row locked until the transaction ends. */
  async lockStoreUnits(trx: Transaction<DB>, productId: number, size: string, storeId: number) {
    const row = await trx
      .selectFrom("stock")
      .select("quantity")
      .where("product_id", "=", productId)
      .where("size", "=", size)
      .where("store_id", "=", storeId)
      .forUpdate()
      .executeTakeFirst();
    return row?.quantity ?? 0;
  },

  insert: (trx: Transaction<DB>, r: NewReservation) =>
    trx
      .insertInto("store_reservations")
      .values({
        code_hash: r.codeHash,
        product_id: r.productId,
        size: r.size,
        store_id: r.storeId,
        user_id: r.userId,
        language: r.language,
        name: r.name,
        email: r.email,
        phone: r.phone,
        pickup_day: r.pickupDay,
        price_cents: r.priceCents,
        held_until: r.heldUntil,
        payment: r.payBy ? "CARD" : "IN_STORE",
        pay_by: r.payBy,
      })
      .returning("id")
      .executeTakeFirstOrThrow(),

  /** One ledger line of a reservation at its store (−1 held, +1 released, 0 collected). */
  move: (
    trx: Transaction<DB>,
    r: { id: number; product_id: number; size: string; store_id: number },
    reason: "reservation_held" | "reservation_released" | "reservation_collected",
    staffId: number | null,
    note: string,
  ) =>
    trx
      .insertInto("stock_movements")
      .values({
        product_id: r.product_id,
        size: r.size,
        store_id: r.store_id,
        quantity: { reservation_held: -1, reservation_released: 1, reservation_collected: 0 }[
          reason
        ],
        reason,
        reservation_id: r.id,
        staff_id: staffId,
        note,
      })
      .execute(),

  /** A reservation, its product named in `language` (the back office's Portuguese unless told). */
  byId: (db: Db, id: number, language: NamesIn = "pt") =>
    withProductAndStore(db, language).where("r.id", "=", id).executeTakeFirst(),

  byCodeHash: (db: Db, hash: string, language: NamesIn = "pt") =>
    withProductAndStore(db, language).where("r.code_hash", "=", hash).executeTakeFirst(),

  /**
   * Moves an open reservation from one of `from` to `to`, only if it is still there: of two
   * clicks at once, one changes it and the other finds nothing (undefined).
   */
  transition: (
    trx: Transaction<DB>,
    id: number,
    from: readonly ReservationState[],
    to: ReservationState,
    staffId: number | null,
    now: Date,
  ) =>
    trx
      .updateTable("store_reservations")
      .set({
        state: to,
        staff_id: staffId,
        ...(to === "READY" ? { ready_at: now } : { ended_at: now }),
      })
      .where("id", "=", id)
      .where("state", "in", from)
      .returning(["id", "product_id", "size", "store_id"])
      .executeTakeFirst(),

  /**
   * Open reservations held past their time, or to pay by card and unpaid past `pay_by`, locked
   * (SKIP LOCKED: another server takes others).
   */
  overdue: (trx: Transaction<DB>, now: Date, limit: number) =>
    trx
      .selectFrom("store_reservations")
      .select(["id"])
      .where("state", "in", OPEN_RESERVATION_STATES)
      .where((eb) =>
        eb.or([
          eb("held_until", "<=", now),
          eb.and([eb("paid_at", "is", null), eb("pay_by", "<=", now)]),
        ]),
      )
      .orderBy("held_until")
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute(),

  /** Open reservations to pay by card, with an intent, unpaid past their time. */
  unpaidOverdue: (db: Db, now: Date, limit: number) =>
    db
      .selectFrom("store_reservations")
      .select(["id", "payment_intent_id"])
      .where("state", "in", OPEN_RESERVATION_STATES)
      .where("paid_at", "is", null)
      .where("pay_by", "<=", now)
      .where("payment_intent_id", "is not", null)
      .orderBy("pay_by")
      .limit(limit)
      .execute(),

  setCodeHash: (trx: Transaction<DB>, id: number, hash: string) =>
    trx.updateTable("store_reservations").set({ code_hash: hash }).where("id", "=", id).execute(),

  setIntent: (db: Db, id: number, provider: string, intentId: string) =>
    db
      .updateTable("store_reservations")
      .set({ payment_provider: provider, payment_intent_id: intentId })
      .where("id", "=", id)
      .execute(),

  lockByIntent: (trx: Transaction<DB>, provider: string, intentId: string) =>
    trx
      .selectFrom("store_reservations")
      .select(["id", "state", "price_cents", "paid_at"])
      .where("payment_provider", "=", provider)
      .where("payment_intent_id", "=", intentId)
      .forUpdate()
      .executeTakeFirst(),

  /** Whether a card intent pays a reservation (rather than a purchase). */
  paysReservation: async (db: Db, provider: string, intentId: string) =>
    (await db
      .selectFrom("store_reservations")
      .select("id")
      .where("payment_provider", "=", provider)
      .where("payment_intent_id", "=", intentId)
      .executeTakeFirst()) !== undefined,

  markPaid: (trx: Transaction<DB>, id: number, now: Date) =>
    trx
      .updateTable("store_reservations")
      .set({ paid_at: now })
      .where("id", "=", id)
      .where("paid_at", "is", null)
      .execute(),

  /** Paid reservations ended without their pair collected, whose money is still to go back. */
  owedRefunds: (db: Db, limit: number, id?: number) => {
    let query = db
      .selectFrom("store_reservations")
      .select(["id", "payment_intent_id", "price_cents"])
      .where("paid_at", "is not", null)
      .where("refunded_at", "is", null)
      .where("state", "in", ["NOT_COLLECTED", "EXPIRED", "CANCELLED"]);
    if (id !== undefined) query = query.where("id", "=", id);
    return query.orderBy("ended_at").limit(limit).execute();
  },

  markRefunded: (db: Db, id: number, refundId: string, now: Date) =>
    db
      .updateTable("store_reservations")
      .set({ refund_id: refundId, refunded_at: now })
      .where("id", "=", id)
      .where("refunded_at", "is", null)
      .returning("id")
      .executeTakeFirst(),

  /** The contacts of reservations ended `days` ago; the rows stay for the stock ledger. */
  forgetContacts: (db: Db, days: number) =>
    db
      .updateTable("store_reservations")
      .set({ name: "—", email: "", phone: "" })
      .where("ended_at", "<", sql<Date>`now() - make_interval(days => ${days})`)
      .where("email", "<>", "")
      .execute(),

  async page(db: Db, query: ReservationListQuery, scope: "all" | number) {
    let base = db.selectFrom("store_reservations as r");
    if (scope !== "all") base = base.where("r.store_id", "=", scope);
    if (query.storeId) base = base.where("r.store_id", "=", query.storeId);
    if (query.state) base = base.where("r.state", "=", query.state);
    const { total } = await base
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow();
    let rows = withProductAndStore(db);
    if (scope !== "all") rows = rows.where("r.store_id", "=", scope);
    if (query.storeId) rows = rows.where("r.store_id", "=", query.storeId);
    if (query.state) rows = rows.where("r.state", "=", query.state);
    const items = await rows
      .orderBy("r.id", query.order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE)
      .execute();
    return { items, total: Number(total) };
  },
};
