import { DAY_MS, lisbonWallClock } from "./dates.ts";
import type { Language } from "./languages.ts";
import { hoursTextsEn } from "./pickup.en.ts";
import { type StoreHours, WEEKDAYS, type Weekday, weekStretches } from "./store-hours.ts";

/** Days a pickup waits on the store's shelf before its customer is reminded, once. */
export const PICKUP_COLLECT_DAYS = 14;
/** Days after the reminder before staff are told to cancel and refund it. */
export const PICKUP_GRACE_DAYS = 3;

/** Texts of pickup in a store, shared by the storefront, the emails and the back office. */
export const pickupTexts = {
  readyToday: (store: string) => `Disponível para levantar hoje em ${store}`,
  closed: "Encerrada",
  days: {
    mon: "segunda",
    tue: "terça",
    wed: "quarta",
    thu: "quinta",
    fri: "sexta",
    sat: "sábado",
    sun: "domingo",
  } satisfies Record<Weekday, string>,
  /** "Segunda a sexta", "Sábado e domingo", "Domingo". */
  dayRange: (from: string, to: string, adjacent: boolean) => {
    const first = from.charAt(0).toUpperCase() + from.slice(1);
    if (from === to) return first;
    return `${first} ${adjacent ? "e" : "a"} ${to}`;
  },
  rangesJoin: " e ",
} as const;

/** A line of a store's week: "Segunda a sexta" · "10:00–19:00". */
export interface HoursLine {
  days: string;
  times: string;
}

const HOURS_TEXTS = { pt: pickupTexts, en: hoursTextsEn };

/** A store's week in lines, days in a row with the same hours said once, in a language. */
export function hoursLines(hours: StoreHours, language: Language = "pt"): HoursLine[] {
  const texts = HOURS_TEXTS[language];
  return weekStretches(hours).map(({ from, to, ranges }) => ({
    days: texts.dayRange(
      texts.days[from],
      texts.days[to],
      WEEKDAYS.indexOf(to) - WEEKDAYS.indexOf(from) === 1,
    ),
    times:
      ranges.length === 0
        ? texts.closed
        : ranges.map((range) => `${range.opens}–${range.closes}`).join(texts.rangesJoin),
  }));
}

/** Whether a store is still to open, or open, later on Lisbon's day of `now`: collect "hoje". */
export function opensLaterToday(hours: StoreHours | null, now: Date): boolean {
  if (!hours) return false;
  const wall = lisbonWallClock(now);
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  const day = WEEKDAYS[(wall.getUTCDay() + 6) % 7] as Weekday;
  const time = wall.toISOString().slice(11, 16);
  return (hours[day] ?? []).some((range) => range.closes > time);
}

/**
 * A pickup still on the shelf PICKUP_GRACE_DAYS after its customer was reminded: the back office
 * shows it to cancel and refund.
 */
export function isPickupOverdue(
  pickup: { state: string; remindedAt: Date | string | null },
  now: Date,
): boolean {
  if (pickup.state !== "READY_FOR_PICKUP" || pickup.remindedAt === null) return false;
  return now.getTime() - new Date(pickup.remindedAt).getTime() >= PICKUP_GRACE_DAYS * DAY_MS;
}
