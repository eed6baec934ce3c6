import { describe, expect, it } from "vitest";
import { formatShopDateTime } from "./dates.ts";

describe("shop date and time", () => {
  it("writes the year in full, in Lisbon's time", () => {
    expect(formatShopDateTime(new Date("2026-11-23T08:06:00Z"))).toBe("23/11/2026, 08:06");
    expect(formatShopDateTime("2026-07-01T23:30:00Z")).toBe("02/07/2026, 00:30");
  });
});
