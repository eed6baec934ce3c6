import { describe, expect, it } from "vitest";
import {
  editsApart,
  normalizeSearchText,
  stemWord,
  textWords,
  typoBudget,
} from "./search-words.ts";

describe("search words", () => {
  it("drops accents and case", () => {
    expect(normalizeSearchText("Sandálias CAMURÇA Açores")).toBe("sandalias camurca acores");
  });

  const words = (text: string) => textWords(text).map(({ word }) => word);

  it("splits on anything that is not a letter or digit, keeping a decimal size whole", () => {
    expect(words("sl-24/0137, bota!")).toEqual(["sl", "24", "0137", "bota"]);
    expect(words("botas 37,5")).toEqual(["botas", "37.5"]);
  });

  it("leaves out words that narrow nothing down, and finds none in an empty text", () => {
    expect(words("Botas de pele e tamanho 38")).toEqual(["botas", "pele", "38"]);
    expect(words("   ")).toEqual([]);
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
