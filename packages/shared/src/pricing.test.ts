import { describe, expect, it } from "vitest";
import {
  computeCartTotals,
  deliveryPriceCents,
  discountedPriceCents,
  paidForLinesCents,
} from "./pricing.ts";

describe("discounts", () => {
  it.each([
    [8990, 0, 8990],
    [6990, 20, 5592],
    [7990, 50, 3995],
    [1999, 33, 1339], // 13.3933 → 13.39
    [1999, 15, 1699], // 16.9915 → 16.99
    [105, 50, 53], // 0.525 → 0.53: half a cent rounds up
    [5000, 100, 0],
  ])("%i cents with %i%% off cost %i cents", (price, discount, expected) => {
    expect(discountedPriceCents(price, discount)).toBe(expected);
  });
});

describe("cart totals", () => {
  it("splits VAT out of the products and the delivery", () => {
    const totals = computeCartTotals(
      [
        { priceCents: 6990, discount: 20, quantity: 2 },
        { priceCents: 2990, discount: 0, quantity: 1 },
      ],
      490,
      23,
    );
    // 2 × 55.92 + 29.90 = 141.74; + 4.90 delivery = 146.64
    expect(totals).toEqual({
      productsCents: 14174,
      deliveryCents: 490,
      totalCents: 14664,
      baseCents: 11524, // 141.74 / 1.23 = 115.236…
      deliveryBaseCents: 398, // 4.90 / 1.23 = 3.983…
      vatCents: 2742, // 146.64 − 115.24 − 3.98
      vatPercent: 23,
    });
  });

  it("adds nothing for delivery without a country, and the parts add up", () => {
    const totals = computeCartTotals([{ priceCents: 12990, discount: 0, quantity: 1 }], 0, 23);
    expect(totals.totalCents).toBe(12990);
    expect(totals.baseCents + totals.vatCents).toBe(12990);
  });

  it("follows the VAT rate of the settings", () => {
    expect(
      computeCartTotals([{ priceCents: 12200, discount: 0, quantity: 1 }], 0, 22).baseCents,
    ).toBe(10000);
    expect(
      computeCartTotals([{ priceCents: 10000, discount: 0, quantity: 1 }], 0, 0).vatCents,
    ).toBe(0);
  });

  it("is zero for an empty cart", () => {
    expect(computeCartTotals([], 0, 23).totalCents).toBe(0);
  });
});

describe("delivery by country group", () => {
  const countries = [
    { id: 1, groupId: 1 },
    { id: 2, groupId: 3 },
  ];
  const prices = { "1": 490, "3": 1290 };

  it("charges the price of the country's group", () => {
    expect(deliveryPriceCents(1, countries, prices)).toBe(490);
    expect(deliveryPriceCents(2, countries, prices)).toBe(1290);
  });

  it("charges nothing without a country, or for an unknown one", () => {
    expect(deliveryPriceCents(null, countries, prices)).toBe(0);
    expect(deliveryPriceCents(undefined, countries, prices)).toBe(0);
    expect(deliveryPriceCents(99, countries, prices)).toBe(0);
  });
});

describe("paidForLinesCents", () => {
  const lines = [
    { priceCents: 5000, discount: 0, quantity: 1 },
    { priceCents: 5000, discount: 20, quantity: 2 },
  ];
  it("gives back a line's shown price when the purchase paid the mainland rate", () => {
    const totals = computeCartTotals(lines, 500, 23);
    const one = lines[0] as (typeof lines)[number];
    expect(paidForLinesCents({ baseCents: totals.baseCents, vatPercent: 23 }, lines, [one])).toBe(
      5000,
    );
  });
  it("gives back every line's price together, delivery excluded", () => {
    const totals = computeCartTotals(lines, 500, 23);
    const all = paidForLinesCents({ baseCents: totals.baseCents, vatPercent: 23 }, lines, lines);
    expect(all).toBe(13000);
    expect(all).toBeLessThanOrEqual(totals.totalCents - 500);
  });
  it("uses the destination's rate the purchase paid", () => {
    const totals = computeCartTotals(lines, 0, 23, 0);
    expect(paidForLinesCents({ baseCents: totals.baseCents, vatPercent: 0 }, lines, lines)).toBe(
      totals.totalCents,
    );
  });
});
