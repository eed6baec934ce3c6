import { ErrorCode, giftCardMessages as messages, splitGiftCardPayment } from "@shop/shared";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { giftCardCodeHash } from "./gift-card-codes.ts";
import { giftCardsRepository as repo } from "./gift-cards.repository.ts";
import { giftCardService, unusable } from "./gift-cards.service.ts";

/** What one card pays of a purchase. */
export interface CardPayment {
  code: string;
  cardId: number;
  amountCents: number;
}

/**
 * What a checkout's cards pay of `payableCents`, in the order typed (a code typed twice counts
 * once). The cards are locked in id order until the purchase commits, so two checkouts of one card
 * never deadlock and the second reads the balance the first left: together they never spend more
 * than it. A card that cannot pay now is refused, naming its field; a card the others already
 * cover pays nothing and is left out.
 */
export async function planCardPayment(
  trx: Transaction<DB>,
  codes: readonly string[],
  payableCents: number,
  now: Date,
): Promise<CardPayment[]> {
  const found: Array<{ code: string; id: number; field: string }> = [];
  for (const [index, code] of codes.entries()) {
    if (found.some((card) => card.code === code)) continue;
    const field = `giftCardCodes.${index}`;
    const card = await repo.byCodeHash(trx, giftCardCodeHash(code));
    if (!card)
      throw new AppError(ErrorCode.VALIDATION, messages.unknown, { [field]: messages.unknown });
    found.push({ code, id: card.id, field });
  }
  if (found.length === 0) return [];
  const locked = new Map(
    (
      await repo.lockMany(
        trx,
        found.map((card) => card.id),
      )
    ).map((c) => [c.id, c]),
  );
  const balances = found.map(({ id, field }) => {
    const card = locked.get(id);
    const refusal = card && unusable(card, now, field);
    if (refusal) throw refusal;
    return card?.balance_cents ?? 0;
  });
  const { fromCards } = splitGiftCardPayment(payableCents, balances);
  return found
    .map(({ code, id }, index) => ({ code, cardId: id, amountCents: fromCards[index] ?? 0 }))
    .filter((payment) => payment.amountCents > 0);
}

/** Takes each planned amount from its card for the purchase: its «redeemed» ledger lines. */
export async function spendOnPurchase(
  trx: Transaction<DB>,
  plan: readonly CardPayment[],
  purchaseId: number,
  now: Date,
) {
  const ledger = giftCardService({ db: trx, now: () => now });
  for (const payment of plan)
    await ledger.redeem(trx, payment.code, payment.amountCents, { purchaseId });
}

/**
 * Gives back to its cards, up to `limitCents`, what a purchase spent with them and has not had back
 * (a cancel, an expired payment, a return's card part): the last card paid first gets back first.
 * A card that expired since takes nothing: that part is answered as `leftCents`, for the caller to
 * refund by the purchase's own method.
 */
export async function refundToCards(
  trx: Transaction<DB>,
  purchaseId: number,
  limitCents = Number.POSITIVE_INFINITY,
): Promise<{ refundedCents: number; leftCents: number }> {
  const before = await repo.byPurchase(trx, purchaseId);
  if (before.length === 0) return { refundedCents: 0, leftCents: 0 };
  // Locked, then read again: two refunds of one purchase at once never give back twice.
  await repo.lockMany(
    trx,
    before.map((card) => card.cardId),
  );
  let refundedCents = 0;
  let leftCents = 0;
  for (const card of (await repo.byPurchase(trx, purchaseId)).reverse()) {
    const amountCents = Math.min(
      card.spentCents - card.refundedCents,
      limitCents - refundedCents - leftCents,
    );
    if (amountCents <= 0) continue;
    const credited = await repo.credit(trx, card.cardId, amountCents);
    if (!credited) {
      leftCents += amountCents;
      continue;
    }
    await repo.addMovement(trx, {
      cardId: card.cardId,
      kind: "refunded",
      amountCents,
      balanceAfterCents: credited.balance_cents,
      purchaseId,
    });
    refundedCents += amountCents;
  }
  return { refundedCents, leftCents };
}
