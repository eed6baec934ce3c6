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
