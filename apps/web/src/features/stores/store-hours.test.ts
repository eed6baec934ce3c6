import { StoreHoursTextsSchema } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { hoursLines } from "./store-hours";

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

describe("a store's hours on the stores page", () => {
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
