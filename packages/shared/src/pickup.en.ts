import type { Weekday } from "./store-hours.ts";

/** The words of a store's week in English (the emails of an English purchase or reservation). */
export const hoursTextsEn = {
  closed: "Closed",
  days: {
    mon: "Monday",
    tue: "Tuesday",
    wed: "Wednesday",
    thu: "Thursday",
    fri: "Friday",
    sat: "Saturday",
    sun: "Sunday",
  } satisfies Record<Weekday, string>,
  /** "Monday to Friday", "Saturday and Sunday", "Sunday". */
  dayRange: (from: string, to: string, adjacent: boolean) =>
    from === to ? from : `${from} ${adjacent ? "and" : "to"} ${to}`,
  rangesJoin: " and ",
};
