import { describe, expect, it } from "vitest";
import {
  groupReference,
  isValidMultibancoReference,
  multibancoCheckDigits,
  multibancoReference,
} from "./multibanco.ts";

describe("MULTIBANCO references", () => {
  it("matches the worked example: entity 11202, sub-entity 123, order 1234, 25,50 €", () => {
    expect(multibancoCheckDigits("11202", "123", 1234, 2550)).toBe("16");
    expect(
      multibancoReference({
        entity: "11202",
        subentity: "123",
        orderNumber: 1234,
        amountCents: 2550,
      }),
    ).toBe("123123416");
    expect(groupReference("123123416")).toBe("123 123 416");
  });

  it("puts the amount into the check: another amount, other digits", () => {
    expect(multibancoCheckDigits("11202", "123", 1234, 2551)).not.toBe("16");
    expect(isValidMultibancoReference("11202", "123123416", 2550)).toBe(true);
    expect(isValidMultibancoReference("11202", "123123416", 2551)).toBe(false);
    expect(isValidMultibancoReference("11203", "123123416", 2550)).toBe(false);
  });

  it("pads small order numbers and amounts, and check digits below 10", () => {
    for (let order = 0; order < 200; order += 1) {
      const reference = multibancoReference({
        entity: "11202",
        subentity: "123",
        orderNumber: order,
        amountCents: 199,
      });
      expect(reference).toMatch(/^123\d{6}$/);
      expect(isValidMultibancoReference("11202", reference, 199)).toBe(true);
    }
  });

  it("refuses amounts that do not fit 8 digits and malformed references", () => {
    expect(() => multibancoCheckDigits("11202", "123", 1, 100_000_000)).toThrow(RangeError);
    expect(isValidMultibancoReference("11202", "12312341", 2550)).toBe(false);
    expect(isValidMultibancoReference("11202", "abcdefghi", 2550)).toBe(false);
  });

  it("agrees with an independent MOD 97-10 check of the whole number", () => {
    // Appending the check digits to the 20 digits must leave remainder 1, as in IBANs.
    const digits = `11202123${"1234"}${"00002550"}16`;
    expect(BigInt(digits) % 97n).toBe(1n);
  });
});
