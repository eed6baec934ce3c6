import { type GiftCardOrder, lisbonDay } from "@shop/shared";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { giftCardsRepository } from "../gift-cards/gift-cards.repository.ts";
import { giftCardService } from "../gift-cards/gift-cards.service.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** What the chosen payment method is asked for: the total less what gift cards paid. */
export const amountDueCents = (purchase: { price_total_cents: number; gift_card_cents: number }) =>
  purchase.price_total_cents - purchase.gift_card_cents;

/** The gift cards a purchase buys, kept as asked until it is paid. */
export async function insertSoldGiftCards(
  trx: Transaction<DB>,
  purchaseId: number,
  orders: readonly GiftCardOrder[],
) {
  if (orders.length === 0) return;
  await trx
    .insertInto("purchase_gift_cards")
    .values(
      orders.map((order) => ({
        purchase_id: purchaseId,
        value_cents: order.valueCents,
        recipient_name: order.recipientName,
        recipient_email: order.recipientEmail,
        message: order.message,
        delivery_day: order.deliveryDay,
      })),
    )
    .execute();
}

/** The gift cards a purchase bought, in the order asked, with the card made for each once paid. */
export const soldGiftCards = (db: Db, purchaseId: number) =>
  db
    .selectFrom("purchase_gift_cards")
    .selectAll()
    .where("purchase_id", "=", purchaseId)
    .orderBy("id")
    .execute();

/**
 * A purchase's gift cards as its emails, pages and the back office show them: those that paid part
 * of it (what each took), and those it bought (with the card's last 4 once made).
 */
export async function purchaseGiftCards(db: Db, purchaseId: number) {
  const used = await giftCardsRepository.byPurchase(db, purchaseId);
  const sold = await db
    .selectFrom("purchase_gift_cards as s")
    .leftJoin("gift_cards as g", "g.id", "s.gift_card_id")
    .select([
      "s.value_cents",
      "s.recipient_name",
      "s.recipient_email",
      "s.delivery_day",
      "g.code_last4",
    ])
    .where("s.purchase_id", "=", purchaseId)
    .orderBy("s.id")
    .execute();
  return {
    used: used.map((card) => ({ last4: card.last4, cents: card.spentCents })),
    sold: sold.map((row) => ({
      valueCents: row.value_cents,
      recipientName: row.recipient_name,
      recipientEmail: row.recipient_email,
      deliveryDay: row.delivery_day,
      last4: row.code_last4,
    })),
  };
}
export type PurchaseGiftCards = Awaited<ReturnType<typeof purchaseGiftCards>>;

/**
 * Makes the cards a purchase bought, in the payment's transaction (a purchase never paid makes
 * none): each is emailed on the day asked, or today when that day passed while the payment was
 * waiting. Answers how many it made.
 */
export async function issueSoldGiftCards(
  trx: Transaction<DB>,
  purchase: {
    id: number;
    contact_email: string;
    delivery_name: string;
    invoice_name: string | null;
  },
  now: Date,
): Promise<number> {
  const rows = (await soldGiftCards(trx, purchase.id)).filter((row) => row.gift_card_id === null);
  const ledger = giftCardService({ db: trx, now: () => now });
  const today = lisbonDay(now);
  for (const row of rows) {
    const { id } = await ledger.issue(
      trx,
      {
        valueCents: row.value_cents,
        recipientName: row.recipient_name,
        recipientEmail: row.recipient_email,
        message: row.message,
        // ISO days compare as text.
        deliveryDay: [row.delivery_day, today].sort()[1] ?? today,
      },
      {
        purchaseId: purchase.id,
        buyerName: purchase.invoice_name ?? purchase.delivery_name,
        buyerEmail: purchase.contact_email.toLowerCase(),
      },
    );
    await trx
      .updateTable("purchase_gift_cards")
      .set({ gift_card_id: id })
      .where("id", "=", row.id)
      .execute();
  }
  return rows.length;
}

/**
 * The cancel of a paid purchase takes back the cards it bought: each one still holding a balance
 * (or not sent yet) is voided, with its «canceled» ledger line, and answers in `unspentCents` what
 * they held, for the purchase to refund; what was spent of them stays paid (it bought something).
 * The cards are locked first, so a checkout spending one at once either ends before (and the
 * cancel refunds less) or reads the card voided and is refused.
 */
export async function cancelSoldGiftCards(
  trx: Transaction<DB>,
  purchaseId: number,
  now: Date,
): Promise<{ unspentCents: number }> {
  const ids = (await soldGiftCards(trx, purchaseId)).flatMap((row) =>
    row.gift_card_id === null ? [] : [row.gift_card_id],
  );
  if (ids.length === 0) return { unspentCents: 0 };
  let unspentCents = 0;
  for (const card of await giftCardsRepository.lockMany(trx, ids)) {
    const open = card.state === "SCHEDULED" || (card.state === "ACTIVE" && card.balance_cents > 0);
    if (!open || !(await giftCardsRepository.cancel(trx, card.id, now))) continue;
    if (card.balance_cents > 0)
      await giftCardsRepository.addMovement(trx, {
        cardId: card.id,
        kind: "canceled",
        amountCents: -card.balance_cents,
        balanceAfterCents: 0,
        purchaseId,
      });
    unspentCents += card.balance_cents;
  }
  return { unspentCents };
}
