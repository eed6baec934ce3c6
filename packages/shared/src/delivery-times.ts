import { lisbonDay, lisbonLocalTime, shiftDay } from "./dates.ts";
import { isWorkingDay } from "./holidays.ts";
import type { Language } from "./languages.ts";

/**
 * A delivery group's lead time as the shop writes it: «1 a 2 dias úteis», «3 dias úteis»; in
 * English «1 to 2 working days», «3 working days».
 */
export function deliveryLeadTime(
  days: { min: number; max: number },
  language: Language = "pt",
): string {
  const [to, unit] = language === "en" ? ["to", "working days"] : ["a", "dias úteis"];
  if (days.min !== days.max) return `${days.min} ${to} ${days.max} ${unit}`;
  if (days.min !== 1) return `${days.min} ${unit}`;
  return language === "en" ? "1 working day" : "1 dia útil";
}

/** The shop's dispatch cut-off unless the owner sets another (Lisbon time, `HH:MM`). */
export const DEFAULT_DISPATCH_CUTOFF = "14:00";

/**
 * When an order placed at an instant leaves the shop: today, when it is a working day (Monday to
 * Friday, not a public holiday) and the Lisbon clock is before the cut-off; else on the next
 * working day (`day`, `YYYY-MM-DD`; `tomorrow` when that is the next calendar day).
 */
export type DispatchPromise =
  | { today: true; cutoff: string }
  | { today: false; day: string; tomorrow: boolean };

export function dispatchPromise(now: Date, cutoff: string): DispatchPromise {
  const today = lisbonDay(now);
  if (isWorkingDay(today) && lisbonLocalTime(now).slice(11) < cutoff)
    return { today: true, cutoff };
  let day = shiftDay(today, 1);
  while (!isWorkingDay(day)) day = shiftDay(day, 1);
  return { today: false, day, tomorrow: day === shiftDay(today, 1) };
}

const WEEKDAY_NAMES = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
] as const;

/** "14:00" as the shop says it: «14h00». */
export const cutoffHour = (cutoff: string) => cutoff.replace(":", "h");

/** «Encomende até às 14h00 e sai hoje.», «Encomende hoje e sai amanhã.», «… sai na segunda-feira.» */
export function dispatchText(promise: DispatchPromise): string {
  if (promise.today) return `Encomende até às ${cutoffHour(promise.cutoff)} e sai hoje.`;
  if (promise.tomorrow) return "Encomende hoje e sai amanhã.";
  const weekday = WEEKDAY_NAMES[new Date(`${promise.day}T00:00:00Z`).getUTCDay()];
  return `Encomende hoje e sai na ${weekday}.`;
}
