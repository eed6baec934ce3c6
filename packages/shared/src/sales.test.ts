import { describe, expect, it } from "vitest";
import { lisbonLocalInstant } from "./dates.ts";
import { announcedReduction } from "./price-history.ts";
import { isOnSale, unitPriceCents } from "./pricing.ts";
import {
  type CoveringSale,
  lisbonDayAndTime,
  resolveProductSale,
  roundDownToEnding,
  salePriceCents,
  saleState,
} from "./sales.ts";

describe("rounding to the shop's price ending", () => {
  it.each([
    [8043, 90, 7990],
    [8090, 90, 8090],
    [8095, 90, 8090],
    [8043, 99, 7999],
    [8099, 99, 8099],
    [8000, 0, 8000],
    [8043, 0, 8000],
    [8043, null, 8043],
    [50, 90, 50], // no price ending in ,90 at or under 0,50 €: the exact price
  ])("%i cents ending in %s is %i", (cents, ending, expected) => {
    expect(roundDownToEnding(cents, ending)).toBe(expected);
  });

  it("a percentage never gives more than its exact price", () => {
    // 30% off 114,90 € is 80,43 €: 79,90 € with ,90, 79,99 € with ,99, 80,43 € with none.
    const percent = { kind: "percent", percent: 30 } as const;
    expect(salePriceCents(percent, 11_490, 90)).toBe(7990);
    expect(salePriceCents(percent, 11_490, 99)).toBe(7999);
    expect(salePriceCents(percent, 11_490, null)).toBe(8043);
    // 33% off 19,99 € is 13,3933 €: 13,39 €, never the 13,40 € a rounding to the cent gives.
    expect(salePriceCents({ kind: "percent", percent: 33 }, 1999, null)).toBe(1339);
    expect(salePriceCents({ kind: "price", priceCents: 4990 }, 11_490, 90)).toBe(4990);
  });
});

describe("the sale a product is sold in", () => {
  const ends = new Date("2027-01-31T00:00:00Z");
  const sale = (id: number, reduction: CoveringSale["reduction"], endsAt = ends) => ({
    id,
    reduction,
    endsAt,
  });

  it("overlapping sales: the lowest price wins", () => {
    const fixed = { kind: "price", priceCents: 5990 } as const;
    const sales = [
      sale(1, { kind: "percent", percent: 20 }),
      sale(2, fixed),
      sale(3, { kind: "percent", percent: 40 }),
    ];
    // 10 000: 20% → 79,90; 59,90; 40% → 59,90 too: tie, the older sale (2) wins.
    expect(resolveProductSale(10_000, sales, 90)).toEqual({
      saleId: 2,
      saleCents: 5990,
      endsAt: ends,
    });
    const earlier = new Date("2027-01-15T00:00:00Z");
    expect(resolveProductSale(10_000, [...sales, sale(4, fixed, earlier)], 90)).toEqual({
      saleId: 4,
      saleCents: 5990,
      endsAt: earlier,
    });
  });

  it("a sale price not below the list price is no sale", () => {
    expect(resolveProductSale(4990, [sale(1, { kind: "price", priceCents: 5990 })], 90)).toBeNull();
    expect(resolveProductSale(4990, [], 90)).toBeNull();
  });

  it("a line in a sale costs the lower of its discount and its sale, and is on sale", () => {
    const line = { priceCents: 10_000, discount: 0, saleCents: 7990 };
    expect(unitPriceCents(line)).toBe(7990);
    expect(isOnSale(line)).toBe(true);
    expect(unitPriceCents({ ...line, discount: 30 })).toBe(7000);
    expect(isOnSale({ priceCents: 10_000, discount: 0, saleCents: null })).toBe(false);
  });

  it("the reference beside a sale price is the lowest price of the 30 days before it", () => {
    const day = 86_400_000;
    const now = Date.parse("2026-12-20T12:00:00Z");
    const history = [
      { at: new Date(now - 90 * day), priceCents: 10_000, discount: 0 },
      { at: new Date(now - 20 * day), priceCents: 9000, discount: 0 },
      { at: new Date(now - 10 * day), priceCents: 11_000, discount: 0 },
      { at: new Date(now - day), priceCents: 11_000, discount: 0, saleCents: 7990 },
    ];
    expect(announcedReduction(history)).toEqual({ referenceCents: 9000, percent: 11 });
  });
});

describe("Lisbon's days and hours", () => {
  it("winter is UTC, summer one hour ahead", () => {
    expect(lisbonLocalInstant("2026-12-26T00:00").toISOString()).toBe("2026-12-26T00:00:00.000Z");
    expect(lisbonLocalInstant("2026-07-01T00:00").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(lisbonDayAndTime("2026-06-30T23:00:00.000Z")).toEqual({
      day: "2026-07-01",
      time: "00:00",
    });
  });

  it("a sale is scheduled until its start, running until its end or stop, then ended", () => {
    const sale = {
      startsAt: lisbonLocalInstant("2027-03-27T09:00"),
      endsAt: lisbonLocalInstant("2027-03-29T00:00"),
      stoppedAt: null,
    };
    expect(saleState(sale, new Date("2027-03-27T08:59:59Z"))).toBe("scheduled");
    expect(saleState(sale, new Date("2027-03-27T09:00:00Z"))).toBe("running");
    // Midnight of the 29th is summer time: 23:00 UTC of the 28th.
    expect(saleState(sale, new Date("2027-03-28T22:59:59Z"))).toBe("running");
    expect(saleState(sale, new Date("2027-03-28T23:00:00Z"))).toBe("ended");
    const stopped = { ...sale, stoppedAt: new Date("2027-03-28T10:00:00Z") };
    expect(saleState(stopped, new Date("2027-03-28T10:00:00Z"))).toBe("ended");
  });
});
