import type { Language } from "./languages.ts";

/** Thousands set apart by a non-breaking space from five digits on, as pt-PT writes them: 1234, 12 345. */
function groupThousands(digits: string): string {
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, "\u00a0");
}

/**
 * Formats euros as the page's language writes them: `89,90 €` in Portuguese (with a non-breaking
 * space), `€89.90` in English, exactly as `Intl.NumberFormat("pt-PT" | "en", { style: "currency",
 * currency: "EUR" })` does (money.test.ts compares them), without building that formatter: about
 * 20 ms of a phone's first page.
 */
export function formatEuros(euros: number, language: Language = "pt"): string {
  const cents = eurosToCents(Math.abs(euros));
  const sign = euros < 0 || Object.is(euros, -0) ? "-" : "";
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, "0");
  if (language === "en") return `${sign}€${whole.replace(/\B(?=(\d{3})+$)/g, ",")}.${fraction}`;
  return `${sign}${groupThousands(whole)},${fraction}\u00a0€`;
}

/** Integer cents to euros, as the API sends money. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Euros to integer cents, rounding half up after removing binary float noise (1.005 → 101). */
export function eurosToCents(euros: number): number {
  return Math.round(Number((euros * 100).toFixed(6)));
}

/** The most a price typed in the back office may be: 100 000,00 €. */
export const MAX_PRICE_CENTS = 10_000_000;

// "89", "89,9", "89,90", "1.299,90", "1 299,90", "89.90" (a dot before one or two digits is a
// decimal point; before three, Portuguese thousands), with an optional "€".
const EUROS_TYPED = /^(\d{1,3}(?:[. ]\d{3})+|\d+)(?:[,.](\d{1,2}))?$/;

/**
 * Euros as a person types them the Portuguese way, to integer cents: "89,90" → 8990,
 * "1.299,90" → 129990; null when the text is not an amount (negative, three decimals, letters).
 */
export function parseEuros(text: string): number | null {
  const compact = text
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()
    .replace(/\s*€$/, "");
  const match = EUROS_TYPED.exec(compact);
  if (!match) return null;
  const whole = Number((match[1] as string).replace(/[. ]/g, ""));
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return whole * 100 + Number(fraction);
}

/** Cents as the back office's price field shows them: 8990 → "89,90" (no thousands, no "€"). */
export function centsToEuroText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole},${String(cents % 100).padStart(2, "0")}`;
}
