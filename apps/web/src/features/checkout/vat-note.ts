import { type CartTotals, type Country, formatVatPercent, vatDestination } from "@shop/shared";
import { vatNoteTexts } from "./texts";

/**
 * Why the checkout's total is not the sum of the shown prices: null while the destination charges
 * the mainland rate they carry, the reason otherwise.
 */
export function vatNote(
  country: Country | undefined,
  totals: CartTotals,
  mainlandPercent: number,
): string | null {
  if (!country || totals.vatPercent === mainlandPercent) return null;
  const percent = formatVatPercent(totals.vatPercent);
  switch (vatDestination(country.code)) {
    case "madeira":
      return vatNoteTexts.madeira(percent);
    case "azores":
      return vatNoteTexts.azores(percent);
    case "export":
      return vatNoteTexts.export;
    default:
      return vatNoteTexts.eu(country.name, percent);
  }
}
