import { type Category, type CategoryTree, NO_FILTERS, searchFromParams } from "@shop/shared";
import { describe, expect, it } from "vitest";
import type { ProductSearch } from "../api";
import { activeGroup, paramsWithFilters } from "./search-params";

function params(query: string): URLSearchParams {
  return new URLSearchParams(query);
}

const NONE: ProductSearch = {
  search: null,
  category: null,
  newCollection: 0,
  isWomen: 0,
  isMen: 0,
  forShoe: 0,
  forAccessories: 0,
  ...NO_FILTERS,
};
function category(id: number, name: string, flags: Partial<Category> = {}): Category {
  return { id, name, isWoman: false, isMan: false, forShoe: false, forAccessorie: false, ...flags };
}

const tree: CategoryTree = {
  shoesWomen: [category(1, "Sandálias", { isWoman: true, forShoe: true })],
  shoesMen: [category(10, "Sandálias", { isMan: true, forShoe: true })],
  accessoriesWomen: [category(20, "Malas", { isWoman: true, forAccessorie: true })],
  accessoriesMen: [category(30, "Cintos", { isMan: true, forAccessorie: true })],
};

describe("the listing's filters in the URL", () => {
  it("reads sizes, colours, brands, prices and the sort", () => {
    expect(
      searchFromParams(
        params(
          "category=3&size=38&size=37%2C5&color=2&brand=4&brand=5&priceMin=20&priceMax=79.9&sort=priceAsc",
        ),
      ),
    ).toEqual({
      ...NONE,
      category: 3,
      sizes: ["38", "37.5"],
      colors: [2],
      brands: [4, 5],
      priceMin: 20,
      priceMax: 79.9,
      sort: "priceAsc",
    });
  });

  it("reads back the search a URL was written from, filters and all", () => {
    const search: ProductSearch = {
      ...NONE,
      isWomen: 1,
      forShoe: 1,
      search: "botas",
      sizes: ["38", "39"],
      colors: [2],
      priceMin: 10,
      sort: "priceDesc",
    };
    const written = paramsWithFilters(params("isWomen=1&forShoe=1&search=botas&size=41"), search);
    expect(searchFromParams(written)).toEqual(search);
  });
});

describe("sidebar helpers", () => {
  it("opens the group of the current category, else of the flags", () => {
    expect(activeGroup({ ...NONE, category: 20 }, tree)).toBe("accessoriesWomen");
    expect(activeGroup({ ...NONE, isMen: 1, forShoe: 1 }, tree)).toBe("shoesMen");
    expect(activeGroup({ ...NONE, forShoe: 1 }, tree)).toBeNull();
    expect(activeGroup(NONE, tree)).toBeNull();
  });
});
