import { type Language, statesBefore, UNPAID_STATES } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB, PurchasesTable } from "../../db/schema.ts";
import type { IssuedReference } from "../../payments/reference-provider.ts";
import { titleIn } from "../catalog/product-english.ts";
import { discountCodeRepository } from "../discount-codes/discount-codes.repository.ts";
import { refundToCards } from "../gift-cards/gift-card-payments.ts";
import { stockRepository } from "../stock/stock.repository.ts";
import { cancelSoldGiftCards } from "./sold-gift-cards.ts";

type Db = Kysely<DB> | Transaction<DB>;
type DiscountColumns =
  | "discount_code"
  | "discount_code_id"
  | "discount_cents"
  | "discount_free_delivery";
export type NewPurchase = Omit<
  PurchasesTable,
  | "id"
  | "notes_client"
  | "created_at"
  | "updated_at"
  | "paid_at"
  | "canceled_at"
  | "cart"
  | "language"
  | DiscountColumns
  | "gift_card_cents"
  | "sold_gift_cards_cents"
> & {
  /** 'pt' when not said (058). */
  language?: Language;
  gift_card_cents?: number;
  sold_gift_cards_cents?: number;
  notes_client: string;
  cart: string;
  discount_code?: string | null;
  discount_code_id?: number | null;
  discount_cents?: number;
  discount_free_delivery?: boolean;
};
export interface PurchaseLine {
  product_id: number;
  size: string;
  quantity: number;
  unit_price_cents: number;
  discount: number;
  /** Its sale's price when the product was in one (053), else null. */
  sale_cents: number | null;
  code_discount_cents: number;
}

/** SQL of purchases: stock reservation, records, payment bookkeeping, expiry. */
export const purchaseRepository = {
  /** Products on sale among `ids`, with their sizes. */
  cartProducts: (db: Db, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("products as p")
          .select([
            "p.id",
            "p.ref",
            "p.title",
            "p.price_cents",
            "p.discount",
            "p.sale_cents",
            "p.pictures",
            "p.thumbnail_index",
            sql<string[]>`ARRAY(SELECT s.size FROM product_sizes s WHERE s.product_id = p.id)`.as(
              "sizes",
            ),
          ])
          .where("p.active", "=", true)
          .where("p.id", "in", ids)
          .execute(),

  shopSettings: (db: Db) =>
    db
      .selectFrom("settings")
      .select([
        "vat_percent",
        "vat_percent_madeira",
        "vat_percent_azores",
        "store_online",
        "multibanco_entity",
        "multibanco_subentity",
      ])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow(),

  country: (db: Db, id: number) =>
    db
      .selectFrom("countries as c")
      .innerJoin("country_groups as g", "g.id", "c.group_id")
      .select([
        "c.id",
        "c.name",
        "c.code",
        "c.vat_percent",
        "c.group_id",
        "g.delivery_price_cents",
        "g.free_delivery_from_cents",
      ])
      .where("c.id", "=", id)
      .executeTakeFirst(),

  /** A store customers may collect their orders in. */
  pickupStore: (db: Db, id: number) =>
    db
      .selectFrom("stores")
      .select(["id", "name", "address"])
      .where("id", "=", id)
      .where("pickup", "=", true)
      .executeTakeFirst(),

  /** The units on the shelves of the stores that take pickups, of some products. */
  storeShelves: (db: Db, productIds: number[]) =>
    productIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("stock as s")
          .innerJoin("stores as st", "st.id", "s.store_id")
          .select(["s.store_id", "s.product_id", "s.size", "s.quantity"])
          .where("st.pickup", "=", true)
          .where("s.product_id", "in", productIds)
          .where("s.quantity", ">", 0)
          .execute(),

  /** A store's opening hours now; null when not given, or the store is gone. */
  storeHours: async (db: Db, id: number) =>
    (await db.selectFrom("stores").select("hours").where("id", "=", id).executeTakeFirst())
      ?.hours ?? null,

  /**
   * Takes units of online stock for a purchase, as a `purchase_reserved` movement of the stock
   * ledger; false when there are not enough (the balance is locked meanwhile).
   */
  reserveOnlineStock: (
    db: Db,
    productId: number,
    size: string,
    quantity: number,
    purchaseId: number,
  ) =>
    stockRepository.reserveOnline(
      db,
      { reason: "purchase_reserved", id: purchaseId },
      { productId, size, quantity },
    ),

  async nextOrderNumber(db: Db): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`SELECT nextval('multibanco_order_numbers') AS n`.execute(db);
    return Number(rows[0]?.n ?? 0) % 10_000;
  },

  async isOpenReference(db: Db, entity: string, reference: string): Promise<boolean> {
    const row = await db
      .selectFrom("purchases")
      .select("id")
      .where("state", "=", "MULTIBANCO")
      .where("payment_entity", "=", entity)
      .where("payment_reference", "=", reference)
      .executeTakeFirst();
    return row !== undefined;
  },

  async idShortTaken(db: Db, idShort: string): Promise<boolean> {
    const row = await db
      .selectFrom("purchases")
      .select("id")
      .where("id_short", "=", idShort)
      .executeTakeFirst();
    return row !== undefined;
  },

  async insertPurchase(db: Db, purchase: NewPurchase, lines: PurchaseLine[]): Promise<number> {
    const { id } = await db
      .insertInto("purchases")
      .values(purchase)
      .returning("id")
      .executeTakeFirstOrThrow();
    // A purchase of gift cards alone has no product lines.
    if (lines.length > 0)
      await db
        .insertInto("purchase_lines")
        .values(lines.map((line) => ({ ...line, purchase_id: id })))
        .execute();
    return id;
  },

  /** A purchase's lines with their products' titles in `language` (Portuguese unless said). */
  lines: (db: Db, purchaseId: number, language: Language = "pt") =>
    db
      .selectFrom("purchase_lines as l")
      .innerJoin("products as p", "p.id", "l.product_id")
      .select([
        "l.product_id",
        "l.size",
        "l.quantity",
        "l.unit_price_cents",
        "l.discount",
        "l.sale_cents",
        "l.code_discount_cents",
        "p.ref",
        titleIn(language),
        "p.pictures",
      ])
      .where("l.purchase_id", "=", purchaseId)
      .orderBy("l.product_id")
      .orderBy("l.size")
      .execute(),

  /** The pictures of the products a purchase bought, by product. */
  linePictures: async (db: Db, purchaseId: number) =>
    new Map(
      (
        await db
          .selectFrom("purchase_lines as l")
          .innerJoin("products as p", "p.id", "l.product_id")
          .select(["p.id", "p.pictures"])
          .where("l.purchase_id", "=", purchaseId)
          .execute()
      ).map((row) => [row.id, row.pictures]),
    ),

  async setIntent(db: Db, purchaseId: number, provider: string, intentId: string) {
    await db
      .updateTable("purchases")
      .set({ payment_provider: provider, payment_intent_id: intentId, updated_at: new Date() })
      .where("id", "=", purchaseId)
      .execute();
  },

  /** An unpaid purchase now paid by a reference the shop built: MULTIBANCO from now on. */
  async setLocalReference(
    db: Db,
    purchaseId: number,
    reference: { entity: string; reference: string; expiresAt: Date },
  ) {
    await db
      .updateTable("purchases")
      .set({
        state: "MULTIBANCO",
        payment_method: "MULTIBANCO",
        payment_provider: "multibanco",
        payment_intent_id: null,
        payment_entity: reference.entity,
        payment_reference: reference.reference,
        payment_expires_at: reference.expiresAt,
        updated_at: new Date(),
      })
      .where("id", "=", purchaseId)
      .where("state", "in", statesBefore("MULTIBANCO"))
      .execute();
  },

  /** An unpaid purchase whose reference a provider issues next: MULTIBANCO from now on. */
  async setMethodMultibanco(db: Db, purchaseId: number) {
    await db
      .updateTable("purchases")
      .set({ state: "MULTIBANCO", payment_method: "MULTIBANCO", updated_at: new Date() })
      .where("id", "=", purchaseId)
      .where("state", "in", statesBefore("MULTIBANCO"))
      .execute();
  },

  /** The MB WAY request that pays an unpaid purchase (whatever method it had chosen). */
  async setMbwayPayment(db: Db, purchaseId: number, provider: string, requestId: string) {
    await db
      .updateTable("purchases")
      .set({
        payment_method: "MBWAY",
        payment_provider: provider,
        payment_intent_id: requestId,
        updated_at: new Date(),
      })
      .where("id", "=", purchaseId)
      .execute();
  },

  lockById: (db: Db, id: number) =>
    db
      .selectFrom("purchases")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirstOrThrow(),

  /** The MULTIBANCO reference a provider issued, paid through its intent. */
  async setIssuedReference(db: Db, purchaseId: number, provider: string, issued: IssuedReference) {
    await db
      .updateTable("purchases")
      .set({
        payment_provider: provider,
        payment_intent_id: issued.intentId,
        payment_request_id: issued.requestId,
        payment_entity: issued.entity,
        payment_reference: issued.reference,
        payment_expires_at: issued.expiresAt,
        updated_at: new Date(),
      })
      .where("id", "=", purchaseId)
      .execute();
  },

  userEmail: async (db: Db, userId: number) =>
    (await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst())
      ?.email ?? null,

  findById: (db: Db, id: number) =>
    db.selectFrom("purchases").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),

  /** A purchase of one customer's account; undefined when it is not theirs. */
  findOfUser: (db: Db, userId: number, id: number) =>
    db
      .selectFrom("purchases")
      .selectAll()
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst(),

  findByIdShort: (db: Db, idShort: string) =>
    db.selectFrom("purchases").selectAll().where("id_short", "=", idShort).executeTakeFirst(),

  findByIdempotencyKey: (db: Db, key: string) =>
    db.selectFrom("purchases").selectAll().where("idempotency_key", "=", key).executeTakeFirst(),

  /** The purchase of an intent of ours, without asking the provider anything. */
  findByIntent: (db: Db, provider: string, intentId: string) =>
    db
      .selectFrom("purchases")
      .selectAll()
      .where("payment_provider", "=", provider)
      .where("payment_intent_id", "=", intentId)
      .executeTakeFirst(),

  lockByIdShort: (db: Db, idShort: string) =>
    db
      .selectFrom("purchases")
      .selectAll()
      .where("id_short", "=", idShort)
      .forUpdate()
      .executeTakeFirst(),

  /**
   * Serialises the generations of one buyer until the transaction ends (PostgreSQL and PGlite),
   * so that two at once cannot both pass the cap of open purchases nor write one idempotency key
   * twice. Always in this order (key, email, address), each in its own key space, so two buyers
   * never wait on each other in a cycle.
   */
  async lockBuyer(
    db: Transaction<DB>,
    { key, email, address }: { key: string | null; email: string; address: string },
  ) {
    if (key) await sql`SELECT pg_advisory_xact_lock(8600, hashtext(${key}))`.execute(db);
    await sql`SELECT pg_advisory_xact_lock(8601, hashtext(${email.toLowerCase()}))`.execute(db);
    await sql`SELECT pg_advisory_xact_lock(8602, hashtext(${address}))`.execute(db);
  },

  /** Unpaid purchases not yet expired, of one contact email (any case) or one client address. */
  async countOpen(db: Db, by: { email: string } | { address: string }): Promise<number> {
    const row = await db
      .selectFrom("purchases")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("state", "in", UNPAID_STATES)
      .where("payment_expires_at", ">", sql<Date>`now()`)
      .where((eb) =>
        "email" in by
          ? eb(eb.fn("lower", ["contact_email"]), "=", by.email.toLowerCase())
          : eb("client_address", "=", by.address),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The purchase paid by an intent, locked until the transaction ends. */
  lockByIntent: (db: Db, provider: string, intentId: string) =>
    db
      .selectFrom("purchases")
      .selectAll()
      .where("payment_provider", "=", provider)
      .where("payment_intent_id", "=", intentId)
      .forUpdate()
      .executeTakeFirst(),

  /** The purchase of a reference a provider issued, by the provider's id of it, locked. */
  lockByRequest: (db: Db, provider: string, requestId: string) =>
    db
      .selectFrom("purchases")
      .selectAll()
      .where("payment_provider", "=", provider)
      .where("payment_request_id", "=", requestId)
      .forUpdate()
      .executeTakeFirst(),

  /** The newest purchase with this MULTIBANCO reference, locked. */
  lockByReference: (db: Db, entity: string, reference: string) =>
    db
      .selectFrom("purchases")
      .selectAll()
      .where("payment_entity", "=", entity)
      .where("payment_reference", "=", reference)
      .orderBy("id", "desc")
      .limit(1)
      .forUpdate()
      .executeTakeFirst(),

  /** Records a notification once; false when it was seen before. */
  async recordNotification(
    db: Db,
    provider: string,
    notificationId: string,
    purchaseId: number | null,
  ) {
    const inserted = await db
      .insertInto("payment_notifications")
      .values({ provider, notification_id: notificationId, purchase_id: purchaseId })
      .onConflict((oc) => oc.doNothing())
      .returning("notification_id")
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async markPaid(db: Db, purchaseId: number) {
    await db
      .updateTable("purchases")
      .set({ state: "PAYED", paid_at: new Date(), updated_at: new Date() })
      .where("id", "=", purchaseId)
      .where("state", "in", statesBefore("PAYED"))
      .execute();
  },

  /**
   * Cancels a purchase, returns its reserved online stock (`purchase_released` movements, in
   * the name of `staffId` when staff cancel it), gives its discount code's use back and its gift
   * cards what they paid («refunded» lines), if the state table lets it be cancelled (not once
   * dispatched), and voids the gift cards it bought that still hold a balance; call it inside a
   * transaction. Answers null when it did not, else what the gift cards could not take back (a card
   * expired since) and what the cards it bought still held, for the purchase's method to refund.
   */
  async cancelReturningStock(
    db: Transaction<DB>,
    purchaseId: number,
    staffId: number | null = null,
  ): Promise<{ cardsLeftCents: number; soldUnspentCents: number } | null> {
    const canceled = await db
      .updateTable("purchases")
      .set({ state: "CANCELED", canceled_at: new Date(), updated_at: new Date() })
      .where("id", "=", purchaseId)
      .where("state", "in", statesBefore("CANCELED"))
      .executeTakeFirst();
    if (canceled.numUpdatedRows === 0n) return null;
    await stockRepository.releasePurchase(db, purchaseId, staffId);
    await discountCodeRepository.release(db, purchaseId);
    const cards = await refundToCards(db, purchaseId);
    const sold = await cancelSoldGiftCards(db, purchaseId, new Date());
    return { cardsLeftCents: cards.leftCents, soldUnspentCents: sold.unspentCents };
  },
};

export type PurchaseRow = NonNullable<Awaited<ReturnType<typeof purchaseRepository.findByIdShort>>>;
