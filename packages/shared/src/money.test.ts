import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents, formatEuros } from "./money.ts";

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
