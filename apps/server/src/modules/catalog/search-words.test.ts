import { describe, expect, it } from "vitest";
import { isOneEditApart, normalizeSearchText, searchWords, typoVariants } from "./search-words.ts";

describe("search words", () => {
  it("drops accents and case", () => {
    expect(normalizeSearchText("Sandálias CAMURÇA Açores")).toBe("sandalias camurca acores");
  });

  it("splits on anything that is not a letter or digit", () => {
    expect(searchWords("sl-24/0137, bota!")).toEqual(["sl", "24", "0137", "bota"]);
  });

  it("leaves out words that narrow nothing down and repeats", () => {
    expect(searchWords("Botas de pele e botas")).toEqual(["botas", "pele"]);
  });

  it("keeps at most eight words and nothing for an empty search", () => {
    expect(searchWords("a1 a2 a3 a4 a5 a6 a7 a8 a9 a10")).toHaveLength(8);
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });
});

describe("one typo", () => {
  it.each([
    ["sandalas", "sandalias", true],
    ["sandaliass", "sandalias", true],
    ["sandalhas", "sandalias", true],
    ["botaz", "botas", true],
    ["botas", "botas", false],
    ["sadalas", "sandalias", false],
    ["btoas", "botas", false],
    ["bota", "botas", true],
  ])("%s and %s are one edit apart: %s", (a, b, expected) => {
    expect(isOneEditApart(a, b)).toBe(expected);
    expect(isOneEditApart(b, a)).toBe(expected);
  });

  it("forgives a typo only in words of five letters or more", () => {
    const vocabulary = ["botas", "malas", "sandalias"];
    expect(typoVariants("sandalas", vocabulary)).toEqual(["sandalias"]);
    expect(typoVariants("botaz", vocabulary)).toEqual(["botas"]);
    expect(typoVariants("mala", vocabulary)).toEqual([]);
  });
});
