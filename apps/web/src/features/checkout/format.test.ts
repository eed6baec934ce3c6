import { formatPhoneField } from "@shop/ui";
import { describe, expect, it } from "vitest";
import {
  checkExpiry,
  formatAmount,
  formatCardNumber,
  formatDeadline,
  formatExpiry,
  groupReference,
  intentIdFromSecret,
} from "./format";

describe("groupReference", () => {
  it("groups a reference in threes as banks print it", () => {
    expect(groupReference("123123416")).toBe("123 123 416");
    expect(groupReference("123 123 416")).toBe("123 123 416");
    expect(groupReference("1231")).toBe("123 1");
    expect(groupReference("")).toBe("");
  });
});

describe("formatPhoneField", () => {
  it("puts the prefix before up to 9 digits", () => {
    expect(formatPhoneField("9")).toBe("(351) 9");
    expect(formatPhoneField("912 345 678 9")).toBe("(351) 912345678");
    expect(formatPhoneField("(351) 91234a5")).toBe("(351) 912345");
  });

  it("drops a pasted country code and lets the field be emptied", () => {
    expect(formatPhoneField("+351 912 345 678")).toBe("(351) 912345678");
    expect(formatPhoneField("00351912345678")).toBe("(351) 912345678");
    expect(formatPhoneField("(351) ")).toBe("");
    expect(formatPhoneField("")).toBe("");
  });

  it("keeps a foreign number with its country code, and +351 while it is typed", () => {
    expect(formatPhoneField("+34 600 11 22 33")).toBe("+34 600 11 22 33");
    expect(formatPhoneField("0034600112233")).toBe("+34600112233");
    expect(formatPhoneField("+44 (20) 7946-0958")).toBe("+44 20 79460958");
    expect(formatPhoneField("+3")).toBe("+3");
    expect(formatPhoneField("+351")).toBe("+351");
    expect(formatPhoneField("+351 9")).toBe("(351) 9");
  });
});

describe("amounts and dates", () => {
  it("writes euros as a bank form takes them", () => {
    expect(formatAmount(25.5)).toBe("25,50");
    expect(formatAmount(199.9)).toBe("199,90");
  });

  it("shows a deadline with date and time", () => {
    expect(formatDeadline("2030-05-14T17:32:00.000Z")).toMatch(
      /^\d{2}\/\d{2}\/2030,? \d{2}:\d{2}$/,
    );
    expect(formatDeadline("not a date")).toBe("");
  });
});

describe("card helpers", () => {
  it("takes the intent id from a client secret", () => {
    expect(intentIdFromSecret("pi_sandbox_abc_secret_def")).toBe("pi_sandbox_abc");
    expect(intentIdFromSecret("pi_123")).toBe("pi_123");
  });

  it("formats the number and expiry while typing", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 00")).toBe("4000 0000 00");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("1")).toBe("1");
  });

  it("checks the expiry against the current month", () => {
    const now = new Date(2026, 4, 15);
    expect(checkExpiry("05/26", now)).toBe("ok");
    expect(checkExpiry("04/26", now)).toBe("past");
    expect(checkExpiry("13/30", now)).toBe("invalid");
    expect(checkExpiry("1230", now)).toBe("invalid");
  });
});
