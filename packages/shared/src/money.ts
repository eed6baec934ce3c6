import { z } from "zod";

const euroFormat = new Intl.NumberFormat("pt-PT", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
});

/** Formats euros the Portuguese way: `89,90 €` (with a non-breaking space). */
export function formatEuros(euros: number): string {
  return euroFormat.format(euros);
}

/** Integer cents to euros, as the API sends money. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Euros to integer cents, rounding half up after removing binary float noise (1.005 → 101). */
export function eurosToCents(euros: number): number {
  return Math.round(Number((euros * 100).toFixed(6)));
}

/** The largest amount a price field takes: a million euros, in cents. */
export const MAX_PRICE_CENTS = 100_000_000;

// Euros as a person in Portugal types them: "4,90", "4,9", "1 234,50", "1.234,50", "12 €"; a
// point before one or two final digits is read as the decimal mark too ("4.90").
const THOUSANDS = /^\d{1,3}([ .]\d{3})+(,\d{1,2})?$/;
const PLAIN = /^\d+([,.]\d{1,2})?$/;

/**
 * Integer cents of an amount typed the Portuguese way ("4,90" → 490), or null when it is not one
 * (negative, more than two decimals, letters, over {@link MAX_PRICE_CENTS}).
 */
export function parseEuros(text: string): number | null {
  const value = text
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .replace(/€/g, "")
    .trim();
  let digits: string;
  if (THOUSANDS.test(value)) digits = value.replace(/[ .]/g, "").replace(",", ".");
  else if (PLAIN.test(value)) digits = value.replace(",", ".");
  else return null;
  const [whole = "0", fraction = ""] = digits.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

/** Cents as a price field shows them for editing: 490 → "4,90" (no currency sign). */
export function centsToEurosText(cents: number): string {
  const euros = Math.trunc(cents / 100);
  return `${euros},${String(Math.abs(cents % 100)).padStart(2, "0")}`;
}

/** A price field as typed ("4,90"), read into integer cents; `message` when it is not a price. */
export function eurosTextSchema(message: string) {
  return z
    .string({ error: message })
    .max(30, message)
    .transform((text, context) => {
      const cents = parseEuros(text);
      if (cents === null) context.addIssue({ code: "custom", message });
      return cents ?? 0;
    });
}
