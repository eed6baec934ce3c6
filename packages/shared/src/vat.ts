import { onFirstUse } from "./first-use.ts";
import type { Language } from "./languages.ts";
/** The member states of the European Union (ISO 3166-1 alpha-2), Portugal included. */
export const EU_COUNTRY_CODES: ReadonlySet<string> = new Set(
  "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "),
);

/** Where the goods go, as VAT sees it. */
export type VatDestination = "mainland" | "madeira" | "azores" | "eu" | "export";

/** The rates the shop is configured with, in percent: Portugal's three regions. */
export interface RegionVatRates {
  mainland: number;
  madeira: number;
  azores: number;
}

/** A delivery country as VAT needs it: its ISO code and, for the EU's one-stop shop, its own rate. */
export interface VatCountry {
  code: string | null;
  vatPercent: number | null;
}

/**
 * The VAT destination of a delivery country. A country the shop added without a code is treated
 * as mainland Portugal: the safe side, VAT is charged.
 */
export function vatDestination(code: string | null): VatDestination {
  if (code === null || code === "PT") return "mainland";
  if (code === "PT-30") return "madeira";
  if (code === "PT-20") return "azores";
  return EU_COUNTRY_CODES.has(code) ? "eu" : "export";
}

/**
 * The VAT rate of a delivery, in percent: the region's rate in Portugal, the country's own rate in
 * the EU when the shop has one configured (one-stop shop) and Portugal's otherwise, 0 for an export.
 * No country chosen yet: the mainland rate, which is the rate of the shown prices.
 */
export function destinationVatPercent(
  country: VatCountry | null | undefined,
  rates: RegionVatRates,
): number {
  if (!country) return rates.mainland;
  switch (vatDestination(country.code)) {
    case "mainland":
      return rates.mainland;
    case "madeira":
      return rates.madeira;
    case "azores":
      return rates.azores;
    case "eu":
      return country.vatPercent ?? rates.mainland;
    case "export":
      return 0;
  }
}

/** A rate kept as a fraction (the settings' `IVA`) in percent, to the hundredth: 0.255 → 25.5. */
export function fractionToPercent(fraction: number): number {
  return Math.round(fraction * 10_000) / 100;
}

/** The shop's rates, in percent, from the storefront's settings (fractions). */
export function shopVatRates(settings: {
  IVA: number;
  IVAMadeira: number;
  IVAAzores: number;
}): RegionVatRates {
  return {
    mainland: fractionToPercent(settings.IVA),
    madeira: fractionToPercent(settings.IVAMadeira),
    azores: fractionToPercent(settings.IVAAzores),
  };
}

/** A storefront country (its own rate as a fraction) as VAT needs it. */
export function vatCountry(country: { code: string | null; IVA: number | null }): VatCountry {
  return {
    code: country.code,
    vatPercent: country.IVA === null ? null : fractionToPercent(country.IVA),
  };
}

const percentFormat = {
  pt: onFirstUse(() => new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 2 })),
  en: onFirstUse(() => new Intl.NumberFormat("en", { maximumFractionDigits: 2 })),
};

/** A VAT rate as the shop writes it: `23%`, `25,5%` (in English `25.5%`). */
export function formatVatPercent(percent: number, language: Language = "pt"): string {
  return `${percentFormat[language]().format(percent)}%`;
}
