import { describe, expect, it } from "vitest";
import {
  filterParamEntries,
  filtersFromParams,
  hasFilters,
  NO_FILTERS,
} from "./listing-filters.ts";
import { queryParams as params, paramsOf } from "./test-params.ts";

describe("the listing's filters in the URL", () => {
  it("leaves out what no filter can be, so a hand-edited URL still lists", () => {
    expect(
      filtersFromParams(
        params(
          "size=%3Cb%3E&size=u&size=u&color=0&color=x&brand=-1&priceMin=-5&priceMax=abc&sort=cheap",
        ),
      ),
    ).toEqual({ ...NO_FILTERS, sizes: ["U"] });
    // A minimum above the maximum drops both.
    expect(filtersFromParams(params("priceMin=90&priceMax=10"))).toEqual(NO_FILTERS);
    const many = Array.from({ length: 40 }, (_, i) => `size=${i + 1}`).join("&");
    expect(filtersFromParams(params(many)).sizes).toHaveLength(20);
  });

  it("writes the filters back as URL parameters that read the same", () => {
    const filters = {
      ...NO_FILTERS,
      sizes: ["38", "39"],
      colors: [2],
      priceMin: 10,
      sort: "priceDesc" as const,
    };
    const entries = filterParamEntries(filters);
    expect(entries).toEqual([
      ["size", "38"],
      ["size", "39"],
      ["color", "2"],
      ["priceMin", "10"],
      ["sort", "priceDesc"],
    ]);
    expect(filtersFromParams(paramsOf(entries))).toEqual(filters);
    expect(filterParamEntries(NO_FILTERS)).toEqual([]);
  });

  it("tells whether a filter narrows the list", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, sort: "priceAsc" })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, priceMax: 50 })).toBe(true);
  });
});
