import { describe, expect, it } from "vitest";
import { formatNationalPhoneField, formatPhoneField } from "./corrections";

describe("formatNationalPhoneField", () => {
  it("shows the prefix and up to 9 digits while typing", () => {
    expect(formatNationalPhoneField("9")).toBe("(351) 9");
    expect(formatNationalPhoneField("(351) 96")).toBe("(351) 96");
    expect(formatNationalPhoneField("(351) 9612345678")).toBe("(351) 961234567");
    expect(formatNationalPhoneField("(35) 96")).toBe("(351) 96");
    expect(formatNationalPhoneField("+351 9")).toBe("(351) 9");
  });

  it.each([
    "+351 961 234 567",
    "00351961234567",
    "(351) 961 234 567",
    "(+351) 961-234-567",
    "351961234567",
    "96.123.45.67",
  ])("takes a pasted %s as its 9 digits", (pasted) => {
    expect(formatNationalPhoneField(pasted)).toBe("(351) 961234567");
  });
});

describe("formatPhoneField", () => {
  it.each(["(+351) 961-234-567", "351 961 234 567", "96 123 45 67"])(
    "takes a pasted %s as its 9 digits",
    (pasted) => {
      expect(formatPhoneField(pasted)).toBe("(351) 961234567");
    },
  );

  it("keeps a foreign number, and Portugal's code until its first digit", () => {
    expect(formatPhoneField("+34 600 11 22 33")).toBe("+34 600 11 22 33");
    expect(formatPhoneField("00 351")).toBe("00 351");
    expect(formatPhoneField("+351 ")).toBe("+351");
  });
});
