import { describe, expect, it } from "vitest";
import type { Category, CategoryTree } from "../schemas/catalog.ts";
import {
  categoryListPath,
  describeSearch,
  groupPath,
  type ListingSearch,
  listingPageQuery,
  listingQuery,
  searchFromParams,
} from "./listing.ts";
import { NO_FILTERS } from "./listing-filters.ts";
import { queryParams as params } from "./test-params.ts";

const NONE: ListingSearch = {
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

describe("searchFromParams", () => {
  it("searches everything without parameters", () => {
    expect(searchFromParams(params(""))).toEqual(NONE);
  });

  it("reads the four flags, the new collection and the category", () => {
    expect(
      searchFromParams(params("isWomen=1&isMen=0&forShoe=1&forAccessories=0&newP=1&category=12")),
    ).toEqual({ ...NONE, isWomen: 1, forShoe: 1, newCollection: 1, category: 12 });
    expect(searchFromParams(params("isMen=1&forAccessories=1"))).toEqual({
      ...NONE,
      isMen: 1,
      forAccessories: 1,
    });
  });

  it("trims the search text and leaves out an empty one", () => {
    expect(searchFromParams(params("search=%20%20botas%20pretas%20")).search).toBe("botas pretas");
    expect(searchFromParams(params("search=%20%20")).search).toBeNull();
    expect(searchFromParams(params("search=")).search).toBeNull();
  });

  it("cuts a search text longer than the API accepts", () => {
    const text = searchFromParams(params(`search=${"a".repeat(500)}`)).search;
    expect(text).toHaveLength(200);
  });

  it("ignores flag values other than 1", () => {
    expect(
      searchFromParams(params("isWomen=true&isMen=2&forShoe=yes&forAccessories=-1&newP=0")),
    ).toEqual(NONE);
    expect(searchFromParams(params("isWomen=01&newP=on"))).toEqual(NONE);
  });

  it("ignores a category that is not a positive id", () => {
    for (const value of ["abc", "-3", "0", "1.5", "12abc", "", "9999999999", "1e3"]) {
      expect(searchFromParams(params(`category=${value}`)).category).toBeNull();
    }
  });

  it("gives equal searches for URLs that differ only in parameter order", () => {
    expect(searchFromParams(params("forShoe=1&isWomen=1"))).toEqual(
      searchFromParams(params("isWomen=1&forShoe=1")),
    );
  });
});

describe("describeSearch", () => {
  it("names all products when nothing narrows the list", () => {
    expect(describeSearch(NONE, tree)).toEqual({ title: "Todos os produtos", context: null });
  });

  it("names a group by its flags", () => {
    expect(describeSearch({ ...NONE, isWomen: 1, forShoe: 1 }, tree).title).toBe("Sapatos Mulher");
    expect(describeSearch({ ...NONE, isMen: 1, forAccessories: 1 }, tree).title).toBe(
      "Acessórios Homem",
    );
    expect(describeSearch({ ...NONE, forShoe: 1 }, tree).title).toBe("Sapatos");
    expect(describeSearch({ ...NONE, isMen: 1 }, tree).title).toBe("Homem");
  });

  it("names a category with its group above", () => {
    expect(describeSearch({ ...NONE, category: 10 }, tree)).toEqual({
      title: "Sandálias",
      context: "Sapatos Homem",
    });
  });

  it("says so when the category does not exist", () => {
    expect(describeSearch({ ...NONE, category: 999 }, tree).title).toBe("Categoria não encontrada");
  });

  it("names the new collection, with its group", () => {
    expect(describeSearch({ ...NONE, newCollection: 1 }, tree)).toEqual({
      title: "Nova Coleção",
      context: null,
    });
    expect(describeSearch({ ...NONE, newCollection: 1, isMen: 1, forShoe: 1 }, tree)).toEqual({
      title: "Nova Coleção",
      context: "Sapatos Homem",
    });
  });

  it("puts the search text first, with where it searched", () => {
    expect(describeSearch({ ...NONE, search: "botas" }, tree)).toEqual({
      title: "Resultados para “botas”",
      context: null,
    });
    expect(
      describeSearch({ ...NONE, search: "botas", isWomen: 1, forShoe: 1, category: 1 }, tree),
    ).toEqual({ title: "Resultados para “botas”", context: "Sandálias" });
    expect(describeSearch({ ...NONE, search: "botas", isWomen: 1, forShoe: 1 }, tree).context).toBe(
      "Sapatos Mulher",
    );
  });
});

describe("list addresses", () => {
  it("builds the links of groups and categories", () => {
    expect(groupPath("shoesWomen")).toBe("/products?isWomen=1&forShoe=1");
    expect(groupPath("accessoriesMen")).toBe("/products?isMen=1&forAccessories=1");
    expect(categoryListPath({ id: 20 })).toBe("/products?category=20");
  });

  it("keeps only what defines a list in its canonical query, in one order", () => {
    const search = searchFromParams(
      params("utm_source=x&forShoe=1&isWomen=1&page=3&sort=price&newP=0&search=%20botas%20"),
    );
    expect(listingQuery(search)).toBe("isWomen=1&forShoe=1&search=botas");
    expect(listingQuery({ ...NONE, search: "botas & sapatos" })).toBe(
      "search=botas%20%26%20sapatos",
    );
    expect(listingQuery(searchFromParams(params("category=12&newP=1&fbclid=abc")))).toBe(
      "category=12&newP=1",
    );
    expect(listingQuery(NONE)).toBe("");
  });

  it("writes a listing's whole query one way: what defines it, its filters, nothing else", () => {
    expect(
      listingPageQuery(
        params("utm_source=x&size=38%2C5&forShoe=1&sort=priceAsc&isWomen=1&color=abc&size=38.5"),
      ),
    ).toBe(listingPageQuery(params("isWomen=1&forShoe=1&size=38.5&sort=priceAsc")));
    expect(listingPageQuery(params("isWomen=1&forShoe=1&size=38.5&sort=priceAsc"))).toBe(
      "isWomen=1&forShoe=1&size=38.5&sort=priceAsc",
    );
    expect(listingPageQuery(params("gclid=1&page=2"))).toBe("");
  });
});
