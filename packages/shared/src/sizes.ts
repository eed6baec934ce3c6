const NUMERIC_SIZE = /^\d+(\.\d+)?$/;

/** Shoe sizes by number (36 before 36.5 before 40), then the others (M, U) by name. */
export function compareSizes(a: string, b: string): number {
  const numericA = NUMERIC_SIZE.test(a);
  const numericB = NUMERIC_SIZE.test(b);
  if (numericA && numericB) return Number(a) - Number(b);
  if (numericA !== numericB) return numericA ? -1 : 1;
  return a.localeCompare(b, "pt");
}

/** What a size measures: an EU shoe size, a length in cm (belts), or anything else (U, 39-42). */
export type SizeKind = "shoe" | "length" | "other";
export const SIZE_KINDS: readonly SizeKind[] = ["shoe", "length", "other"];

/** EU shoe sizes stop well below 60; belts are sold by length from 60 cm up. */
const LONGEST_SHOE_SIZE = 59;

export function sizeKind(size: string): SizeKind {
  if (!NUMERIC_SIZE.test(size)) return "other";
  return Number(size) > LONGEST_SHOE_SIZE ? "length" : "shoe";
}
