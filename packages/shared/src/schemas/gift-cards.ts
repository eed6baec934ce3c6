import { z } from "zod";
import { PERSON_NAME_MAX_LENGTH } from "../constants.ts";
import {
  GIFT_CARD_MOVEMENTS,
  GIFT_CARD_STATES,
  isGiftCardCode,
  isGiftCardValue,
  normalizeGiftCardCode,
} from "../gift-cards.ts";
import { containsLink, LINK_REFUSED_MESSAGE } from "../validation.ts";
import { giftCardMessages } from "./gift-card-messages.ts";

export const giftCardStateNames = {
  SCHEDULED: "Por enviar",
  ACTIVE: "Ativo",
  EXPIRED: "Expirado",
  CANCELED: "Anulado",
} as const satisfies Record<(typeof GIFT_CARD_STATES)[number], string>;

/** «Esgotado» for an active card without balance, else its state's name. */
export function giftCardStateName(card: {
  state: keyof typeof giftCardStateNames;
  balanceCents: number;
}) {
  return card.state === "ACTIVE" && card.balanceCents === 0
    ? "Esgotado"
    : giftCardStateNames[card.state];
}

export const giftCardMovementNames = {
  issued: "Emitido",
  redeemed: "Utilizado",
  refunded: "Devolvido ao cartão",
  expired: "Expirado",
  canceled: "Anulado: a compra que o pagou foi cancelada",
} as const satisfies Record<(typeof GIFT_CARD_MOVEMENTS)[number], string>;

/** A code as typed, reduced to its 16 characters (XXXX-XXXX-XXXX-XXXX, any case). */
export const GiftCardCodeSchema = z
  .string({ error: giftCardMessages.code })
  .max(40, giftCardMessages.code)
  .transform(normalizeGiftCardCode)
  .refine(isGiftCardCode, giftCardMessages.code);

const cents = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(100_000_000, message);

/** A card's value in cents: 25, 50 or 100 €, or a free value from 10 € to 500 €. */
export const GiftCardValueSchema = z
  .number({ error: giftCardMessages.value })
  .refine(isGiftCardValue, giftCardMessages.value);

const text = (max: number, message: string, min = 0) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((value) => !containsLink(value), LINK_REFUSED_MESSAGE);

/**
 * A card to make: its value, who receives it, a message and the Lisbon day to send it (the
 * buyer's own email when `recipientEmail` is the buyer's). The checkout's gift-card line will take
 * the same.
 */
export const GiftCardOrderSchema = z.object({
  valueCents: GiftCardValueSchema,
  recipientName: text(PERSON_NAME_MAX_LENGTH, giftCardMessages.name, 1),
  recipientEmail: z
    .string({ error: giftCardMessages.email })
    .trim()
    .max(254, giftCardMessages.email)
    .pipe(z.email(giftCardMessages.email))
    .transform((email) => email.toLowerCase()),
  message: text(300, giftCardMessages.message).default(""),
  deliveryDay: z.iso.date(giftCardMessages.day),
});
export type GiftCardOrder = z.output<typeof GiftCardOrderSchema>;

/** POST /api/admin/gift-cards: a card issued by hand, with the reason the audit log keeps. */
export const GiftCardIssueSchema = GiftCardOrderSchema.extend({
  reason: text(200, giftCardMessages.reason, 1),
});
export type GiftCardIssue = z.output<typeof GiftCardIssueSchema>;
export type GiftCardIssueInput = z.input<typeof GiftCardIssueSchema>;

/** POST /api/public/gift-cards/balance and /api/admin/gift-cards/lookup. */
export const GiftCardCodeBodySchema = z.object({ code: GiftCardCodeSchema });

/** POST /api/admin/gift-cards/redeem: an in-store purchase paid (partly) by a card. */
export const GiftCardRedeemInStoreSchema = z.object({
  code: GiftCardCodeSchema,
  amountCents: cents(giftCardMessages.amount),
  storeId: z.number({ error: giftCardMessages.store }).int().min(1, giftCardMessages.store),
});
export type GiftCardRedeemInStore = z.output<typeof GiftCardRedeemInStoreSchema>;

export const GiftCardMovementSchema = z.object({
  kind: z.enum(GIFT_CARD_MOVEMENTS),
  /** Signed: + issued and refunded, − redeemed and expired. */
  amountCents: z.number().int(),
  balanceCents: z.number().int(),
  at: z.string(),
  /** Where it was spent: «Online» or a store's name; null for the other movements. */
  where: z.string().nullable(),
});

/** A card as its holder sees it: no names, no emails, no orders. */
export const GiftCardBalanceSchema = z.object({
  last4: z.string(),
  state: z.enum(GIFT_CARD_STATES),
  valueCents: z.number().int(),
  balanceCents: z.number().int(),
  /** The last Lisbon day it may be used (`YYYY-MM-DD`). */
  expiresOn: z.string(),
  movements: z.array(GiftCardMovementSchema),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalanceSchema>;

/** A card looked up by its code at a store's counter: what the holder's page shows, and its id. */
export const GiftCardLookupSchema = GiftCardBalanceSchema.extend({ id: z.number().int() });
export type GiftCardLookup = z.infer<typeof GiftCardLookupSchema>;
