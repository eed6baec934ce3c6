import {
  ErrorCode,
  type GiftCardBalance,
  type GiftCardOrder,
  giftCardExpiryDay,
  lisbonDay,
  lisbonDayStart,
  giftCardMessages as messages,
  shiftDay,
} from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { giftCardCodeHash } from "./gift-card-codes.ts";
import { type GiftCardRow, giftCardsRepository as repo } from "./gift-cards.repository.ts";

/** Hours after the start of a later delivery day the email goes out (a gift at breakfast). */
const DELIVERY_HOUR = 9;

const refuse = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { [field]: message });

/** Where a card's money went: a purchase online, or a store's counter. */
export type GiftCardUse = { purchaseId: number } | { storeId: number; staffId: number };

/** Who pays for a card: a buyer's purchase, or a staff member's gesture (with its reason). */
export type GiftCardSource =
  | { purchaseId: number; buyerName: string; buyerEmail: string }
  | { staff: { id: number; name: string; email: string }; reason: string };

/** The refusal of a card that cannot pay now (naming `field`), or null when it can. */
export function unusable(card: GiftCardRow, now: Date, field = "code"): AppError | null {
  if (card.state === "CANCELED") return refuse(field, messages.canceled);
  if (card.state === "EXPIRED" || card.expires_at <= now)
    return refuse(field, messages.expired(card.expires_on));
  if (card.balance_cents === 0) return refuse(field, messages.usedUp);
  return null;
}

/**
 * The gift-card ledger: the only place a card's balance moves, always in a transaction with its
 * movement line. The checkout will call `quote`, `redeem`, `refund` and `issue`.
 */
export function giftCardService({ db, now }: { db: Kysely<DB>; now: () => Date }) {
  async function find(trx: Kysely<DB> | Transaction<DB>, code: string) {
    const card = await repo.byCodeHash(trx, giftCardCodeHash(code));
    if (!card) throw refuse("code", messages.unknown);
    return card;
  }

  /** A card as its holder sees it: no names, no emails, no order numbers. */
  async function view(trx: Kysely<DB> | Transaction<DB>, card: GiftCardRow) {
    const movements = await repo.movements(trx, card.id);
    return {
      last4: card.code_last4 ?? "",
      state: card.state,
      valueCents: card.value_cents,
      balanceCents: card.balance_cents,
      expiresOn: card.expires_on,
      movements: movements.map((m) => ({
        kind: m.kind,
        amountCents: m.amount_cents,
        balanceCents: m.balance_after_cents,
        at: m.created_at.toISOString(),
        where: m.kind !== "redeemed" ? null : (m.store_name ?? "Online"),
      })),
    } satisfies GiftCardBalance;
  }

  return {
    /** A card by its code, whatever its state (the holder's page, the counter's lookup). */
    async lookup(code: string) {
      const card = await find(db, code);
      return { id: card.id, ...(await view(db, card)) };
    },

    /** A card that can pay now, with its balance and last day; else why not, in Portuguese. */
    async quote(code: string): Promise<GiftCardBalance> {
      const card = await find(db, code);
      const refusal = unusable(card, now());
      if (refusal) throw refusal;
      return view(db, card);
    },

    /**
     * Takes `amountCents` from a card inside the caller's transaction (a purchase's, a counter's):
     * refused, it throws and the caller's transaction rolls back. Answers the card and its balance.
     */
    async redeem(trx: Transaction<DB>, code: string, amountCents: number, use: GiftCardUse) {
      const card = await find(trx, code);
      const at = now();
      const spent = await repo.spend(trx, card.id, amountCents, at);
      if (!spent) {
        const current = (await repo.byCodeHash(trx, giftCardCodeHash(code))) ?? card;
        throw (
          unusable(current, at) ?? refuse("amountCents", messages.notEnough(current.balance_cents))
        );
      }
      await repo.addMovement(trx, {
        cardId: card.id,
        kind: "redeemed",
        amountCents: -amountCents,
        balanceAfterCents: spent.balance_cents,
        ...use,
      });
      return { cardId: card.id, balanceCents: spent.balance_cents };
    },

    /**
     * Gives back to a card what a purchase paid with it (a return, a cancel): never more than the
     * purchase took and has not had back, and only to a card still valid (an expired one is
     * refunded by another means, which the caller decides).
     */
    async refund(trx: Transaction<DB>, cardId: number, amountCents: number, purchaseId: number) {
      // Locked first: two refunds of one purchase at once read what the other gave back.
      await repo.lock(trx, cardId);
      const owed = await repo.spentBy(trx, cardId, purchaseId);
      if (amountCents > owed) throw refuse("amountCents", messages.refundTooMuch(owed));
      const credited = await repo.credit(trx, cardId, amountCents);
      if (!credited) throw refuse("code", messages.refundExpired);
      await repo.addMovement(trx, {
        cardId,
        kind: "refunded",
        amountCents,
        balanceAfterCents: credited.balance_cents,
        purchaseId,
      });
      return { balanceCents: credited.balance_cents };
    },

    /**
     * Makes a card, paid or given, with its «issued» line. It has no code yet: the delivery job
     * makes one and emails it on the chosen day (today: at once; a later day: from 9:00).
     */
    async issue(trx: Transaction<DB>, order: GiftCardOrder, source: GiftCardSource) {
      const at = now();
      const today = lisbonDay(at);
      if (order.deliveryDay < today || order.deliveryDay > shiftDay(today, 365))
        throw refuse("deliveryDay", messages.day);
      const later = order.deliveryDay > today;
      const expiresOn = giftCardExpiryDay(order.deliveryDay);
      const bought = "purchaseId" in source;
      const { id } = await repo.insert(trx, {
        valueCents: order.valueCents,
        deliveryDay: order.deliveryDay,
        deliverAt: later
          ? new Date(lisbonDayStart(order.deliveryDay).getTime() + DELIVERY_HOUR * 3_600_000)
          : at,
        expiresOn,
        expiresAt: lisbonDayStart(expiresOn, true),
        purchaseId: bought ? source.purchaseId : null,
        buyerName: bought ? source.buyerName : source.staff.name,
        buyerEmail: bought ? source.buyerEmail : source.staff.email.toLowerCase(),
        issuedBy: bought ? null : source.staff.id,
        reason: bought ? "" : source.reason,
        recipientName: order.recipientName,
        recipientEmail: order.recipientEmail,
        message: order.message,
      });
      await repo.addMovement(trx, {
        cardId: id,
        kind: "issued",
        amountCents: order.valueCents,
        balanceAfterCents: order.valueCents,
        purchaseId: bought ? source.purchaseId : null,
        staffId: bought ? null : source.staff.id,
      });
      return { id, expiresOn, scheduled: later };
    },
  };
}

export type GiftCardService = ReturnType<typeof giftCardService>;
