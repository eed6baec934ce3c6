import { describe, expect, it } from "vitest";
import { centsToEuros, centsToEurosText, eurosToCents, formatEuros, parseEuros } from "./money.ts";

describe("money", () => {
  it("formats euros the Portuguese way", () => {
    expect(formatEuros(89.9).replace(/\s/g, " ")).toBe("89,90 €");
    expect(formatEuros(0).replace(/\s/g, " ")).toBe("0,00 €");
  });

  it("converts between cents and euros without float drift", () => {
    expect(centsToEuros(8990)).toBe(89.9);
    expect(eurosToCents(89.9)).toBe(8990);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(101);
  });
});

describe("prices typed the Portuguese way", () => {
  it.each([
    ["4,90", 490],
    ["4,9", 490],
    ["4", 400],
    ["0", 0],
    [" 12 € ", 1200],
    ["12,50 €", 1250],
    ["1 234,50", 123450],
    ["1.234,50", 123450],
    ["1.234", 123400],
    ["4.90", 490],
    ["1\u00a0234,5", 123450],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it.each(["", "abc", "-4,90", "4,999", "4,90,1", "1.23.456", "12 34", "1e3", "2000000"])(
    "refuses %j",
    (text) => {
      expect(parseEuros(text)).toBeNull();
    },
  );

  it("writes cents back as the field shows them", () => {
    expect(centsToEurosText(490)).toBe("4,90");
    expect(centsToEurosText(0)).toBe("0,00");
    expect(centsToEurosText(123405)).toBe("1234,05");
  });
});
