import { describe, expect, it } from "vitest";
import { postalCodeError, postalCodeMessages } from "./postal-codes.ts";
import {
  containsLink,
  formatIban,
  formatPhoneInput,
  internationalPhone,
  isValidContactPhone,
  isValidIban,
  isValidNif,
  isValidPasswordLength,
  isValidPhoneDigits,
  normalizeContactPhone,
  normalizeIban,
  normalizeNif,
  normalizePostalCode,
  phoneDigits,
  portugueseMobile,
  portugueseNumber,
} from "./validation.ts";

describe("NIF", () => {
  it.each(["123456789", "501964843", "500100144", "100000100"])(
    "accepts the valid NIF %s",
    (nif) => {
      expect(isValidNif(nif)).toBe(true);
    },
  );

  it.each([
    ["a wrong check digit", "123456780"],
    ["eight digits", "12345678"],
    ["ten digits", "1234567890"],
    ["letters", "12345678a"],
    ["a first digit no NIF starts with", "412345678"],
    ["an empty value", ""],
  ])("refuses %s", (_case, nif) => {
    expect(isValidNif(nif)).toBe(false);
  });

  it("uses 0 as the check digit when 11 minus the remainder is 10 or more", () => {
    // 1·9 + 1·2 = 11 leaves remainder 0, and 11 − 0 = 11 becomes 0.
    expect(isValidNif("100000100")).toBe(true);
    expect(isValidNif("100000101")).toBe(false);
  });

  it("keeps only the digits as typed", () => {
    expect(normalizeNif("PT 123 456 789 0")).toBe("123456789");
  });
});

describe("postal code", () => {
  it.each(["1100053", "1100-53", "110-0053", "1100–053", "abcd-efg", "1100-0533"])(
    "refuses %s in Portugal",
    (code) => {
      expect(postalCodeError("PT", code)).toBe(postalCodeMessages.portugal);
    },
  );

  it.each([
    ["1100053", "1100-053"],
    ["1100", "1100"],
    ["11000", "1100-0"],
    ["1100 053", "1100-053"],
    ["1100-0534", "1100-053"],
    ["ab12c", "12"],
  ])("corrects %s to %s while typing", (typed, expected) => {
    expect(normalizePostalCode(typed)).toBe(expected);
  });
});

describe("phone", () => {
  it("shows the prefix and at most 9 digits", () => {
    expect(formatPhoneInput("912345678")).toBe("(351) 912345678");
    expect(formatPhoneInput("(351) 91234567899")).toBe("(351) 912345678");
    expect(formatPhoneInput("")).toBe("(351) ");
  });

  it("does not mistake the prefix for digits when it is partly deleted", () => {
    expect(formatPhoneInput("(351 9")).toBe("(351) 9");
    expect(formatPhoneInput("(35) 91")).toBe("(351) 91");
  });

  it("reads the 9 digits out of what was typed", () => {
    expect(phoneDigits("(351) 912 345 678")).toBe("912345678");
  });

  it("needs exactly 9 digits", () => {
    expect(isValidPhoneDigits("912345678")).toBe(true);
    expect(isValidPhoneDigits("91234567")).toBe(false);
    expect(isValidPhoneDigits("9123456789")).toBe(false);
  });
});

describe("a Portuguese number however it is written", () => {
  it.each([
    ["961234567", "961234567"],
    ["+351 961 234 567", "961234567"],
    ["+351961234567", "961234567"],
    ["00351961234567", "961234567"],
    ["00351 961 234 567", "961234567"],
    ["(351) 961 234 567", "961234567"],
    ["(351) 961234567", "961234567"],
    ["(+351) 961-234-567", "961234567"],
    ["351 961 234 567", "961234567"],
    ["351961234567", "961234567"],
    ["961-234-567", "961234567"],
    ["96 123 45 67", "961234567"],
    ["96.123.45.67", "961234567"],
    [" 213 420 118 ", "213420118"],
    ["+351 21 342 01 18", "213420118"],
  ])("reads %s as %s", (typed, digits) => {
    expect(portugueseNumber(typed)).toBe(digits);
  });

  it.each([
    ["ten digits", "9612345678"],
    ["ten digits after +351", "+351 9612345678"],
    ["eight digits", "96123456"],
    ["eight digits after 00351", "0035196123456"],
    ["letters", "96123456a"],
    ["a number spelt out", "nove seis um"],
    ["a Spanish number", "+34 600 112 233"],
    ["a Spanish number with 00", "0034600112233"],
    ["a country code in the middle", "961 +351 234"],
    ["the country code alone", "+351"],
    ["Portugal's code before 6 digits", "(351) 912 345"],
    ["nothing", ""],
  ])("refuses %s (%s)", (_case, typed) => {
    expect(portugueseNumber(typed)).toBeNull();
  });
});

describe("an MB WAY number", () => {
  it.each([
    ["+351 961 234 567", "961234567"],
    ["00351961234567", "961234567"],
    ["(351) 961 234 567", "961234567"],
    ["961-234-567", "961234567"],
    ["96 123 45 67", "961234567"],
    ["912345678", "912345678"],
  ])("takes %s as the mobile %s", (typed, digits) => {
    expect(portugueseMobile(typed)).toBe(digits);
  });

  it.each([
    ["a landline", "213 420 118"],
    ["a Spanish mobile", "+34 600 112 233"],
    ["a British mobile", "+44 7700 900123"],
    ["ten digits", "9612345678"],
    ["letters", "96123456x"],
    ["nothing", ""],
  ])("refuses %s (%s)", (_case, typed) => {
    expect(portugueseMobile(typed)).toBeNull();
  });
});

describe("a phone field while typing", () => {
  it.each([
    ["+351 961 234 567", "961234567"],
    ["00351961234567", "961234567"],
    ["(+351) 961 234 567", "961234567"],
    ["351961234567", "961234567"],
    ["+351 96", "96"],
    ["00351 9", "9"],
    ["(351) 96", "96"],
    ["(351) 912345", "912345"],
    ["(351) +351 961 234 567", "961234567"],
    ["(351) 351961234567", "961234567"],
  ])("keeps the digits after the country code of %s", (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
    expect(formatPhoneInput(typed)).toBe(`(351) ${digits}`);
  });

  it("follows a person typing one key at a time after the prefix", () => {
    let field = "(351) ";
    for (const key of "91a2 345 678 99") field = formatPhoneInput(field + key);
    expect(field).toBe("(351) 912345678");
  });
});

describe("password bounds", () => {
  it.each([
    [7, false],
    [8, true],
    [40, true],
    [41, false],
  ])("a password of %i characters is allowed: %s", (length, allowed) => {
    expect(isValidPasswordLength("a".repeat(length))).toBe(allowed);
  });
});

describe("links in names and addresses", () => {
  it.each([
    "http://premio.example",
    "HTTPS:premio",
    "www.premio",
    "premio.pt",
    "Ganhe em loja-gratis.com hoje",
    "ana@example.pt",
    "sub.evil.example.co",
  ])("finds a link in %s", (value) => {
    expect(containsLink(value)).toBe(true);
  });

  it.each([
    "Ana Silva",
    "Av. da Liberdade 10, 2.º Esq.",
    "Rua Augusta 1, 1.Dto",
    "Lote 3.A",
    "São João da Madeira",
    "R/C",
  ])("finds none in %s", (value) => {
    expect(containsLink(value)).toBe(false);
  });
});

describe("contact phone", () => {
  it.each([
    ["(351) 912345678", "912345678"],
    ["912 345 678", "912345678"],
    ["+351 912 345 678", "912345678"],
    ["00351912345678", "912345678"],
    ["+34 600 11 22 33", "+34600112233"],
    ["0034 600112233", "+34600112233"],
    ["+44 20 7946 0958", "+442079460958"],
    ["(351) 961 234 567", "961234567"],
    ["(+351) 961-234-567", "961234567"],
    ["351 961 234 567", "961234567"],
    ["96.123.45.67", "961234567"],
    ["+44 (20) 7946-0958", "+442079460958"],
  ])("keeps %s as %s, a valid number", (typed, kept) => {
    expect(normalizeContactPhone(typed)).toBe(kept);
    expect(isValidContactPhone(normalizeContactPhone(typed))).toBe(true);
  });

  it.each([
    "+34 600",
    "+0 600112233",
    "12345",
    "+1234567890123456",
    "(351) 9612345678",
    "+351 9612345678",
    "003519612345",
    "9612345678",
    "96123456a",
    "+34 600 ABC 233",
    "+(351) 9612345678",
  ])("refuses %s, never cutting it to 9 digits", (typed) => {
    expect(isValidContactPhone(normalizeContactPhone(typed))).toBe(false);
  });
});

describe("IBAN", () => {
  it.each([
    ["a Portuguese one", "PT50000201231234567890154"],
    ["a Portuguese one as printed, in groups and lower case", "pt50 0002 0123 1234 5678 9015 4"],
    ["a German one", "DE89 3704 0044 0532 0130 00"],
    ["a British one, with letters", "GB82 WEST 1234 5698 7654 32"],
  ])("accepts %s", (_label, iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ["a wrong last digit", "PT50000201231234567890155"],
    ["two digits swapped", "PT50000201231234567809154"],
    ["a wrong check digit", "DE88370400440532013000"],
    ["a Portuguese one a digit short", "PT5000020123123456789015"],
    ["no country", "50000201231234567890154"],
    ["an empty value", ""],
  ])("refuses %s", (_label, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it("keeps it without spaces, and shows it in groups of four", () => {
    expect(normalizeIban(" pt50 0002-0123 1234 5678 9015 4 ")).toBe("PT50000201231234567890154");
    expect(formatIban("PT50000201231234567890154")).toBe("PT50 0002 0123 1234 5678 9015 4");
  });
});

describe("internationalPhone", () => {
  it("writes a Portuguese number with its country code, however it was typed", () => {
    expect(internationalPhone("213 420 118")).toBe("+351213420118");
    expect(internationalPhone("(351) 213 420 118")).toBe("+351213420118");
    expect(internationalPhone("+351 912 345 678")).toBe("+351912345678");
    expect(internationalPhone("00351 912-345-678")).toBe("+351912345678");
  });

  it("keeps a foreign number's country code", () => {
    expect(internationalPhone("+34 600 11 22 33")).toBe("+34600112233");
  });
});
