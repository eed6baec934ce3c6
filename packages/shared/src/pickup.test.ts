import { describe, expect, it } from "vitest";
import { hoursLines, opensLaterToday } from "./pickup.ts";
import { StoreHoursTextsSchema } from "./schemas/store-hours.ts";

const week = (texts: Partial<Record<string, string>>) => {
  const hours = StoreHoursTextsSchema.parse({
    mon: "",
    tue: "",
    wed: "",
    thu: "",
    fri: "",
    sat: "",
    sun: "",
    ...texts,
  });
  if (!hours) throw new Error("no hours");
  return hours;
};

describe("a store's hours in lines", () => {
  it("says days in a row with the same hours once", () => {
    const weekdays = "10-13, 15-19:30";
    expect(
      hoursLines(
        week({
          mon: weekdays,
          tue: weekdays,
          wed: weekdays,
          thu: weekdays,
          fri: weekdays,
          sat: "10-13",
        }),
      ),
    ).toEqual([
      { days: "Segunda a sexta", times: "10:00–13:00 e 15:00–19:30" },
      { days: "Sábado", times: "10:00–13:00" },
      { days: "Domingo", times: "Encerrada" },
    ]);
  });

  it("joins two days with 'e'", () => {
    expect(
      hoursLines(week({ mon: "9-18", tue: "9-18", wed: "9-18", thu: "9-18", fri: "9-18" })).at(-1),
    ).toEqual({
      days: "Sábado e domingo",
      times: "Encerrada",
    });
  });
});

describe("collecting today", () => {
  const hours = week({ thu: "10-13, 15-19", sat: "10-13" });

  it("is possible while the store has hours still to come on Lisbon's day", () => {
    // Thursday 26 November 2026, 18:30 in Lisbon (UTC in winter).
    expect(opensLaterToday(hours, new Date("2026-11-26T18:30:00Z"))).toBe(true);
    expect(opensLaterToday(hours, new Date("2026-11-26T08:00:00Z"))).toBe(true);
  });

  it("is not once the store closed for the day, on a closed day, or without hours", () => {
    expect(opensLaterToday(hours, new Date("2026-11-26T19:00:00Z"))).toBe(false);
    expect(opensLaterToday(hours, new Date("2026-11-27T10:00:00Z"))).toBe(false);
    expect(opensLaterToday(null, new Date("2026-11-26T10:00:00Z"))).toBe(false);
  });

  it("reads the day and the hour in Lisbon's summer time", () => {
    // Saturday 4 July 2026, 12:30 in Lisbon is 11:30 UTC.
    const summer = week({ sat: "10-12:45" });
    expect(opensLaterToday(summer, new Date("2026-07-04T11:30:00Z"))).toBe(true);
    expect(opensLaterToday(summer, new Date("2026-07-04T11:50:00Z"))).toBe(false);
  });
});
