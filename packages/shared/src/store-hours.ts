/**
 * A store's opening hours: for each day of the week (Monday first) the times it is open, "HH:MM"
 * to "HH:MM" in Lisbon's time; a day without times is closed. A store whose hours were never given
 * has none (null), and the storefront then says nothing of them.
 */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeRange {
  opens: string;
  closes: string;
}
export type StoreHours = Record<Weekday, TimeRange[]>;

/** At most three times a day: morning, afternoon and an evening opening. */
export const MAX_RANGES_PER_DAY = 3;

export const storeHoursMessages = {
  day: "Escreva o horário como 10:00-19:00 ou 10:00-13:00, 14:00-19:00 (vazio: encerrada).",
} as const;

const TIME = /^([01]?\d|2[0-4])(?:[:h.]([0-5]\d))?h?$/;
const RANGE_SEPARATORS = /\s*(?:,|;|\be\b)\s*/;
const TIME_SEPARATOR = /\s*(?:-|–|—|\ba\b)\s*/;
const CLOSED = /^(encerrad[oa]|fechad[oa])$/i;

/** "9h30", "9.30", "9" → "09:30", "09:30", "09:00"; null when it is no time of day. */
function readTime(text: string): string | null {
  const match = TIME.exec(text.trim().toLowerCase());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  if (hours === 24 && minutes > 0) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

function readRange(text: string): TimeRange | null {
  const parts = text.split(TIME_SEPARATOR);
  if (parts.length !== 2) return null;
  const [opens, closes] = parts.map((part) => readTime(part));
  return opens && closes && opens < closes ? { opens, closes } : null;
}

/**
 * One day's hours as staff type them ("10:00-13:00, 14:00-19:00", "10h-19h", empty or
 * "encerrada" for closed), or null when they cannot be read: each range must close after it opens
 * and after the previous one closed.
 */
export function parseDayHours(text: string): TimeRange[] | null {
  const value = text.trim();
  if (value === "" || CLOSED.test(value)) return [];
  const ranges = value.split(RANGE_SEPARATORS).map(readRange);
  if (ranges.length > MAX_RANGES_PER_DAY) return null;
  let previous = "";
  for (const range of ranges) {
    if (!range || range.opens < previous) return null;
    previous = range.closes;
  }
  return ranges as TimeRange[];
}

/** A day's hours as its field shows them: "10:00-13:00, 14:00-19:00"; closed is empty. */
export function formatDayHours(ranges: readonly TimeRange[]): string {
  return ranges.map((range) => `${range.opens}-${range.closes}`).join(", ");
}

/** The form's seven texts of a store's hours (all empty when it has none). */
export function storeHoursTexts(hours: StoreHours | null): Record<Weekday, string> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, hours ? formatDayHours(hours[day]) : ""]),
  ) as Record<Weekday, string>;
}

/** Days in a row that keep the same hours, to say "segunda a sexta" once. */
export interface WeekStretch {
  from: Weekday;
  to: Weekday;
  ranges: TimeRange[];
}

export function weekStretches(hours: StoreHours): WeekStretch[] {
  const stretches: WeekStretch[] = [];
  for (const day of WEEKDAYS) {
    const ranges = hours[day];
    const last = stretches.at(-1);
    if (last && formatDayHours(last.ranges) === formatDayHours(ranges)) last.to = day;
    else stretches.push({ from: day, to: day, ranges });
  }
  return stretches;
}
