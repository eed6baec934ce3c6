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

/** 01:00 UTC on the last Sunday of a month (0-based) of a year: when the EU's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Minutes Lisbon is ahead of UTC at an instant: 60 on summer time, from 01:00 UTC on March's last
 * Sunday to 01:00 UTC on October's last Sunday (the EU's rule, Portugal's since 1996), else 0.
 * Reckoned, not asked of Intl: a formatter with a time zone costs a slow phone's page tens of
 * milliseconds to build; dates.test.ts holds the rule to the time zone database, hour by hour.
 */
function lisbonOffsetMinutes(instant: Date): number {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 60 : 0;
}

/** Lisbon's wall clock at an instant, as the UTC fields of the Date returned. */
export function lisbonWallClock(instant: Date | string): Date {
  const date = new Date(instant);
  return new Date(date.getTime() + lisbonOffsetMinutes(date) * 60_000);
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

/** The Lisbon day (`YYYY-MM-DD`) of an instant. */
export function lisbonDay(instant: Date | string): string {
  return lisbonWallClock(instant).toISOString().slice(0, 10);
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
 * it). An hour the clocks repeat in October is its first time, on summer time; one they skip in
 * March is read on winter time (01:30 is 02:30 summer time).
 */
export function lisbonLocalInstant(local: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  const onSummerTime = asUtc - 60 * 60_000;
  return new Date(lisbonOffsetMinutes(new Date(onSummerTime)) === 60 ? onSummerTime : asUtc);
}

/** An instant as Lisbon's wall clock reads it, `YYYY-MM-DDTHH:mm` (a datetime-local field's value). */
export function lisbonLocalTime(instant: Date | string): string {
  return lisbonWallClock(instant).toISOString().slice(0, 16);
}
