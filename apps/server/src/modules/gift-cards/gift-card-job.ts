import { formatGiftCardCode } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { giftCardMail, giftCardPrint } from "../../mail/templates/gift-card-emails.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { drainBatches, startWakeableJob } from "../../operations/queue-worker.ts";
import { giftCardCodeHash, newGiftCardCode } from "./gift-card-codes.ts";
import { giftCardsRepository as repo } from "./gift-cards.repository.ts";

const BATCH = 20;
const EVERY_MS = 5 * 60_000;

/**
 * Emails up to BATCH cards whose day has come, in one transaction: each gets its code here (kept
 * only hashed) and its email is queued with the printable PDF. The rows are locked with SKIP
 * LOCKED and the activation is conditional, so two servers never send one card twice.
 */
export async function deliverGiftCards(db: Kysely<DB>, shop: ShopIdentity, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const due = await repo.dueForDelivery(trx, now, BATCH);
    for (const card of due) {
      const code = newGiftCardCode();
      await repo.activate(trx, card.id, giftCardCodeHash(code), code.slice(-4), now);
      const data = {
        code: formatGiftCardCode(code),
        valueCents: card.value_cents,
        expiresOn: card.expires_on,
        recipientName: card.recipient_name,
        fromName: card.buyer_name,
        message: card.message,
        language: card.language ?? "pt",
      };
      await enqueueMail(
        trx,
        "GIFT_CARD",
        { to: card.recipient_email, ...giftCardMail(data, shop) },
        {
          kind: "gift-card",
          card: giftCardPrint(data, shop),
        },
      );
    }
    return due.length;
  });
}

/** Ends up to BATCH cards past their last day: what was left leaves with an «expired» line. */
export async function expireGiftCards(db: Kysely<DB>, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const due = await repo.expiring(trx, now, BATCH);
    for (const card of due) {
      await repo.expire(trx, card.id);
      if (card.balance_cents > 0)
        await repo.addMovement(trx, {
          cardId: card.id,
          kind: "expired",
          amountCents: -card.balance_cents,
          balanceAfterCents: 0,
        });
    }
    return due.length;
  });
}

/** Delivers due cards and expires old ones every five minutes, and at once when kicked. */
export function startGiftCardJob(options: {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  log: FastifyBaseLogger;
}) {
  const { db } = options;
  async function drain(stopping: () => boolean) {
    // Before the transactions: PGlite has one connection, which a transaction holds.
    const shop = await options.shopIdentity();
    await drainBatches(() => deliverGiftCards(db, shop), options.onMailQueued, stopping);
    await drainBatches(
      () => expireGiftCards(db),
      () => undefined,
      stopping,
    );
  }
  return startWakeableJob({ name: "gift card job", everyMs: EVERY_MS, drain, log: options.log });
}
