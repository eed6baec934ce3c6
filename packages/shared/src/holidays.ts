import { shiftDay } from "./dates.ts";

/**
 * Portugal's public holidays (Código do Trabalho, art. 234.º) and Lisbon's own (Santo António, the
 * shop's city): no parcel leaves the shop on them. Days are Lisbon calendar days, `YYYY-MM-DD`.
 */
const FIXED_HOLIDAYS = [
  "01-01",
  "04-25",
  "05-01",
  "06-10",
  "06-13",
  "08-15",
  "10-05",
  "11-01",
  "12-01",
  "12-08",
  "12-25",
] as const;

/** Easter Sunday of a year (Gregorian calendar; the anonymous algorithm), `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whether a Lisbon day is a public holiday (national, or Lisbon's 13 June). */
export function isPublicHoliday(day: string): boolean {
  if ((FIXED_HOLIDAYS as readonly string[]).includes(day.slice(5))) return true;
  const easter = easterSunday(Number(day.slice(0, 4)));
  // Good Friday, Easter Sunday and Corpus Christi move with Easter.
  return [shiftDay(easter, -2), easter, shiftDay(easter, 60)].includes(day);
}

/** Whether the shop dispatches on a Lisbon day: Monday to Friday, not a public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(day);
}
