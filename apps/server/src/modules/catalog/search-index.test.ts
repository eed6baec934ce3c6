import { describe, expect, it } from "vitest";
import { type SearchDocument, type SearchFilters, searchIndex } from "./search-index.ts";

const document = (
  id: number,
  title: string,
  rest: string,
  flags: Partial<SearchDocument> = {},
) => ({
  id,
  title,
  text: `${title} ${rest}`,
  active: true,
  categoryId: null,
  newCollection: false,
  isWoman: false,
  isMan: false,
  forShoe: false,
  forAccessory: false,
  priceCents: 0,
  brandId: null,
  colorId: null,
  ...flags,
});

// Newest first, as the database hands them over.
const index = searchIndex([
  document(5, "mala tote", "malas preto", { categoryId: 2, isWoman: true, forAccessory: true }),
  document(4, "bolsa", "malas camel", { categoryId: 2, isWoman: true, forAccessory: true }),
  document(3, "sandalias rio", "sandalias camel", { categoryId: 1, isWoman: true, forShoe: true }),
  document(2, "botas", "botas preto", { categoryId: 3, isMan: true, forShoe: true }),
  document(1, "sandalias mar", "sandalias preto", {
    categoryId: 1,
    newCollection: true,
    isWoman: true,
  }),
  document(0, "sandalias escondidas", "sandalias preto", { active: false, categoryId: 1 }),
]);
const noFilters: SearchFilters = {
  category: null,
  newCollection: false,
  isWomen: false,
  isMen: false,
  forShoe: false,
  forAccessories: false,
};
const find = (text: string | null, filters: Partial<SearchFilters> = {}, offset = 0, limit = 18) =>
  index.search(text, { ...noFilters, ...filters }, { offset, limit });

describe("search index", () => {
  it("matches the start of words and needs every word", () => {
    expect(find("sand")).toEqual([3, 1]);
    expect(find("sandalias preto")).toEqual([1]);
    expect(find("dalias")).toEqual([]);
  });

  it("forgives one typo in words of five letters or more only", () => {
    expect(find("sandalas")).toEqual([3, 1]);
    expect(find("botaz")).toEqual([2]);
    expect(find("bitas")).toEqual([2]);
    expect(find("mela")).toEqual([]);
  });

  it("puts a match in the title before a match elsewhere, and equal matches newest first", () => {
    expect(find("mala")).toEqual([5, 4]);
    expect(find("camel")).toEqual([4, 3]);
  });

  it("filters by every flag and category, together with the words", () => {
    expect(find(null, { isWomen: true, forShoe: true })).toEqual([3]);
    expect(find(null, { isMen: true })).toEqual([2]);
    expect(find(null, { newCollection: true })).toEqual([1]);
    expect(find(null, { category: 2 })).toEqual([5, 4]);
    expect(find("preto", { forAccessories: true })).toEqual([5]);
  });

  it("pages the same order by offset", () => {
    expect(find(null)).toEqual([5, 4, 3, 2, 1]);
    expect([...find(null, {}, 0, 2), ...find(null, {}, 2, 2), ...find(null, {}, 4, 2)]).toEqual([
      5, 4, 3, 2, 1,
    ]);
  });

  it("finds products no longer on sale only for the back office", () => {
    expect(find("escondidas")).toEqual([]);
    expect(find(null, { category: 1 })).toEqual([3, 1]);
    expect(index.matchingIds("escondidas")).toEqual([0]);
    expect(index.matchingIds("sandalias preto")).toEqual([1, 0]);
    expect(index.matchingIds(" - ")).toBeNull();
  });
});
