import { onFirstUse } from "./first-use.ts";
import type { Language } from "./languages.ts";

/** The autonomous regions, which the shop lists as destinations of their own (ISO 3166-2 codes). */
const REGIONS_EN: Readonly<Record<string, string>> = { "PT-20": "Azores", "PT-30": "Madeira" };

const englishRegions = onFirstUse(() => new Intl.DisplayNames(["en"], { type: "region" }));

/**
 * A destination's name in a language: the shop's own (Portuguese) name, or in English the name
 * `Intl.DisplayNames` gives its ISO code («Alemanha» → «Germany»); the Portuguese stays when the
 * code is unknown.
 */
export function countryNameIn(
  country: { name: string; code: string | null },
  language: Language,
): string {
  if (language === "pt" || !country.code) return country.name;
  const region = REGIONS_EN[country.code];
  if (region) return region;
  try {
    const name = englishRegions().of(country.code);
    return name && name !== country.code ? name : country.name;
  } catch {
    return country.name;
  }
}
