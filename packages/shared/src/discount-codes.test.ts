import { describe, expect, it } from "vitest";
import { lisbonLocalInstant, lisbonLocalTime } from "./dates.ts";
import {
  applyDiscountRule,
  codeAvailability,
  codeRefusalMessage,
  codeShareOfUnits,
  codeState,
  type DiscountRule,
  isRefusal,
  singleUseCode,
  withCodeShares,
} from "./discount-codes.ts";
import { invoiceDocument } from "./invoice.ts";
import { computeCartTotals, paidForLinesCents } from "./pricing.ts";
import { DiscountCodeCreateSchema } from "./schemas/discount-codes.ts";

const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  kind: "PERCENT",
  value: 10,
  minOrderCents: 0,
  excludeSale: false,
  groupIds: [],
  ...over,
});
const full = { priceCents: 5000, discount: 0, quantity: 1 };
const onSale = { priceCents: 5000, discount: 20, quantity: 1 };
const free = {
  active: true,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
};
const now = new Date("2026-12-01T12:00:00Z");

describe("applying a code to a cart", () => {
  it("takes a percentage off the products and shares it out over the lines to the cent", () => {
    const lines = [
      { priceCents: 3333, discount: 0, quantity: 1 },
      { priceCents: 3333, discount: 0, quantity: 1 },
      { priceCents: 3334, discount: 0, quantity: 1 },
    ];
    const applied = applyDiscountRule(rule({ value: 15 }), lines, 1);
    expect(applied).toEqual({ discountCents: 1500, shares: [500, 500, 500], freeDelivery: false });
    const odd = applyDiscountRule(rule({ kind: "FIXED", value: 1000 }), lines, 1);
    expect(odd).toMatchObject({ discountCents: 1000, shares: [333, 333, 334] });
  });

  it("never takes the products below zero: a fixed amount stops at them, delivery still paid", () => {
    const applied = applyDiscountRule(rule({ kind: "FIXED", value: 9000 }), [full], 1);
    expect(applied).toMatchObject({ discountCents: 5000, shares: [5000] });
    const lines = withCodeShares([full], isRefusal(applied) ? null : applied);
    const totals = computeCartTotals(lines, { priceCents: 490, freeFromCents: null }, 23);
    expect(totals).toMatchObject({ productsCents: 0, deliveryCents: 490, totalCents: 490 });
  });

  it("applies the product's own price first, then the code, then delivery's free-from amount", () => {
    const line = { priceCents: 6000, discount: 10, quantity: 1 }; // 54,00 € on sale
    const applied = applyDiscountRule(rule({ kind: "FIXED", value: 500 }), [line], 1);
    const lines = withCodeShares([line], isRefusal(applied) ? null : applied);
    const rate = { priceCents: 490, freeFromCents: 5000 };
    // 54,00 − 5,00 = 49,00: below the 50,00 € free-from amount, delivery is paid.
    expect(computeCartTotals(lines, rate, 23)).toMatchObject({
      productsCents: 4900,
      deliveryCents: 490,
      totalCents: 5390,
    });
  });

  it("leaves lines on sale out when the code says so, and refuses a cart of them only", () => {
    const applied = applyDiscountRule(rule({ excludeSale: true }), [full, onSale], 1);
    expect(applied).toMatchObject({ discountCents: 500, shares: [500, 0] });
    expect(applyDiscountRule(rule({ excludeSale: true }), [onSale], 1)).toEqual({
      reason: "ON_SALE",
    });
  });

  it("says how much is missing for the minimum, counting the lines it reaches", () => {
    const refusal = applyDiscountRule(
      rule({ minOrderCents: 8000, excludeSale: true }),
      [full, onSale],
      1,
    );
    expect(refusal).toEqual({ reason: "MINIMUM", minimumCents: 8000, missingCents: 3000 });
    expect(codeRefusalMessage(refusal as never).replace(/\s/g, " ")).toBe(
      "Este código exige compras a partir de 80,00 €: faltam 30,00 €.",
    );
  });

  it("makes delivery free for its groups only, never for a pickup", () => {
    const freeDelivery = rule({ kind: "FREE_DELIVERY", value: 0, groupIds: [1] });
    expect(applyDiscountRule(freeDelivery, [full], 1)).toEqual({
      discountCents: 0,
      shares: [0],
      freeDelivery: true,
    });
    expect(applyDiscountRule(freeDelivery, [full], 2)).toEqual({ reason: "DESTINATION" });
    expect(applyDiscountRule(freeDelivery, [full], null)).toEqual({ reason: "DESTINATION" });
  });
});

describe("when a code may be used", () => {
  it("refuses it before its start, after its end, deactivated, and at its limits", () => {
    const uses = { total: 0, customer: 0 };
    const startsAt = new Date("2026-12-02T00:00:00Z");
    expect(codeAvailability({ ...free, startsAt }, now, uses)).toEqual({
      reason: "NOT_STARTED",
      startsAt,
    });
    expect(codeAvailability({ ...free, endsAt: now }, now, uses)).toEqual({ reason: "EXPIRED" });
    expect(codeAvailability({ ...free, active: false }, now, uses)?.reason).toBe("INACTIVE");
    expect(codeAvailability({ ...free, usageLimit: 10 }, now, { total: 10, customer: 0 })).toEqual({
      reason: "EXHAUSTED",
    });
    expect(
      codeAvailability({ ...free, perCustomerLimit: 1 }, now, { total: 3, customer: 1 }),
    ).toEqual({ reason: "CUSTOMER_LIMIT" });
    expect(codeAvailability(free, now, { total: 99, customer: 99 })).toBeNull();
  });

  it("states each code for the back office", () => {
    expect(codeState({ ...free, startsAt: new Date("2027-01-01") }, now, 0)).toBe("scheduled");
    expect(codeState(free, now, 3)).toBe("active");
    expect(codeState({ ...free, usageLimit: 3 }, now, 3)).toBe("exhausted");
    expect(codeState(free, now, 500, 0)).toBe("exhausted");
    expect(codeState({ ...free, endsAt: now }, now, 0)).toBe("ended");
    expect(codeState({ ...free, active: false }, now, 0)).toBe("ended");
  });

  it("writes every refusal in Portuguese", () => {
    expect(codeRefusalMessage({ reason: "UNKNOWN" })).toMatch(/não existe/);
    expect(codeRefusalMessage({ reason: "NOT_STARTED", startsAt: now })).toBe(
      "Este código só é válido a partir de 01/12/2026, 12:00.",
    );
    expect(codeRefusalMessage({ reason: "EXPIRED" })).toBe("Este código já expirou.");
  });
});

describe("a code's shares on returns and documents", () => {
  const lines = [
    { priceCents: 4000, discount: 0, quantity: 2, codeDiscountCents: 801 },
    { priceCents: 2000, discount: 0, quantity: 1, codeDiscountCents: 199 },
  ];
  const totals = computeCartTotals(lines, 0, 23);

  it("refunds what was paid for a returned line, its share off", () => {
    const purchase = { baseCents: totals.baseCents, vatPercent: 23 };
    expect(totals.productsCents).toBe(9000);
    expect(paidForLinesCents(purchase, lines, [lines[1] as never])).toBe(1801);
    expect(paidForLinesCents(purchase, lines, lines)).toBe(9000);
    expect(codeShareOfUnits(lines[0] as never, 1)).toBe(401);
    expect(codeShareOfUnits(lines[0] as never, 2)).toBe(801);
  });

  it("puts the VAT on the discounted amounts on the invoice", () => {
    const document = invoiceDocument({
      baseCents: totals.baseCents,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      vatPercent: 23,
      lines: lines.map((line) => ({
        ...line,
        title: "Bota",
        size: "38",
        unitPriceCents: line.priceCents,
      })),
    });
    expect(document.lines.map((line) => line.totalCents)).toEqual([7199, 1801]);
    expect(document.totalCents).toBe(9000);
  });
});

describe("codes typed and generated", () => {
  it("generates readable single-use codes with the prefix", () => {
    let n = 0;
    expect(singleUseCode("NATAL", () => n++ % 3)).toBe("NATAL-ABCABCAB");
  });

  it("reads the back office's form: Lisbon times, the kind's value, a prefix for bulk codes", () => {
    const parsed = DiscountCodeCreateSchema.parse({
      code: "natal 10",
      kind: "PERCENT",
      percent: "10",
      startsAt: "2026-07-01T10:00",
    });
    expect(parsed).toMatchObject({ code: "NATAL10", value: 10, bulk: null });
    expect(parsed.startsAt?.toISOString()).toBe("2026-07-01T09:00:00.000Z");
    expect(lisbonLocalTime(lisbonLocalInstant("2026-12-24T18:30"))).toBe("2026-12-24T18:30");
    const bad = DiscountCodeCreateSchema.safeParse({ code: "", kind: "FIXED", amount: "0" });
    expect(bad.success).toBe(false);
    const bulk = DiscountCodeCreateSchema.parse({
      code: "news",
      bulk: "500",
      kind: "FIXED",
      amount: "5,00",
    });
    expect(bulk).toMatchObject({ code: "NEWS", bulk: 500, value: 500 });
  });
});
