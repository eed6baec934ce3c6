import { describe, expect, it } from "vitest";
import { DAY_MS } from "./dates.ts";
import { announcedReduction, type PriceChange } from "./price-history.ts";

const now = new Date("2026-11-28T12:00:00Z").getTime();
/** A change `days` ago to a list price in euros and a discount. */
const change = (days: number, euros: number, discount = 0): PriceChange => ({
  at: new Date(now - days * DAY_MS),
  priceCents: euros * 100,
  discount,
});

describe("the reduction a product may announce", () => {
  it("is none for a product at its list price, or with no history", () => {
    expect(announcedReduction([change(200, 80)])).toBeNull();
    expect(announcedReduction([])).toBeNull();
  });

  it("compares a product older than 30 days with its list price", () => {
    expect(announcedReduction([change(200, 100), change(3, 100, 20)])).toEqual({
      referenceCents: 10_000,
      percent: 20,
    });
  });

  it("raised then lowered: the reference is the lower price of before the raise", () => {
    const raised = [change(200, 80), change(10, 100)];
    // 70 € against 80 € is 12.5% less, said as 12%: rounded down, never overstated.
    expect(announcedReduction([...raised, change(2, 100, 30)])).toEqual({
      referenceCents: 8000,
      percent: 12,
    });
    // 25% off 100 € is 75 €: 5 € under the 80 € of before the raise, 6%.
    expect(announcedReduction([...raised, change(2, 100, 25)])).toEqual({
      referenceCents: 8000,
      percent: 6,
    });
    // 10% off 100 € is 90 €, above the 80 € it cost within the month: no reduction to announce.
    expect(announcedReduction([...raised, change(2, 100, 10)])).toBeNull();
  });

  it("a raise more than 30 days before the reduction leaves the raised price as reference", () => {
    expect(announcedReduction([change(200, 80), change(40, 100), change(2, 100, 30)])).toEqual({
      referenceCents: 10_000,
      percent: 30,
    });
  });

  it("lowered twice without a pause: the reference stays the price before the first reduction", () => {
    const history = [change(200, 100), change(20, 100, 10), change(5, 100, 20)];
    expect(announcedReduction(history)).toEqual({ referenceCents: 10_000, percent: 20 });
  });

  it("lowered twice with a pause between: the first reduction is within the new one's month", () => {
    const history = [change(200, 100), change(20, 100, 10), change(12, 100), change(5, 100, 20)];
    expect(announcedReduction(history)).toEqual({ referenceCents: 9000, percent: 11 });
  });

  it("a list price lowered without a discount is the reference of the discount after it", () => {
    const history = [change(200, 100), change(20, 90), change(5, 90, 10)];
    expect(announcedReduction(history)).toEqual({ referenceCents: 9000, percent: 10 });
  });

  it("a new product compares with what it cost since it came out", () => {
    expect(announcedReduction([change(10, 60), change(1, 60, 50)])).toEqual({
      referenceCents: 6000,
      percent: 50,
    });
  });

  it("a product that came out already discounted has nothing to compare with", () => {
    expect(announcedReduction([change(10, 60, 20)])).toBeNull();
    expect(announcedReduction([change(10, 60, 20), change(2, 60, 30)])).toBeNull();
  });

  it("reads the history in any order", () => {
    const history = [change(5, 100, 20), change(200, 100), change(20, 100, 10)];
    expect(announcedReduction(history)).toEqual({ referenceCents: 10_000, percent: 20 });
  });

  it("announces nothing under 1%", () => {
    // 1% off 1004 € is 993,96 €: 0.6% under the 1000 € of before.
    const history: PriceChange[] = [
      change(200, 1000),
      { at: new Date(now - DAY_MS), priceCents: 100_400, discount: 1 },
    ];
    expect(announcedReduction(history)).toBeNull();
  });
});
