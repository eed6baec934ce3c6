import { describe, expect, it } from "vitest";
import type { SearchVocabulary } from "./search-dictionary.ts";
import {
  type SearchDocument,
  type SearchFilters,
  type SearchLive,
  searchIndex,
} from "./search-index.ts";

const WOMEN_SHOES = { isWoman: true, isMan: false, forShoe: true, forAccessory: false };
const MEN_SHOES = { isWoman: false, isMan: true, forShoe: true, forAccessory: false };
const WOMEN_BAGS = { isWoman: true, isMan: false, forShoe: false, forAccessory: true };

export const vocabulary: SearchVocabulary = {
  categories: [
    { id: 1, name: "Sandálias", ...WOMEN_SHOES },
    { id: 2, name: "Malas", ...WOMEN_BAGS },
    { id: 3, name: "Botas", ...MEN_SHOES },
    { id: 4, name: "Sandálias", ...MEN_SHOES },
    { id: 5, name: "Botins", ...WOMEN_SHOES },
    { id: 6, name: "Sapatilhas", ...MEN_SHOES },
  ],
  colours: [
    { id: 10, name: "Preto" },
    { id: 11, name: "Camel" },
    { id: 12, name: "Castanho" },
    { id: 13, name: "Azul-marinho" },
  ],
  brands: [{ id: 20, name: "Sapatos Alfama" }],
  tags: [
    { id: 30, name: "Pele" },
    { id: 31, name: "Made in Portugal" },
  ],
  synonyms: [
    ["sapatilhas", "ténis", "sneakers"],
    ["malas", "bolsas"],
    ["galochas", "botas de chuva"],
  ],
  sizes: ["38", "39", "U"],
};

const document = (
  id: number,
  title: string,
  categoryId: number,
  rest: Partial<SearchDocument> = {},
): SearchDocument => {
  const category = vocabulary.categories.find((each) => each.id === categoryId);
  return {
    id,
    active: true,
    title,
    ref: `REF-${id}`,
    colourManual: null,
    description: "",
    categoryId,
    brandId: null,
    colorId: null,
    tagIds: [],
    newCollection: false,
    isWoman: category?.isWoman ?? false,
    isMan: category?.isMan ?? false,
    forShoe: category?.forShoe ?? false,
    forAccessory: category?.forAccessory ?? false,
    priceCents: 5000,
    ...rest,
  };
};

// Newest first, as the database hands them over.
const documents = [
  document(9, "Sapatilhas de lona", 6, { colorId: 13, brandId: 20 }),
  document(8, "Botas de chuva forradas", 3, { colorId: 10 }),
  document(7, "Mala tote", 2, { colorId: 12, tagIds: [30] }),
  document(6, "Bolsa de ombro", 2, { colorId: 11, description: "Com fivela dourada." }),
  document(5, "Sandálias rio", 1, { colorId: 11, tagIds: [31] }),
  document(4, "Botas de montar", 3, { colorId: 10, tagIds: [30] }),
  document(3, "Sandálias mar", 1, { colorId: 10, newCollection: true }),
  document(2, "Sandálias de tiras", 4, { colorId: 12, colourManual: "Castanho e preto" }),
  document(1, "Botins de fivela", 5, { colorId: 10 }),
  document(0, "Sandálias escondidas", 1, { active: false, colorId: 10 }),
];
const index = searchIndex({ documents, vocabulary });
const noFilters: SearchFilters = {
  category: null,
  newCollection: false,
  isWomen: false,
  isMen: false,
  forShoe: false,
  forAccessories: false,
};
// Every product has units online but 4 (sold out online).
const live: SearchLive = {
  onlineSizes: new Map(documents.filter((d) => d.id !== 4).map((d) => [d.id, ["38"]])),
};
const find = (text: string | null, filters: Partial<SearchFilters> = {}, offset = 0, limit = 18) =>
  index.search(text, { ...noFilters, ...filters }, { offset, limit }, live);
const understood = (text: string) => index.find(text, live).understanding;

describe("search index: what a text means", () => {
  it("reads a category with a menu group as both", () => {
    expect(find("sandálias homem")).toEqual([2]);
    expect(find("sandalias mulher")).toEqual([5, 3]);
    expect(understood("sandálias homem")?.parts).toEqual([
      { kind: "category", typed: "sandálias", label: "Sandálias", without: "homem" },
      { kind: "group", typed: "homem", label: "Homem", without: "sandálias" },
    ]);
  });

  it("reads colours in any agreement, and a colour named in a product's own colour", () => {
    expect(find("malas castanhas")).toEqual([7]);
    expect(find("pretas")).toEqual([8, 3, 2, 1, 4]);
    expect(find("azul marinho")).toEqual([9]);
  });

  it("reads synonyms, also of several words", () => {
    expect(find("ténis")).toEqual([9]);
    expect(find("sneakers")).toEqual([9]);
    expect(find("bolsas")).toEqual([6, 7]);
    expect(find("galochas")).toEqual([8]);
    expect(understood("ténis")?.parts[0]?.label).toBe("Sapatilhas");
  });

  it("reads brands, tags of several words and sizes", () => {
    expect(find("sapatos alfama")).toEqual([9]);
    expect(find("made in portugal")).toEqual([5]);
    expect(find("botas 38")).toEqual([8]);
    expect(understood("botas 38")?.parts[1]).toMatchObject({ kind: "size", label: "Tamanho 38" });
  });

  it("finds words in any order, singular or plural, with or without accents", () => {
    expect(find("tiras sandalia")).toEqual([2]);
    expect(find("SANDÁLIA TIRAS")).toEqual([2]);
  });
});

describe("search index: typos", () => {
  it("forgives one edit at any position in words of four letters or more", () => {
    for (const typo of ["sandlias", "sandalais", "sandalias", "sandalyas", "sanndalias"]) {
      expect(find(typo)).toEqual([5, 3, 2]);
    }
    expect(find("bots")).toEqual([8, 4]);
  });

  it("forgives two in words of eight letters or more, and none under four", () => {
    expect(find("snadalais")).toEqual([5, 3, 2]);
    expect(find("sndlias")).toEqual([]);
    expect(find("bta")).toEqual([]);
  });

  it("forgives a typo in a singular the catalogue has only in the plural", () => {
    expect(find("btim")).toEqual([1]);
    expect(understood("btim")?.corrected).toBe("botins");
  });

  it("says what it read a typo as, never correcting a word the catalogue knows", () => {
    expect(understood("sandlias homem")?.corrected).toBe("sandálias homem");
    expect(understood("botins")?.corrected).toBeNull();
    expect(find("botins")).toEqual([1]);
    expect(understood("malas castanhas")?.corrected).toBeNull();
  });
});

describe("search index: ranking, paging and filters", () => {
  it("puts a match in the title or names before one in the description", () => {
    expect(find("fivela")).toEqual([1, 6]);
  });

  it("puts products with units online before sold-out ones", () => {
    expect(find("botas")).toEqual([8, 4]);
    expect(find("pele")).toEqual([7, 4]);
  });

  it("needs every part, dropping the weakest when together they find nothing, and says so", () => {
    expect(find("sandálias homem camel")).toEqual([2]);
    expect(understood("sandálias homem camel")?.dropped).toEqual(["camel"]);
    expect(understood("sandálias homem camel")?.parts.map((part) => part.label)).toEqual([
      "Sandálias",
      "Homem",
    ]);
  });

  it("corrects the words kept only, and removes a part without leaving stray marks", () => {
    expect(understood("sandlias homem camel")).toMatchObject({
      corrected: "sandálias homem",
      dropped: ["camel"],
    });
    expect(understood("REF-9 sapatilhas")?.parts.map((part) => part.without)).toEqual([
      "9 sapatilhas",
      "REF sapatilhas",
      "REF-9",
    ]);
  });

  it("reads at most eight words of a text", () => {
    expect(understood("a1 a2 a3 a4 a5 a6 a7 a8 a9 a10")?.parts).toHaveLength(8);
  });

  it("offers the nearest categories when nothing is found at all", () => {
    expect(find("zzzzzz")).toEqual([]);
    const closest = understood("sandolhos xyz")?.closestCategories ?? [];
    expect(closest[0]).toBe(1);
    expect(understood("qwerty")?.closestCategories.length).toBeGreaterThan(0);
  });

  it("filters by every flag and category, together with the words", () => {
    expect(find(null, { isWomen: true, forShoe: true })).toEqual([5, 3, 1]);
    expect(find(null, { isMen: true })).toEqual([9, 8, 4, 2]);
    expect(find(null, { newCollection: true })).toEqual([3]);
    expect(find("preto", { forAccessories: true })).toEqual([]);
    expect(find("camel", { forAccessories: true })).toEqual([6]);
  });

  it("pages the same order by offset", () => {
    const all = find("sandalias");
    expect([...find("sandalias", {}, 0, 2), ...find("sandalias", {}, 2, 2)]).toEqual(all);
    expect(find(null)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it("finds products no longer on sale only for the back office, every word needed", () => {
    expect(find("escondidas")).toEqual([]);
    expect(index.matchingIds("escondidas")).toEqual([0]);
    expect(index.matchingIds("sandálias homem camel")).toEqual([]);
    expect(index.matchingIds(" - ")).toBeNull();
  });
});

describe("search index: suggestions", () => {
  it("suggests products, categories and brands starting like the words typed", () => {
    const suggested = index.suggest("sa", live);
    // Titles first; the other shoes (filed under «sapatos») after.
    expect(suggested.ids.slice(0, 4)).toEqual([9, 5, 3, 2]);
    expect(suggested).toMatchObject({
      categories: [
        { id: 1, name: "Sandálias", group: "shoesWomen" },
        { id: 4, name: "Sandálias", group: "shoesMen" },
        { id: 6, name: "Sapatilhas", group: "shoesMen" },
      ],
      brands: [{ id: 20, name: "Sapatos Alfama" }],
    });
  });

  it("keeps to the categories a text names, in the groups it names", () => {
    expect(index.suggest("sandálias homem", live).categories).toEqual([
      { id: 4, name: "Sandálias", group: "shoesMen" },
    ]);
  });
});
