import { shiftDay } from "./dates.ts";

/**
 * Gift cards («cartões-presente», issue 39): the rules the API, the storefront, the back office
 * and, later, the checkout and the invoices share.
 */

/** The values offered as buttons, in cents. */
export const GIFT_CARD_PRESET_CENTS = [2500, 5000, 10_000] as const;
/** A free value: from 10 € to 500 €, in whole cents. */
export const GIFT_CARD_MIN_CENTS = 1000;
export const GIFT_CARD_MAX_CENTS = 50_000;

/**
 * Months a card stays valid, counted from the day it is delivered (never before it is paid): at
 * least the two years the shop applies to every multi-purpose voucher (see docs/promotions.md,
 * «Cartões-presente»).
 */
export const GIFT_CARD_VALIDITY_MONTHS = 24;

/**
 * Days after its payment a purchase that bought gift cards may still be cancelled by its buyer
 * (the withdrawal right, DL 24/2014): their unspent balance is refunded. Later only the staff may.
 */
export const GIFT_CARD_WITHDRAWAL_DAYS = 14;

/** CANCELED: voided by the cancel of the purchase that bought it (its balance refunded). */
export const GIFT_CARD_STATES = ["SCHEDULED", "ACTIVE", "EXPIRED", "CANCELED"] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

/** The ledger's movements: + issued / refunded to the card, − redeemed / expired / canceled. */
export const GIFT_CARD_MOVEMENTS = [
  "issued",
  "redeemed",
  "refunded",
  "expired",
  "canceled",
] as const;
export type GiftCardMovementKind = (typeof GIFT_CARD_MOVEMENTS)[number];

/** 32 letters and digits without 0/O and 1/I: 16 of them are 80 random bits. */
export const GIFT_CARD_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const GIFT_CARD_CODE_LENGTH = 16;

/** Whether a value in cents may be sold or issued: a preset, or a free value in range. */
export function isGiftCardValue(cents: number): boolean {
  return Number.isInteger(cents) && cents >= GIFT_CARD_MIN_CENTS && cents <= GIFT_CARD_MAX_CENTS;
}

/** A code as typed (any case, spaces, dashes, O for 0…) reduced to its 16 characters. */
export function normalizeGiftCardCode(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .replace(/O/g, "0")
    .replace(/I/g, "1");
}

/** Whether a normalized code could be a card's (the right length, only the alphabet's characters). */
export function isGiftCardCode(code: string): boolean {
  return (
    code.length === GIFT_CARD_CODE_LENGTH &&
    [...code].every((char) => GIFT_CARD_CODE_ALPHABET.includes(char))
  );
}

/** A code as printed: XXXX-XXXX-XXXX-XXXX. */
export function formatGiftCardCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join("-");
}

/** A code's last four characters as the back office shows it: ••••-••••-••••-WXYZ. */
export function maskedGiftCardCode(last4: string): string {
  return `••••-••••-••••-${last4}`;
}

/** The Lisbon day a card delivered on `day` expires at the end of. */
export function giftCardExpiryDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const months = month - 1 + GIFT_CARD_VALIDITY_MONTHS;
  const lastOfMonth = new Date(Date.UTC(year + Math.floor(months / 12), (months % 12) + 1, 0));
  const target = Math.min(date, lastOfMonth.getUTCDate());
  return shiftDay(lastOfMonth.toISOString().slice(0, 10), target - lastOfMonth.getUTCDate());
}

/**
 * How cards pay an amount, in the order given: each pays what it can, the rest is left for
 * another method. Balances and the answer in cents.
 */
export function splitGiftCardPayment(
  totalCents: number,
  balancesCents: readonly number[],
): { fromCards: number[]; remainingCents: number } {
  let remainingCents = totalCents;
  const fromCards = balancesCents.map((balance) => {
    const used = Math.max(0, Math.min(balance, remainingCents));
    remainingCents -= used;
    return used;
  });
  return { fromCards, remainingCents };
}

/**
 * VAT of a multi-purpose voucher (a card usable for any of the shop's goods, whose VAT is not
 * known when it is sold; Directive (EU) 2016/1065): selling or issuing it is not a supply, so its
 * invoice line carries no VAT; what it later pays for is taxed as if paid in money — the goods'
 * VAT is computed on their price, never reduced by the card's share.
 */
export const giftCardVat = {
  /** A card's sale as an invoice line: its whole value, 0 % VAT, and why (AT's «não sujeito»). */
  saleLine: (valueCents: number) => ({
    baseCents: valueCents,
    vatPercent: 0,
    vatCents: 0,
    exemptionCode: "M99",
    exemptionText: "Vale multiusos: IVA liquidado na utilização",
  }),
  /** The VAT an order owes when cards pay part of it: the same as paid in money. */
  orderVatCents: (totals: { vatCents: number }, _paidByCardsCents: number) => totals.vatCents,
} as const;
