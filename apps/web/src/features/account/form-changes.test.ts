import { describe, expect, it } from "vitest";
import { changedFields, hasChanges } from "./form-changes";

const saved = { name: "Ana", email: "ana@example.pt", phone: "(351) 912345678" };

describe("hasChanges", () => {
  it("is false while the form holds what is saved", () => {
    expect(hasChanges(saved, { ...saved })).toBe(false);
  });

  it("ignores spaces around the values, as saving trims them", () => {
    expect(hasChanges(saved, { ...saved, name: "  Ana " })).toBe(false);
  });

  it("is true once any field differs, and false again when it is put back", () => {
    expect(hasChanges(saved, { ...saved, name: "Ana Maria" })).toBe(true);
    expect(hasChanges(saved, { ...saved, name: "Ana" })).toBe(false);
  });

  it("treats a missing value as empty", () => {
    expect(hasChanges({ nif: "" }, {})).toBe(false);
    expect(hasChanges({ nif: null }, { nif: "" })).toBe(false);
    expect(hasChanges({ nif: "" }, { nif: "5" })).toBe(true);
  });
});

describe("changedFields", () => {
  it("names the fields that differ", () => {
    expect(changedFields(saved, { ...saved, email: "nova@example.pt", phone: "(351) " })).toEqual([
      "email",
      "phone",
    ]);
  });
});
