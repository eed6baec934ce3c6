import { formatLongDateTime, formatShopDateTime, formatShopDay, type Language } from "@shop/shared";

/**
 * An instant as a customer's email writes it: `23/11/2026, 08:06` in Portuguese (as always), and
 * written out in English (`23 November 2026, 08:06`), where a numeric date could be read either way.
 */
export function mailDateTime(instant: Date | string, language: Language): string {
  return language === "pt" ? formatShopDateTime(instant) : formatLongDateTime(instant, language);
}

const englishDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A Lisbon day (`2026-12-24`): `24/12/2026` in Portuguese, `24 December 2026` in English. */
export function mailDay(day: string, language: Language): string {
  return language === "pt" ? formatShopDay(day) : englishDay.format(new Date(`${day}T12:00:00Z`));
}
