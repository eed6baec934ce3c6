import { describe, expect, it } from "vitest";
import { centsToEuros, centsToEuroText, eurosToCents, formatEuros, parseEuros } from "./money.ts";

describe("money", () => {
  it("formats euros the Portuguese way", () => {
    expect(formatEuros(89.9).replace(/\s/g, " ")).toBe("89,90 €");
    expect(formatEuros(0).replace(/\s/g, " ")).toBe("0,00 €");
    expect(formatEuros(1234.5)).toBe("1234,50\u00a0€");
    expect(formatEuros(12345.67)).toBe("12\u00a0345,67\u00a0€");
    expect(formatEuros(-1234567.8)).toBe("-1\u00a0234\u00a0567,80\u00a0€");
  });

  it("writes every amount as Intl's pt-PT euro formatter does, rounding included", () => {
    const intl = new Intl.NumberFormat("pt-PT", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
    });
    const amounts = [0, -0, 0.004, 0.005, 1.005, 2.675, 9999.995, 99999.995, -0.004, -2.5];
    // Cents up to ten million euros, and amounts with a third decimal (VAT parts), both signs.
    for (let i = 0; i < 5000; i += 1) {
      const cents = Math.floor(Math.random() * 10 ** (1 + (i % 9)));
      amounts.push(cents / 100, -cents / 100, Math.floor(Math.random() * 1e7) / 1000);
    }
    for (const amount of amounts)
      expect(formatEuros(amount), String(amount)).toBe(intl.format(amount));
  });

  it("writes every amount as Intl's English euro formatter does on an English page", () => {
    const intl = new Intl.NumberFormat("en", { style: "currency", currency: "EUR" });
    expect(formatEuros(89.9, "en")).toBe("€89.90");
    const amounts = [0, -0, 0.005, 1.005, 999.995, -2.5, 1234.5, 12345.67, -1234567.8];
    for (let i = 0; i < 2000; i += 1)
      amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 9))) / 100);
    for (const amount of amounts)
      expect(formatEuros(amount, "en"), String(amount)).toBe(intl.format(amount));
  });

  it("converts between cents and euros without float drift", () => {
    expect(centsToEuros(8990)).toBe(89.9);
    expect(eurosToCents(89.9)).toBe(8990);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(101);
  });

  it("reads euros typed the Portuguese way", () => {
    expect(parseEuros("89,90")).toBe(8990);
    expect(parseEuros("89,9")).toBe(8990);
    expect(parseEuros("89")).toBe(8900);
    expect(parseEuros(" 0,05 € ")).toBe(5);
    expect(parseEuros("1.299,90")).toBe(129990);
    expect(parseEuros("1 299,90")).toBe(129990);
    expect(parseEuros("1.299")).toBe(129900);
    expect(parseEuros("89.90")).toBe(8990);
  });

  it("refuses what is not an amount of euros", () => {
    for (const text of ["", "-5", "89,901", "12,345", "8 9", "1.29.90", "oitenta", "1,2,3", "€"]) {
      expect(parseEuros(text), text).toBeNull();
    }
  });

  it("writes cents back as the price field shows them", () => {
    expect(centsToEuroText(8990)).toBe("89,90");
    expect(centsToEuroText(5)).toBe("0,05");
    expect(centsToEuroText(129900)).toBe("1299,00");
    expect(parseEuros(centsToEuroText(129905))).toBe(129905);
  });
});
