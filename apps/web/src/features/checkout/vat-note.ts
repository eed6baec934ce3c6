import {
  type CartTotals,
  type Country,
  countryNameIn,
  formatVatPercent,
  type Language,
  type Translation,
  vatDestination,
} from "@shop/shared";
import { vatNoteTexts } from "./texts";

/**
 * Why the checkout's total is not the sum of the shown prices: null while the destination charges
 * the mainland rate they carry, the reason otherwise.
 */
export function vatNote(
  country: Country | undefined,
  totals: CartTotals,
  mainlandPercent: number,
  texts: Translation<typeof vatNoteTexts> = vatNoteTexts,
  language: Language = "pt",
): string | null {
  if (!country || totals.vatPercent === mainlandPercent) return null;
  const percent = formatVatPercent(totals.vatPercent, language);
  switch (vatDestination(country.code)) {
    case "madeira":
      return texts.madeira(percent);
    case "azores":
      return texts.azores(percent);
    case "export":
      return texts.export;
    default:
      return texts.eu(countryNameIn(country, language), percent);
  }
}
