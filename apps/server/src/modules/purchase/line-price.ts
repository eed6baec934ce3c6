import { linePaidCents, type PricedLine, unitPriceCents, unitReduction } from "@shop/shared";

/**
 * A stored purchase line's price: list price, discount, its sale's price (053; null before) and,
 * for the whole line, its share of a discount code (054).
 */
export interface StoredLinePrice {
  unit_price_cents: number;
  discount: number;
  sale_cents: number | null;
  code_discount_cents?: number;
}

/**
 * A stored purchase line as the shared pricing reads it. Every reader of what a line paid goes
 * through here (invoices, returns, refunds, the dashboard, emails), so old lines and lines sold in
 * a sale read alike.
 */
export function pricedLine(line: StoredLinePrice & { quantity: number }): PricedLine {
  return {
    priceCents: line.unit_price_cents,
    discount: line.discount,
    saleCents: line.sale_cents,
    quantity: line.quantity,
    codeDiscountCents: line.code_discount_cents ?? 0,
  };
}

/** What a stored purchase line paid in all: its units, less its share of a code. */
export const paidLineCents = (line: StoredLinePrice & { quantity: number }): number =>
  linePaidCents(pricedLine(line));

/** What one unit of a stored purchase line cost before a code's share (list, discount, sale). */
export function paidUnitCents(line: StoredLinePrice): number {
  return unitPriceCents(pricedLine({ ...line, quantity: 1 }));
}

/** What set a stored line's unit price: its sale («Saldos»), the product's discount, or nothing. */
export function paidUnitReduction(line: StoredLinePrice): "sale" | "discount" | null {
  return unitReduction(pricedLine({ ...line, quantity: 1 }));
}
