import { describe, expect, it } from "vitest";
import { customerSearchTerms } from "./customers-admin.service.ts";

describe("a customer search's terms", () => {
  it("looks for each word of a name without accents, and for pieces of an email as typed", () => {
    expect(customerSearchTerms("  João  Ribeiro-Saraiva ")).toEqual({
      kind: "words",
      words: ["joao", "ribeiro", "saraiva"],
      nif: null,
    });
    expect(customerSearchTerms("Ana.Silva_1@Gmail")).toEqual({
      kind: "words",
      words: ["ana.silva\\_1@gmail"],
      nif: null,
    });
  });

  it("reads a number as a phone (without Portugal's prefix) or a NIF", () => {
    expect(customerSearchTerms("+351 912 345 678")).toEqual({
      kind: "words",
      words: ["912345678"],
      nif: "912345678",
    });
    expect(customerSearchTerms("(2001) 234")).toMatchObject({ nif: "2001234" });
  });

  it("looks for the start of the name or email when no word has three characters", () => {
    expect(customerSearchTerms("Zé")).toEqual({ kind: "start", name: "ze", email: "zé" });
    expect(customerSearchTerms("%_")).toEqual({ kind: "start", name: "", email: "\\%\\_" });
    expect(customerSearchTerms("12")).toEqual({ kind: "start", name: "12", email: "12" });
  });

  it("has nothing to look for in blank text", () => {
    expect(customerSearchTerms("   ")).toBeNull();
  });
});
