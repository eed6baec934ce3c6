import { describe, expect, it } from "vitest";
import { invoiceDocument, splitCents } from "./invoice.ts";
import { computeCartTotals, withGiftCards } from "./pricing.ts";

describe("splitting cents", () => {
  it("keeps the whole and gives the leftover cents to the largest remainders", () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(1000, [5, 3, 2])).toEqual([500, 300, 200]);
    expect(splitCents(7, [0, 0])).toEqual([4, 3]);
    expect(splitCents(0, [5, 5])).toEqual([0, 0]);
    expect(splitCents(5, [])).toEqual([]);
  });
});

const sandals = { title: "Sandálias de tiras", size: "38", unitPriceCents: 6990 };

describe("the invoice of a purchase", () => {
  it("has a line per product and size, the delivery as its own, at the purchase's rate", () => {
    const lines = [
      { ...sandals, quantity: 2, discount: 20 },
      { ...sandals, size: "39", quantity: 1, discount: 0 },
    ];
    const totals = computeCartTotals(
      lines.map((l) => ({ priceCents: l.unitPriceCents, ...l })),
      490,
      23,
    );
    const document = invoiceDocument({ ...totals, lines });
    expect(document.lines.map((line) => [line.description, line.quantity])).toEqual([
      ["Sandálias de tiras — tamanho 38", 2],
      ["Sandálias de tiras — tamanho 39", 1],
      ["Entrega", 1],
    ]);
    expect(document.lines.every((line) => line.vatPercent === 23)).toBe(true);
    expect(document.lines[2]).toMatchObject({ baseCents: 398, totalCents: 490 });
    expect(document.totalCents).toBe(totals.totalCents);
  });

  it("has no delivery line when the delivery was free", () => {
    const lines = [{ ...sandals, quantity: 1, discount: 0 }];
    const totals = computeCartTotals([{ priceCents: 6990, discount: 0, quantity: 1 }], 0, 23);
    expect(invoiceDocument({ ...totals, lines }).lines).toHaveLength(1);
  });

  it("equals the purchase to the cent for random carts, discounts and destinations", () => {
    let state = 12;
    const random = (n: number) => {
      state = (state * 48271) % 2147483647;
      return state % n;
    };
    const problems: unknown[] = [];
    for (let run = 0; run < 2000; run++) {
      const lines = Array.from({ length: 1 + random(6) }, (_, index) => ({
        title: `Produto ${index}`,
        size: String(35 + index),
        unitPriceCents: 1 + random(50000),
        discount: random(4) === 0 ? random(101) : 0,
        quantity: 1 + random(10),
      }));
      const delivery = [0, 490, 1290, 2490][random(4)] as number;
      for (const rate of [23, 22, 16, 25.5, 21, 17, 0]) {
        const priced = lines.map((l) => ({ priceCents: l.unitPriceCents, ...l }));
        const totals = computeCartTotals(priced, delivery, 23, rate);
        const document = invoiceDocument({ ...totals, lines });
        const sum = (pick: (line: (typeof document.lines)[number]) => number) =>
          document.lines.reduce((total, line) => total + pick(line), 0);
        const adds =
          sum((line) => line.totalCents) === totals.totalCents &&
          sum((line) => line.vatCents) === totals.vatCents &&
          sum((line) => line.baseCents) === totals.baseCents + totals.deliveryBaseCents &&
          document.totalCents === totals.totalCents &&
          document.vatCents === totals.vatCents &&
          document.baseCents === totals.baseCents + totals.deliveryBaseCents &&
          document.lines.every(
            (line) =>
              line.baseCents >= 0 &&
              line.vatCents >= 0 &&
              line.totalCents === line.baseCents + line.vatCents,
          );
        // One check per cart (thousands of expects would be slower than the sums).
        if (!adds) problems.push({ lines, delivery, rate });
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the invoice of a purchase with gift cards", () => {
  it("sells a gift card on a line at 0 % with the multi-purpose voucher's mention, the delivery kept", () => {
    const lines = [{ ...sandals, quantity: 1, discount: 0 }];
    const totals = withGiftCards(
      computeCartTotals([{ priceCents: 6990, discount: 0, quantity: 1 }], 490, 23),
      5000,
    );
    const document = invoiceDocument({ ...totals, lines, giftCardValues: [5000] });
    expect(
      document.lines.map((line) => [line.description, line.vatPercent, line.totalCents]),
    ).toEqual([
      ["Sandálias de tiras — tamanho 38", 23, 6990],
      ["Entrega", 23, 490],
      ["Cartão-presente — Vale multiusos: IVA liquidado na utilização (M99)", 0, 5000],
    ]);
    expect(document.totalCents).toBe(6990 + 490 + 5000);
    expect(document.vatCents).toBe(totals.vatCents);
    expect(document.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(
      document.totalCents,
    );
  });

  it("invoices gift cards bought alone with no VAT and no delivery", () => {
    const document = invoiceDocument({
      baseCents: 0,
      vatCents: 0,
      totalCents: 2500,
      vatPercent: 23,
      lines: [],
      giftCardValues: [2500],
    });
    expect(document.lines).toHaveLength(1);
    expect(document).toMatchObject({ baseCents: 2500, vatCents: 0, totalCents: 2500 });
  });
});
