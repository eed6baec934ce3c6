import { type StoreHours, WEEKDAYS, weekStretches } from "@shop/shared";
import { storesTexts } from "./texts";

/** A line of a store's week as the stores page says it: "Segunda a sexta" · "10:00–19:00". */
export interface HoursLine {
  days: string;
  times: string;
}

export function hoursLines(hours: StoreHours): HoursLine[] {
  return weekStretches(hours).map(({ from, to, ranges }) => ({
    days: storesTexts.dayRange(
      storesTexts.days[from],
      storesTexts.days[to],
      WEEKDAYS.indexOf(to) - WEEKDAYS.indexOf(from) === 1,
    ),
    times:
      ranges.length === 0
        ? storesTexts.closed
        : ranges.map((range) => `${range.opens}–${range.closes}`).join(storesTexts.rangesJoin),
  }));
}
