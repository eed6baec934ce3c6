import { describe, expect, it } from "vitest";
import {
  editsApart,
  normalizeSearchText,
  searchWords,
  stemWord,
  textWords,
  typoBudget,
} from "./search-words.ts";

describe("search words", () => {
  it("drops accents and case", () => {
    expect(normalizeSearchText("Sandálias CAMURÇA Açores")).toBe("sandalias camurca acores");
  });

  it("splits on anything that is not a letter or digit, keeping a decimal size whole", () => {
    expect(searchWords("sl-24/0137, bota!")).toEqual(["sl", "24", "0137", "bota"]);
    expect(searchWords("botas 37,5")).toEqual(["botas", "37.5"]);
  });

  it("leaves out words that narrow nothing down and repeats", () => {
    expect(searchWords("Botas de pele e botas")).toEqual(["botas", "pele"]);
  });

  it("keeps at most eight words and nothing for an empty search", () => {
    expect(searchWords("a1 a2 a3 a4 a5 a6 a7 a8 a9 a10")).toHaveLength(8);
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });

  it("says where each word is in the text, as typed", () => {
    expect(textWords("Sapatos de Salto")).toEqual([
      { word: "sapatos", typed: "Sapatos", start: 0, end: 7 },
      { word: "salto", typed: "Salto", start: 11, end: 16 },
    ]);
  });
});

describe("one form per word's agreement", () => {
  it.each([
    ["castanho", "castanha", "castanhos", "castanhas"],
    ["preto", "preta", "pretos", "pretas"],
    ["botim", "botins", "botim", "botins"],
    ["azul", "azuis", "azul", "azuis"],
    ["botão", "botões", "botao", "botoes"],
    ["cor", "cores", "cor", "cores"],
    ["chapéu", "chapéus", "chapeu", "chapeus"],
    ["sandália", "sandálias", "sandalia", "sandalias"],
  ])("%s, %s, %s and %s are one", (...forms) => {
    const stems = new Set(forms.map((form) => stemWord(normalizeSearchText(form))));
    expect(stems.size).toBe(1);
  });

  it("keeps different words apart", () => {
    expect(stemWord("botas")).not.toBe(stemWord("botins"));
    expect(stemWord("malas")).not.toBe(stemWord("meias"));
    expect(stemWord("bege")).toBe("bege");
    expect(stemWord("38")).toBe("38");
  });
});

describe("typos", () => {
  it.each([
    ["sandalas", "sandalias", 1],
    ["sandaliass", "sandalias", 1],
    ["sandalhas", "sandalias", 1],
    ["sadnalias", "sandalias", 1],
    ["snadalias", "sandalias", 1],
    ["sadalas", "sandalias", 2],
    ["btoas", "botas", 1],
    ["botas", "botas", 0],
    ["bota", "botas", 1],
  ])("%s and %s are %i edits apart", (a, b, edits) => {
    expect(editsApart(a, b, 2)).toBe(edits);
    expect(editsApart(b, a, 2)).toBe(edits);
  });

  it("stops counting past the most asked for", () => {
    expect(editsApart("sandalias", "mocassins", 2)).toBe(3);
    expect(editsApart("a", "abcd", 1)).toBe(2);
  });

  it("forgives one typo from four letters and two from eight, in words only", () => {
    expect(typoBudget("bot")).toBe(0);
    expect(typoBudget("bota")).toBe(1);
    expect(typoBudget("sandalia")).toBe(2);
    expect(typoBudget("0137")).toBe(0);
  });
});
