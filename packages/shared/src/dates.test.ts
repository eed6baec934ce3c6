import { describe, expect, it } from "vitest";
import {
  formatLongDateTime,
  formatShopDateTime,
  lisbonDay,
  lisbonDayStart,
  lisbonLocalInstant,
  lisbonLocalTime,
  lisbonWallClock,
} from "./dates.ts";

describe("shop date and time", () => {
  it("writes the year in full, in Lisbon's time", () => {
    expect(formatShopDateTime(new Date("2026-11-23T08:06:00Z"))).toBe("23/11/2026, 08:06");
    expect(formatShopDateTime("2026-07-01T23:30:00Z")).toBe("02/07/2026, 00:30");
  });
});

describe("long date and time", () => {
  it("writes the month's name and the Lisbon hour", () => {
    expect(formatLongDateTime("2026-11-28T20:52:00Z")).toBe("28 de novembro de 2026, 20:52");
    expect(formatLongDateTime(new Date("2026-07-01T23:05:00Z"))).toBe("2 de julho de 2026, 00:05");
    expect(formatLongDateTime("2027-01-01T00:00:00Z")).toBe("1 de janeiro de 2027, 00:00");
    expect(formatLongDateTime("2026-11-28T20:52:00Z", "en")).toBe("28 November 2026, 20:52");
    expect(formatLongDateTime("2026-07-01T23:05:00Z", "en")).toBe("2 July 2026, 00:05");
  });
});

describe("Lisbon days", () => {
  it("start at midnight in Lisbon, an hour before UTC's in summer", () => {
    expect(lisbonDayStart("2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(lisbonDayStart("2026-07-01").toISOString()).toBe("2026-06-30T23:00:00.000Z");
  });

  it("end where the next one starts, across the clock changes and months", () => {
    expect(lisbonDayStart("2026-03-29").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(lisbonDayStart("2026-03-29", true).toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(lisbonDayStart("2026-10-25").toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(lisbonDayStart("2026-10-25", true).toISOString()).toBe("2026-10-26T00:00:00.000Z");
    expect(lisbonDayStart("2026-12-31", true).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("lisbonDay", () => {
  it("names the Lisbon day of an instant, summer time included", () => {
    expect(lisbonDay("2026-07-01T23:30:00Z")).toBe("2026-07-02");
    expect(lisbonDay("2026-12-01T23:30:00Z")).toBe("2026-12-01");
  });
});

describe("Lisbon's wall clock, reckoned by the EU's summer-time rule", () => {
  const tzdata = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Lisbon",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const byDatabase = (instant: Date) => {
    const parts = Object.fromEntries(tzdata.formatToParts(instant).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
  };

  it("reads as the time zone database does, every hour from 1997 to 2040", () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(1997, 0, 1); time < Date.UTC(2041, 0, 1); time += 3_600_000) {
      const instant = new Date(time);
      if (lisbonLocalTime(instant) !== byDatabase(instant)) wrong.push(instant.toISOString());
    }
    expect(wrong).toEqual([]);
    // 385,000 readings by Intl: about 3 s alone, past 5 s on a machine busy with the journeys.
  }, 30_000);

  it("changes at 01:00 UTC on the last Sundays of March and October, to the second", () => {
    for (const iso of [
      "2026-03-29T00:59:59Z",
      "2026-03-29T01:00:00Z",
      "2026-10-25T00:59:59Z",
      "2026-10-25T01:00:00Z",
      "2027-03-28T01:00:00Z",
      "2027-10-31T00:59:59Z",
    ]) {
      expect(lisbonLocalTime(iso), iso).toBe(byDatabase(new Date(iso)));
    }
    expect(lisbonWallClock("2026-07-01T23:30:00Z").toISOString()).toBe("2026-07-02T00:30:00.000Z");
    expect(lisbonDay("2026-07-01T23:30:00Z")).toBe("2026-07-02");
    expect(lisbonDay("2026-12-31T23:30:00Z")).toBe("2026-12-31");
  });

  it("reads a wall-clock time on the days the clocks change", () => {
    const at = (local: string) => lisbonLocalInstant(local).toISOString();
    // 28 March 2027: 01:00 becomes 02:00. Midnight is still winter time, 03:00 summer time, and
    // the skipped 01:30 is read on winter time.
    expect(at("2027-03-28T00:00")).toBe("2027-03-28T00:00:00.000Z");
    expect(at("2027-03-28T01:30")).toBe("2027-03-28T01:30:00.000Z");
    expect(at("2027-03-28T03:00")).toBe("2027-03-28T02:00:00.000Z");
    // 25 October 2026: 02:00 becomes 01:00 again; the repeated 01:30 is its first time.
    expect(at("2026-10-25T00:30")).toBe("2026-10-24T23:30:00.000Z");
    expect(at("2026-10-25T01:30")).toBe("2026-10-25T00:30:00.000Z");
    expect(at("2026-10-25T02:00")).toBe("2026-10-25T02:00:00.000Z");
    expect(at("2026-10-25T03:00")).toBe("2026-10-25T03:00:00.000Z");
  });

  it("reads back every wall-clock minute it writes, to the first of a repeated hour", () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2029, 0, 1); time += 30 * 60_000) {
      const local = lisbonLocalTime(new Date(time));
      // A time of October's repeated hour, read an hour before too, is its first (summer) time.
      const repeated = lisbonLocalTime(new Date(time - 3_600_000)) === local;
      const first = repeated ? time - 3_600_000 : time;
      if (lisbonLocalInstant(local).getTime() !== first) wrong.push(new Date(time).toISOString());
    }
    expect(wrong).toEqual([]);
  });
});
