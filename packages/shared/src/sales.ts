import { lisbonLocalTime } from "./dates.ts";

/** What a sale does to a price: sets it, or takes a whole percentage off it. */
export type SaleReduction =
  | { kind: "price"; priceCents: number }
  | { kind: "percent"; percent: number };

/**
 * The largest price not above `cents` whose cents are `ending` (90 → 79,90 €); `cents` itself
 * without an ending, or when no such price is at least 0.
 */
export function roundDownToEnding(cents: number, ending: number | null): number {
  if (ending === null) return cents;
  const rounded = cents - ((((cents - ending) % 100) + 100) % 100);
  return rounded >= 0 ? rounded : cents;
}

/**
 * A product's price in a sale: the sale's own price, or the list price less the percentage,
 * rounded down to the cent and then to the shop's price ending: never above the exact price.
 */
export function salePriceCents(
  reduction: SaleReduction,
  listCents: number,
  ending: number | null,
): number {
  if (reduction.kind === "price") return reduction.priceCents;
  return roundDownToEnding(Math.floor((listCents * (100 - reduction.percent)) / 100), ending);
}

/** A sale covering a product, as the resolution of its price sees it. */
export interface CoveringSale {
  id: number;
  reduction: SaleReduction;
  endsAt: Date;
}

/** The sale a product is sold in now: which one, at what price, until when. */
export interface ProductSale {
  saleId: number;
  saleCents: number;
  endsAt: Date;
}

/**
 * Of the running sales covering a product, the one it is sold in: the lowest price wins (ties: the
 * sale ending first, then the older); a sale not below the list price is no reduction. Null when
 * none applies.
 */
export function resolveProductSale(
  listCents: number,
  sales: readonly CoveringSale[],
  ending: number | null,
): ProductSale | null {
  let best: ProductSale | null = null;
  for (const sale of sales) {
    const saleCents = salePriceCents(sale.reduction, listCents, ending);
    if (saleCents >= listCents) continue;
    if (!best || saleCents < best.saleCents || (saleCents === best.saleCents && wins(sale, best)))
      best = { saleId: sale.id, saleCents, endsAt: sale.endsAt };
  }
  return best;
}

function wins(sale: CoveringSale, best: ProductSale): boolean {
  const ends = sale.endsAt.getTime() - best.endsAt.getTime();
  return ends < 0 || (ends === 0 && sale.id < best.saleId);
}

/** Where a sale is in its life: before its start, between start and end, or past either end. */
export type SaleState = "scheduled" | "running" | "ended";

/** A sale's state at `now`: stopping it early ends it too. */
export function saleState(
  sale: { startsAt: Date; endsAt: Date; stoppedAt: Date | null },
  now: Date,
): SaleState {
  const ended = Math.min(sale.endsAt.getTime(), sale.stoppedAt?.getTime() ?? Infinity);
  if (now.getTime() >= ended) return "ended";
  return now.getTime() >= sale.startsAt.getTime() ? "running" : "scheduled";
}

/** The Lisbon day and hour of an instant: `{ day: "2026-12-26", time: "09:00" }`. */
export function lisbonDayAndTime(instant: Date | string): { day: string; time: string } {
  const [day = "", time = ""] = lisbonLocalTime(instant).split("T");
  return { day, time };
}
