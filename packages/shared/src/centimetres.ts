import { onFirstUse } from "./first-use.ts";

/** Centimetres typed the Portuguese way ("3,5" or "3.5", one decimal at most) to millimetres. */
export function parseCentimetres(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 10 + Number(match[2] ?? 0);
}

// Built on first use: a formatter costs a slow phone's page tens of milliseconds to build.
const centimetresFormat = onFirstUse(
  () => new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 1, useGrouping: false }),
);

/** Millimetres as centimetres the Portuguese way, without the unit: 35 → "3,5", 120 → "12". */
export function centimetresText(mm: number): string {
  return centimetresFormat().format(mm / 10);
}
