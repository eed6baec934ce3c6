import type { GiftCardListQuery, GiftCardMovementKind } from "@shop/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { pageWindow } from "../admin/paged.ts";

type Db = Kysely<DB> | Transaction<DB>;

export interface NewGiftCard {
  valueCents: number;
  deliveryDay: string;
  deliverAt: Date;
  expiresOn: string;
  expiresAt: Date;
  purchaseId: number | null;
  buyerName: string;
  buyerEmail: string;
  issuedBy: number | null;
  reason: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export interface NewMovement {
  cardId: number;
  kind: GiftCardMovementKind;
  amountCents: number;
  balanceAfterCents: number;
  purchaseId?: number | null;
  storeId?: number | null;
  staffId?: number | null;
}

const cardColumns = [
  "id",
  "code_last4",
  "state",
  "value_cents",
  "balance_cents",
  "expires_on",
  "expires_at",
] as const;

/** SQL of gift cards: a balance moves only with its ledger line, in the caller's transaction. */
export const giftCardsRepository = {
  insert: (trx: Transaction<DB>, card: NewGiftCard) =>
    trx
      .insertInto("gift_cards")
      .values({
        value_cents: card.valueCents,
        balance_cents: card.valueCents,
        delivery_day: card.deliveryDay,
        deliver_at: card.deliverAt,
        expires_on: card.expiresOn,
        expires_at: card.expiresAt,
        purchase_id: card.purchaseId,
        buyer_name: card.buyerName,
        buyer_email: card.buyerEmail,
        issued_by: card.issuedBy,
        reason: card.reason,
        recipient_name: card.recipientName,
        recipient_email: card.recipientEmail,
        message: card.message,
      })
      .returning("id")
      .executeTakeFirstOrThrow(),

  addMovement: (trx: Transaction<DB>, m: NewMovement) =>
    trx
      .insertInto("gift_card_movements")
      .values({
        gift_card_id: m.cardId,
        kind: m.kind,
        amount_cents: m.amountCents,
        balance_after_cents: m.balanceAfterCents,
        purchase_id: m.purchaseId ?? null,
        store_id: m.storeId ?? null,
        staff_id: m.staffId ?? null,
      })
      .execute(),

  byCodeHash: (db: Db, codeHash: string) =>
    db
      .selectFrom("gift_cards")
      .select(cardColumns)
      .where("code_hash", "=", codeHash)
      .executeTakeFirst(),

  byId: (db: Db, id: number) =>
    db.selectFrom("gift_cards").selectAll().where("id", "=", id).executeTakeFirst(),

  /**
   * Takes `amount` from an active, unexpired card only if its balance covers it: one statement,
   * so of two at once the second sees the first's balance. Undefined when refused.
   */
  spend: (trx: Transaction<DB>, id: number, amountCents: number, now: Date) =>
    trx
      .updateTable("gift_cards")
      .set((eb) => ({ balance_cents: eb("balance_cents", "-", amountCents) }))
      .where("id", "=", id)
      .where("state", "=", "ACTIVE")
      .where("expires_at", ">", now)
      .where("balance_cents", ">=", amountCents)
      .returning("balance_cents")
      .executeTakeFirst(),

  /** Cards by their ids, locked in id order until the transaction ends (a checkout's cards). */
  lockMany: (trx: Transaction<DB>, ids: number[]) =>
    trx
      .selectFrom("gift_cards")
      .select(cardColumns)
      .where("id", "in", ids)
      .orderBy("id")
      .forUpdate()
      .execute(),

  /**
   * The cards a purchase spent, each with what it took («redeemed») and what came back
   * («refunded»), in the order they paid.
   */
  async byPurchase(db: Db, purchaseId: number) {
    const rows = await db
      .selectFrom("gift_card_movements as m")
      .innerJoin("gift_cards as g", "g.id", "m.gift_card_id")
      .select(["g.id", "g.code_last4"])
      .select((eb) => [
        eb.fn
          .sum<string>(
            eb
              .case()
              .when("m.kind", "=", "redeemed")
              .then(eb.neg(eb.ref("m.amount_cents")))
              .else(0)
              .end(),
          )
          .as("spent"),
        eb.fn
          .sum<string>(
            eb.case().when("m.kind", "=", "refunded").then(eb.ref("m.amount_cents")).else(0).end(),
          )
          .as("refunded"),
        eb.fn.min("m.id").as("first"),
      ])
      .where("m.purchase_id", "=", purchaseId)
      .where("m.kind", "in", ["redeemed", "refunded"])
      .groupBy(["g.id", "g.code_last4"])
      .orderBy("first")
      .execute();
    return rows.map((row) => ({
      cardId: row.id,
      last4: row.code_last4 ?? "",
      spentCents: Number(row.spent),
      refundedCents: Number(row.refunded),
    }));
  },

  /** Locks a card's row until the transaction ends (refunds read what was spent, then credit). */
  lock: (trx: Transaction<DB>, id: number) =>
    trx.selectFrom("gift_cards").select("id").where("id", "=", id).forUpdate().executeTakeFirst(),

  storeExists: async (db: Db, storeId: number) =>
    (await db.selectFrom("stores").select("id").where("id", "=", storeId).executeTakeFirst()) !==
    undefined,

  /** Gives `amount` back to an active card, never above its value. Undefined when refused. */
  credit: (trx: Transaction<DB>, id: number, amountCents: number) =>
    trx
      .updateTable("gift_cards")
      .set((eb) => ({ balance_cents: eb("balance_cents", "+", amountCents) }))
      .where("id", "=", id)
      .where("state", "=", "ACTIVE")
      .where(sql<boolean>`balance_cents + ${amountCents} <= value_cents`)
      .returning("balance_cents")
      .executeTakeFirst(),

  /** What a purchase took from a card and has not had back yet, in cents. */
  async spentBy(trx: Transaction<DB>, id: number, purchaseId: number) {
    const row = await trx
      .selectFrom("gift_card_movements")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("amount_cents"), sql<string>`0`).as("net"))
      .where("gift_card_id", "=", id)
      .where("purchase_id", "=", purchaseId)
      .where("kind", "in", ["redeemed", "refunded"])
      .executeTakeFirstOrThrow();
    return -Number(row.net);
  },

  movements: (db: Db, id: number) =>
    db
      .selectFrom("gift_card_movements as m")
      .leftJoin("stores as s", "s.id", "m.store_id")
      .select([
        "m.kind",
        "m.amount_cents",
        "m.balance_after_cents",
        "m.created_at",
        "m.purchase_id",
        "s.name as store_name",
      ])
      .where("m.gift_card_id", "=", id)
      .orderBy("m.id")
      .execute(),

  /** Cards whose delivery day has come, locked past other servers' (SKIP LOCKED). */
  dueForDelivery: (trx: Transaction<DB>, now: Date, limit: number) =>
    trx
      .selectFrom("gift_cards")
      .selectAll()
      // The buyer's language, that of the purchase that bought it (Portuguese for staff's cards).
      .select((eb) =>
        eb
          .selectFrom("purchases")
          .select("purchases.language")
          .whereRef("purchases.id", "=", "gift_cards.purchase_id")
          .as("language"),
      )
      .where("state", "=", "SCHEDULED")
      .where("deliver_at", "<=", now)
      .orderBy("deliver_at")
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute(),

  /** Gives a scheduled card its code: from then on it can be spent. */
  activate: (trx: Transaction<DB>, id: number, codeHash: string, last4: string, now: Date) =>
    trx
      .updateTable("gift_cards")
      .set({ code_hash: codeHash, code_last4: last4, state: "ACTIVE", delivered_at: now })
      .where("id", "=", id)
      .where("state", "=", "SCHEDULED")
      .executeTakeFirst(),

  /** Active cards past their last day, locked past other servers'. */
  expiring: (trx: Transaction<DB>, now: Date, limit: number) =>
    trx
      .selectFrom("gift_cards")
      .select(["id", "balance_cents"])
      .where("state", "=", "ACTIVE")
      .where("expires_at", "<=", now)
      .orderBy("expires_at")
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute(),

  expire: (trx: Transaction<DB>, id: number) =>
    trx
      .updateTable("gift_cards")
      .set({ state: "EXPIRED", balance_cents: 0 })
      .where("id", "=", id)
      .where("state", "=", "ACTIVE")
      .executeTakeFirst(),

  /** Voids a card not yet spent whole (sent or not): balance 0, CANCELED. Undefined when refused. */
  cancel: (trx: Transaction<DB>, id: number, now: Date) =>
    trx
      .updateTable("gift_cards")
      .set({ state: "CANCELED", balance_cents: 0, canceled_at: now })
      .where("id", "=", id)
      .where("state", "in", ["SCHEDULED", "ACTIVE"])
      .executeTakeFirst(),

  async page(db: Db, query: GiftCardListQuery) {
    let base = db.selectFrom("gift_cards as g");
    if (query.state) base = base.where("g.state", "=", query.state);
    if (query.q) base = base.where("g.code_last4", "=", query.q.toUpperCase());
    const { total } = await base
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow();
    const { offset, limit } = pageWindow(query.page);
    const items = await base
      .leftJoin("staff as st", "st.id", "g.issued_by")
      .selectAll("g")
      .select("st.name as issued_by_name")
      .select((eb) =>
        eb
          .selectFrom("gift_card_movements as m")
          .select((m) => m.fn.countAll<string>().as("uses"))
          .whereRef("m.gift_card_id", "=", "g.id")
          .where("m.kind", "=", "redeemed")
          .as("uses"),
      )
      .orderBy("g.id", query.order)
      .limit(limit)
      .offset(offset)
      .execute();
    return { items, total: Number(total) };
  },
};

export type GiftCardRow = NonNullable<Awaited<ReturnType<typeof giftCardsRepository.byCodeHash>>>;
