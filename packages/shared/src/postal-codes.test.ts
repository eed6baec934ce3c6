import { describe, expect, it } from "vitest";
import {
  normalizePostalCodeFor,
  postalCodeError,
  postalCodeExample,
  postalCodeMessages,
} from "./postal-codes.ts";
import { checkAddressPostalCodes } from "./schemas/purchase.ts";

const valid = (code: string | null, typed: string) =>
  postalCodeError(code, normalizePostalCodeFor(code, typed));

describe("postal codes by country", () => {
  it.each([
    ["PT", "1100-053", "1100-053"],
    ["PT", "1100053", "1100-053"],
    ["PT-30", "9000 018", "9000-018"],
    ["PT-20", "9500150", "9500-150"],
    ["ES", "28013", "28013"],
    ["FR", " 75001", "75001"],
    ["DE", "10115", "10115"],
    ["GB", "sw1a1aa", "SW1A 1AA"],
    ["GB", "SW1A 1AA", "SW1A 1AA"],
    ["NL", "1012ab", "1012 AB"],
    ["IE", "d02x285", "D02 X285"],
    ["BR", "01310100", "01310-100"],
    ["CA", "k1a0b1", "K1A 0B1"],
    ["US", "10001-1234", "10001-1234"],
    ["SE", "11122", "111 22"],
    ["PL", "00950", "00-950"],
    ["LU", "1009", "1009"],
    ["LT", "lt01100", "LT-01100"],
    ["AO", "CP 1234", "CP 1234"],
    [null, "12345", "12345"],
  ])("%s accepts %s as %s", (code, typed, written) => {
    const normalized = normalizePostalCodeFor(code, typed);
    expect(normalized).toBe(written);
    expect(postalCodeError(code, normalized)).toBeNull();
  });

  it("shows an example of the region's own codes", () => {
    expect(postalCodeExample("PT")).toBe("1100-053");
    expect(postalCodeExample("PT-30")).toBe("9000-018");
    expect(postalCodeExample("PT-20")).toBe("9500-150");
    expect(postalCodeExample("ES")).toBe("28013");
    expect(postalCodeExample(null)).toBe("");
  });

  it("keeps Spain's five digits whole: 28013 is not forced into 2801-3", () => {
    expect(normalizePostalCodeFor("ES", "28013")).toBe("28013");
  });

  it.each([
    ["PT", "1100-05", postalCodeMessages.portugal],
    ["PT", "0999-000", postalCodeMessages.portugal],
    ["PT", "9000-018", postalCodeMessages.mainland],
    ["PT-30", "9500-150", postalCodeMessages.madeira],
    ["PT-30", "1100-053", postalCodeMessages.madeira],
    ["PT-20", "9000-018", postalCodeMessages.azores],
    ["ES", "2801", postalCodeMessages.country("28013")],
    ["ES", "280133", postalCodeMessages.country("28013")],
    ["GB", "12345", postalCodeMessages.country("SW1A 1AA")],
    ["AO", "<script>", postalCodeMessages.any],
    ["AO", "1", postalCodeMessages.any],
  ])("%s refuses %s", (code, typed, message) => {
    expect(valid(code, typed)).toBe(message);
  });

  it("checks each address against its own country", () => {
    const codes: Record<number, string> = { 1: "PT", 2: "ES", 3: "PT-30" };
    const result = checkAddressPostalCodes(
      {
        addressDelivery: { country: 2, postalCode: "28013" },
        addressInvoice: { country: 3, postalCode: "1100-053" },
      },
      (id) => codes[id] ?? null,
    );
    expect(result.delivery).toBe("28013");
    expect(result.errors).toEqual({ "addressInvoice.postalCode": postalCodeMessages.madeira });
  });
});
