import type { GiftCardOrder } from "@shop/shared";
import { useSyncExternalStore } from "react";
import * as z from "zod/mini";

/** The gift cards in the cart, kept in the browser beside it until bought or removed. */
export const GIFT_CARD_LINES_KEY = "cart-gift-cards";

/** A gift card in the cart: what the buyer asked for, and a key of its own to remove it by. */
export type GiftCardLine = GiftCardOrder & { key: string };

/**
 * What the browser kept, read back on every page (the header counts the lines): its shape only,
 * in zod's mini API — the classic one would put all of zod in the first load. Each order passed
 * GiftCardOrderSchema when added, and the shop checks it again with the purchase.
 */
const LinesSchema = z.array(
  z.object({
    key: z.string(),
    valueCents: z.number().check(z.int(), z.positive()),
    recipientName: z.string(),
    recipientEmail: z.string(),
    message: z.string(),
    deliveryDay: z.string(),
  }),
);
const listeners = new Set<() => void>();
const NONE: GiftCardLine[] = [];
let cached: { text: string | null; lines: GiftCardLine[] } = { text: null, lines: NONE };

function read(): GiftCardLine[] {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(GIFT_CARD_LINES_KEY);
  } catch {
    return NONE;
  }
  if (text === cached.text) return cached.lines;
  let lines = NONE;
  try {
    const parsed = LinesSchema.safeParse(JSON.parse(text ?? "[]"));
    lines = parsed.success ? parsed.data : NONE;
  } catch {
    // Malformed: no gift cards.
  }
  cached = { text, lines };
  return lines;
}

function write(lines: GiftCardLine[]) {
  try {
    if (lines.length > 0) window.localStorage.setItem(GIFT_CARD_LINES_KEY, JSON.stringify(lines));
    else window.localStorage.removeItem(GIFT_CARD_LINES_KEY);
  } catch {
    // Private mode without storage: nothing is kept.
  }
  for (const listener of listeners) listener();
}

/** The cart's gift cards: added from the gift card page, removed in the cart, cleared once bought. */
export const giftCardLinesStore = {
  add: (order: GiftCardOrder) =>
    write([...read(), { ...order, key: `${Date.now()}-${Math.random().toString(36).slice(2)}` }]),
  remove: (key: string) => write(read().filter((line) => line.key !== key)),
  clear: () => write([]),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useGiftCardLines(): GiftCardLine[] {
  return useSyncExternalStore(giftCardLinesStore.subscribe, read, () => NONE);
}

/** What the cart's gift cards cost together, in cents (no VAT, no delivery). */
export const giftCardLinesCents = (lines: readonly GiftCardLine[]) =>
  lines.reduce((sum, line) => sum + line.valueCents, 0);

/** The cart's gift cards as the purchase sends them. */
export const giftCardOrders = (lines: readonly GiftCardLine[]): GiftCardOrder[] =>
  lines.map(({ key: _key, ...order }) => order);
