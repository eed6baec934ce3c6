import { describe, expect, it } from "vitest";
import { computeCartTotals, type PricedLine } from "./pricing.ts";
import { destinationVatPercent, fractionToPercent, vatDestination } from "./vat.ts";

const rates = { mainland: 23, madeira: 22, azores: 16 };

describe("VAT destination of a delivery country", () => {
  it.each([
    ["PT", "mainland"],
    ["PT-30", "madeira"],
    ["PT-20", "azores"],
    ["ES", "eu"],
    ["FI", "eu"],
    ["BR", "export"],
    ["GB", "export"],
    ["CH", "export"],
    [null, "mainland"],
  ])("%s is %s", (code, destination) => {
    expect(vatDestination(code)).toBe(destination);
  });

  it("takes the region's rate, the EU country's own rate or Portugal's, 0 outside the EU", () => {
    expect(destinationVatPercent({ code: "PT", vatPercent: null }, rates)).toBe(23);
    expect(destinationVatPercent({ code: "PT-30", vatPercent: null }, rates)).toBe(22);
    expect(destinationVatPercent({ code: "PT-20", vatPercent: null }, rates)).toBe(16);
    expect(destinationVatPercent({ code: "ES", vatPercent: null }, rates)).toBe(23);
    expect(destinationVatPercent({ code: "FI", vatPercent: 25.5 }, rates)).toBe(25.5);
    expect(destinationVatPercent({ code: "BR", vatPercent: 10 }, rates)).toBe(0);
    expect(destinationVatPercent(undefined, rates)).toBe(23);
  });

  it("reads a fraction setting as a percent to the hundredth", () => {
    expect(fractionToPercent(0.23)).toBe(23);
    expect(fractionToPercent(0.255)).toBe(25.5);
    expect(fractionToPercent(0.16)).toBe(16);
  });
});

describe("totals by destination", () => {
  const bag: PricedLine[] = [{ priceCents: 12300, discount: 0, quantity: 1 }];

  it("charges the shown prices on the mainland", () => {
    expect(computeCartTotals(bag, 615, 23, 23)).toMatchObject({
      baseCents: 10000,
      deliveryBaseCents: 500,
      vatCents: 2415,
      totalCents: 12915,
    });
  });

  it("charges Madeira's and the Azores' rate on the price without Portugal's VAT", () => {
    expect(computeCartTotals(bag, 615, 23, 22)).toMatchObject({
      baseCents: 10000,
      deliveryBaseCents: 500,
      vatCents: 2310,
      totalCents: 12810,
      vatPercent: 22,
    });
    expect(computeCartTotals(bag, 615, 23, 16).totalCents).toBe(12180);
  });

  it("charges no VAT on an export", () => {
    expect(computeCartTotals(bag, 615, 23, 0)).toMatchObject({ vatCents: 0, totalCents: 10500 });
  });

  it("adds up to the cent for random carts at every destination", () => {
    let state = 7;
    const random = (n: number) => {
      state = (state * 48271) % 2147483647;
      return state % n;
    };
    for (let run = 0; run < 2000; run++) {
      const lines = Array.from({ length: 1 + random(6) }, () => ({
        priceCents: 1 + random(50000),
        discount: random(4) === 0 ? random(101) : 0,
        quantity: 1 + random(10),
      }));
      const delivery = [0, 490, 1290, 2490][random(4)] as number;
      for (const rate of [23, 22, 16, 25.5, 21, 17, 0]) {
        const totals = computeCartTotals(lines, delivery, 23, rate);
        const { baseCents, deliveryBaseCents, vatCents, totalCents } = totals;
        expect(baseCents + deliveryBaseCents + vatCents).toBe(totalCents);
        for (const part of [baseCents, deliveryBaseCents, vatCents, totalCents])
          expect(Number.isInteger(part)).toBe(true);
        if (rate === 23) expect(totalCents).toBe(totals.productsCents + delivery);
        if (rate === 0) expect(vatCents).toBe(0);
      }
    }
  });
});
