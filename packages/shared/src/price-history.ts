import { DAY_MS } from "./dates.ts";
import { isOnSale, unitPriceCents } from "./pricing.ts";

/** Days before a reduction whose lowest price is its reference (DL 138/90, art. 5.º-A). */
export const REFERENCE_PRICE_DAYS = 30;

/**
 * One price of a product's history: from `at` on, its list price, discount and sale price (null
 * or absent outside a sale) were these.
 */
export interface PriceChange {
  at: Date;
  priceCents: number;
  discount: number;
  saleCents?: number | null;
}

/** A reduction the shop may announce: the price paid now, below its reference. */
export interface AnnouncedReduction {
  /** The lowest price paid in the 30 days before the reduction began. */
  referenceCents: number;
  /** The reduction on the reference, in whole percent rounded down (never overstated), at least 1. */
  percent: number;
}

const paid = (change: PriceChange) => unitPriceCents(change);

/**
 * The reduction a product may announce now, from its history (oldest first or not): null when its
 * price is not reduced, or not below what it cost in the 30 days before.
 *
 * The reduction began when the current uninterrupted run of reduced prices (a discount or a sale)
 * did: a discount deepened, or a sale following it, without a pause keeps the reference from
 * before the first (progressive reductions).
 * The reference is the lowest price paid at any moment of the 30 days before that start: the price
 * in force when the window opened and every price set within it. A product that had no price
 * before the run (put on sale already discounted) has nothing to compare with.
 */
export function announcedReduction(history: readonly PriceChange[]): AnnouncedReduction | null {
  const changes = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  const current = changes.at(-1);
  if (!current || !isOnSale(current)) return null;
  let runStart = changes.length - 1;
  while (runStart > 0 && isOnSale(changes[runStart - 1] as PriceChange)) runStart -= 1;
  const start = (changes[runStart] as PriceChange).at.getTime();
  const windowOpens = start - REFERENCE_PRICE_DAYS * DAY_MS;
  const before = changes.slice(0, runStart);
  const inForceAtOpening = before.findLastIndex((change) => change.at.getTime() <= windowOpens);
  const window = before.slice(Math.max(inForceAtOpening, 0));
  if (window.length === 0) return null;
  const referenceCents = Math.min(...window.map(paid));
  const nowCents = paid(current);
  if (referenceCents <= nowCents) return null;
  const percent = Math.floor(((referenceCents - nowCents) * 100) / referenceCents);
  return percent >= 1 ? { referenceCents, percent } : null;
}
