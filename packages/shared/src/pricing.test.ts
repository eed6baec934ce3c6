import { describe, expect, it } from "vitest";
import {
  computeCartTotals,
  deliveryCentsFor,
  deliveryRateOf,
  discountedPriceCents,
  isOnSale,
  missingForFreeDeliveryCents,
  paidForLinesCents,
  unitPriceCents,
  unitReduction,
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
  const rates = {
    "1": { priceCents: 490, freeFromCents: 5000 },
    "3": { priceCents: 1290, freeFromCents: null },
  };

  it("charges the rate of the country's group", () => {
    expect(deliveryRateOf(1, countries, rates)).toEqual(rates["1"]);
    expect(deliveryRateOf(2, countries, rates)).toEqual(rates["3"]);
  });

  it("charges nothing without a country, or for an unknown one", () => {
    const free = { priceCents: 0, freeFromCents: null };
    expect(deliveryRateOf(null, countries, rates)).toEqual(free);
    expect(deliveryRateOf(undefined, countries, rates)).toEqual(free);
    expect(deliveryRateOf(99, countries, rates)).toEqual(free);
  });
});

describe("free delivery from an amount", () => {
  const rate = { priceCents: 490, freeFromCents: 5000 };

  it("charges the price below the amount and nothing from it on", () => {
    expect(deliveryCentsFor(rate, 4999)).toBe(490);
    expect(deliveryCentsFor(rate, 5000)).toBe(0);
    expect(deliveryCentsFor(rate, 8990)).toBe(0);
    expect(deliveryCentsFor({ priceCents: 490, freeFromCents: null }, 100_000)).toBe(490);
  });

  it("says what is missing until the amount, and nothing once reached or without one", () => {
    expect(missingForFreeDeliveryCents(rate, 3990)).toBe(1010);
    expect(missingForFreeDeliveryCents(rate, 5000)).toBeNull();
    expect(missingForFreeDeliveryCents({ priceCents: 490, freeFromCents: null }, 10)).toBeNull();
    expect(missingForFreeDeliveryCents({ priceCents: 0, freeFromCents: 5000 }, 10)).toBeNull();
  });

  it("compares the discounted products' total, and the totals stay exact to the cent", () => {
    // 2 × 29,90 € at 10% off = 53,82 €: free from 50 €; 1 unit = 26,91 €: pays 4,90 €.
    const line = { priceCents: 2990, discount: 10, quantity: 2 };
    const free = computeCartTotals([line], rate, 23);
    expect(free).toMatchObject({ productsCents: 5382, deliveryCents: 0, totalCents: 5382 });
    expect(free.deliveryBaseCents).toBe(0);
    expect(free.baseCents + free.vatCents).toBe(5382);
    const paid = computeCartTotals([{ ...line, quantity: 1 }], rate, 23);
    expect(paid).toMatchObject({ productsCents: 2691, deliveryCents: 490, totalCents: 3181 });
    expect(paid.baseCents + paid.deliveryBaseCents + paid.vatCents).toBe(3181);
  });

  it("applies at a destination's own VAT rate too", () => {
    const totals = computeCartTotals(
      [{ priceCents: 6000, discount: 0, quantity: 1 }],
      rate,
      23,
      22,
    );
    expect(totals.deliveryCents).toBe(0);
    expect(totals.totalCents).toBe(totals.baseCents + totals.vatCents);
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
  it("gives back exactly a line's price where sharing the base and adding VAT lost a cent", () => {
    const pair = [
      { priceCents: 1007, discount: 0, quantity: 1 },
      { priceCents: 1039, discount: 0, quantity: 1, codeDiscountCents: 0 },
    ];
    const totals = computeCartTotals(pair, 0, 23);
    const purchase = { baseCents: totals.baseCents, vatPercent: 23 };
    // base 1663 × 1007/2046 = 818.5 → 818, + 23 % = 1006: the old rule gave back 10,06 €.
    expect(paidForLinesCents(purchase, pair, [pair[0] as (typeof pair)[number]])).toBe(1007);
    expect(paidForLinesCents(purchase, pair, [pair[1] as (typeof pair)[number]])).toBe(1039);
    expect(paidForLinesCents(purchase, pair, pair)).toBe(totals.totalCents);
  });
  it("uses the destination's rate the purchase paid", () => {
    const totals = computeCartTotals(lines, 0, 23, 0);
    expect(paidForLinesCents({ baseCents: totals.baseCents, vatPercent: 0 }, lines, lines)).toBe(
      totals.totalCents,
    );
  });
});

describe("unitPriceCents and isOnSale", () => {
  it("a line costs its list price less its reduction, and is on sale only when that is less", () => {
    expect(unitPriceCents({ priceCents: 8990, discount: 0 })).toBe(8990);
    expect(isOnSale({ priceCents: 8990, discount: 0 })).toBe(false);
    expect(unitPriceCents({ priceCents: 8990, discount: 20 })).toBe(7192);
    expect(isOnSale({ priceCents: 8990, discount: 20 })).toBe(true);
  });
});

describe("unitReduction", () => {
  it("names what sets the price: the sale when lower than the discount, else the discount", () => {
    expect(unitReduction({ priceCents: 10000, discount: 20, saleCents: 6990 })).toBe("sale");
    expect(unitPriceCents({ priceCents: 10000, discount: 20, saleCents: 6990 })).toBe(6990);
    // A discount deeper than the sale keeps the product's own price (−20 %: 80,00 € < 89,90 €).
    expect(unitReduction({ priceCents: 10000, discount: 20, saleCents: 8990 })).toBe("discount");
    expect(unitPriceCents({ priceCents: 10000, discount: 20, saleCents: 8990 })).toBe(8000);
    expect(unitReduction({ priceCents: 10000, discount: 0, saleCents: null })).toBeNull();
  });
});
