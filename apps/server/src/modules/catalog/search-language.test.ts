import { describe, expect, it } from "vitest";
import { ENGLISH_SEARCH, PORTUGUESE_SEARCH, stemEnglishWord } from "./search-language.ts";
import { stemWord } from "./search-words.ts";

describe("the English search's words", () => {
  it("gives a word's singular and plural one form", () => {
    const pairs = [
      ["boots", "boot"],
      ["sneakers", "sneaker"],
      ["accessories", "accessory"],
      ["boxes", "box"],
      ["watches", "watch"],
      ["shoes", "shoe"],
      ["scarves", "scarf"],
      ["women", "woman"],
      ["womens", "woman"],
      ["men", "man"],
      ["mens", "man"],
    ];
    for (const [plural, singular] of pairs) {
      expect(stemEnglishWord(plural as string), plural).toBe(stemEnglishWord(singular as string));
    }
  });

  it("keeps apart words that only look plural, and numbers", () => {
    expect(stemEnglishWord("canvas")).toBe("canvas");
    expect(stemEnglishWord("dress")).toBe("dress");
    expect(stemEnglishWord("bus")).toBe("bus");
    expect(stemEnglishWord("38")).toBe("38");
    expect(stemEnglishWord("boot")).not.toBe(stemEnglishWord("booty"));
  });

  it("reads «men's» as «men» (the possessive's «s» narrows nothing down), and «size» as no word", () => {
    const words = (text: string) => ENGLISH_SEARCH.words(text).map(({ word }) => word);
    expect(words("Men's sneakers")).toEqual(["men", "sneakers"]);
    expect(words("the boots for women, size 38")).toEqual(["boots", "women", "38"]);
  });

  it("leaves the Portuguese rules as they were", () => {
    expect(PORTUGUESE_SEARCH.stem).toBe(stemWord);
    expect(PORTUGUESE_SEARCH.words("botas de salto").map(({ word }) => word)).toEqual([
      "botas",
      "salto",
    ]);
    expect(PORTUGUESE_SEARCH.sizeLabel("37.5")).toBe("Tamanho 37,5");
    expect(ENGLISH_SEARCH.sizeLabel("37.5")).toBe("Size 37.5");
  });
});
