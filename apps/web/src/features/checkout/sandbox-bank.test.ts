import { describe, expect, it } from "vitest";
import { bankFieldsFromQuery, checkBankFields, parseEuros } from "./sandbox-bank";

describe("the sandbox bank form", () => {
  it("reads euros written either way", () => {
    expect(parseEuros("25,50")).toBe(25.5);
    expect(parseEuros("25.5")).toBe(25.5);
    expect(parseEuros("1.234,56 €")).toBe(1234.56);
    expect(parseEuros("0")).toBeNull();
    expect(parseEuros("abc")).toBeNull();
    expect(parseEuros("1,234")).toBeNull();
  });

  it("is pre-filled from the link the checkout gives", () => {
    const params = new URLSearchParams({ entity: "11202", reference: "123123416", value: "25.5" });
    expect(bankFieldsFromQuery(params)).toEqual({
      entity: "11202",
      reference: "123 123 416",
      value: "25,50",
    });
    expect(bankFieldsFromQuery(new URLSearchParams())).toEqual({
      entity: "",
      reference: "",
      value: "",
    });
  });

  it("checks the fields before paying", () => {
    expect(checkBankFields({ entity: "11202", reference: "123 123 416", value: "25,50" })).toEqual({
      ok: true,
      body: { entity: "11202", reference: "123123416", value: 25.5 },
    });
    const bad = checkBankFields({ entity: "112", reference: "", value: "x" });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(["entity", "reference", "value"]);
  });
});
