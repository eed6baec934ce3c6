import { describe, expect, it } from "vitest";
import { StoreHoursTextsSchema } from "./schemas/store-hours.ts";
import { formatDayHours, parseDayHours, storeHoursTexts, weekStretches } from "./store-hours.ts";

const day = (opens: string, closes: string) => ({ opens, closes });

describe("a day's hours as staff type them", () => {
  it.each([
    ["10:00-19:00", [day("10:00", "19:00")]],
    ["10h-19h30", [day("10:00", "19:30")]],
    ["9 – 13, 14:30 – 19", [day("09:00", "13:00"), day("14:30", "19:00")]],
    ["10:00 a 13:00 e 15:00 a 20:00", [day("10:00", "13:00"), day("15:00", "20:00")]],
    ["22:00-24:00", [day("22:00", "24:00")]],
    ["", []],
    ["  Encerrada ", []],
  ])("reads %j", (text, ranges) => {
    expect(parseDayHours(text)).toEqual(ranges);
  });

  it.each([
    "19:00-10:00",
    "10:00-10:00",
    "10:00",
    "10:00-25:00",
    "10:60-12:00",
    "manhã",
    "10-13, 12-19",
    "8-9, 10-11, 12-13, 14-15",
  ])("refuses %j", (text) => {
    expect(parseDayHours(text)).toBeNull();
  });

  it("writes them back the way the field shows them", () => {
    expect(formatDayHours([day("09:00", "13:00"), day("14:30", "19:00")])).toBe(
      "09:00-13:00, 14:30-19:00",
    );
  });
});

describe("a store's week", () => {
  const texts = {
    mon: "10-19",
    tue: "10-19",
    wed: "10-19",
    thu: "10-19",
    fri: "10-19",
    sat: "10-13",
    sun: "",
  };

  it("parses seven texts, names the day it cannot read, and has no hours when all are empty", () => {
    const hours = StoreHoursTextsSchema.parse(texts);
    expect(hours?.sat).toEqual([day("10:00", "13:00")]);
    expect(hours?.sun).toEqual([]);
    const wrong = StoreHoursTextsSchema.safeParse({ ...texts, wed: "depois do almoço" });
    expect(wrong.success || wrong.error.issues[0]?.path).toEqual(["wed"]);
    const none = Object.fromEntries(Object.keys(texts).map((key) => [key, ""]));
    expect(StoreHoursTextsSchema.parse(none)).toBeNull();
    expect(storeHoursTexts(hours).mon).toBe("10:00-19:00");
    expect(storeHoursTexts(null).mon).toBe("");
  });

  it("groups days in a row with the same hours", () => {
    const hours = StoreHoursTextsSchema.parse(texts);
    if (!hours) throw new Error("no hours");
    expect(weekStretches(hours)).toEqual([
      { from: "mon", to: "fri", ranges: [day("10:00", "19:00")] },
      { from: "sat", to: "sat", ranges: [day("10:00", "13:00")] },
      { from: "sun", to: "sun", ranges: [] },
    ]);
  });
});
