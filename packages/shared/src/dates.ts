import { onFirstUse } from "./first-use.ts";
import type { Language } from "./languages.ts";

/** A day in milliseconds (for deadlines counted in whole days from an instant). */
export const DAY_MS = 86_400_000;

/** A formatter of instants in Lisbon's time, built on first use (see `onFirstUse`). */
export function lisbonDateFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): () => Intl.DateTimeFormat {
  return onFirstUse(
    () => new Intl.DateTimeFormat(locale, { timeZone: "Europe/Lisbon", ...options }),
  );
}

const shopDateTime = lisbonDateFormat("pt-PT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as the shop writes it, in Lisbon's time: `23/11/2026, 08:06`. */
export function formatShopDateTime(instant: Date | string): string {
  return shopDateTime().format(new Date(instant));
}

const longDateOptions = { day: "numeric", month: "long", year: "numeric" } as const;
const longDate = {
  pt: lisbonDateFormat("pt-PT", longDateOptions),
  en: lisbonDateFormat("en-GB", longDateOptions),
};
const clock = lisbonDateFormat("pt-PT", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * An instant written out in Lisbon's time: `28 de novembro de 2026, 20:52`, or in English
 * `28 November 2026, 20:52`.
 */
export function formatLongDateTime(instant: Date | string, language: Language = "pt"): string {
  const date = new Date(instant);
  return `${longDate[language]().format(date)}, ${clock().format(date)}`;
}

/** A Lisbon day (`2026-11-25`) as the shop writes it: `25/11/2026`. */
export function formatShopDay(day: string): string {
  return day.split("-").reverse().join("/");
}

const lisbonOffset = lisbonDateFormat("en-GB", { timeZoneName: "longOffset" });

/** Minutes Lisbon is ahead of UTC at an instant (0 in winter, 60 in summer). */
function lisbonOffsetMinutes(instant: Date): number {
  const name = lisbonOffset()
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName");
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/**
 * The instant a Lisbon day (`YYYY-MM-DD`) starts; with `after`, the instant the next day starts.
 * Lisbon changes its clocks at 01:00 UTC, so its midnight has the offset UTC midnight has.
 */
export function lisbonDayStart(day: string, after = false): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  if (after) utcMidnight.setUTCDate(utcMidnight.getUTCDate() + 1);
  return new Date(utcMidnight.getTime() - lisbonOffsetMinutes(utcMidnight) * 60_000);
}

const lisbonDayFormat = lisbonDateFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Lisbon day (`YYYY-MM-DD`) of an instant. */
export function lisbonDay(instant: Date | string): string {
  return lisbonDayFormat().format(new Date(instant));
}

/** A calendar day (`YYYY-MM-DD`) moved by `days` (negative: back). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many calendar days `from` to `to` are, both counted. */
export function daysSpanned(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The instant of a Lisbon wall-clock time (`YYYY-MM-DDTHH:mm`, as a datetime-local field gives
 * it); in the hour skipped in spring, the same time an hour later.
 */
export function lisbonLocalInstant(local: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  const first = asUtc - lisbonOffsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - lisbonOffsetMinutes(new Date(first)) * 60_000);
}

const lisbonLocalFormat = lisbonDateFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as Lisbon's wall clock reads it, `YYYY-MM-DDTHH:mm` (a datetime-local field's value). */
export function lisbonLocalTime(instant: Date | string): string {
  const parts = Object.fromEntries(
    lisbonLocalFormat()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
