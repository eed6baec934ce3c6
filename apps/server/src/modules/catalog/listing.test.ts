import { SearchBodySchema } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { catalogueListing, type ListingActivity, listingChoices } from "./listing.ts";
import { type SearchDocument, type SearchFilters, searchIndex } from "./search-index.ts";

const document = (id: number, title: string, rest: Partial<SearchDocument>): SearchDocument => ({
  id,
  title,
  ref: `REF-${id}`,
  colourManual: null,
  description: "",
  tagIds: [],
  active: true,
  categoryId: 1,
  newCollection: false,
  isWoman: true,
  isMan: false,
  forShoe: true,
  forAccessory: false,
  priceCents: 5000,
  brandId: null,
  colorId: null,
  ...rest,
});

// Newest first, as the database hands them over; prices are what a customer pays.
const listing = catalogueListing(
  searchIndex({
    vocabulary: { categories: [], colours: [], brands: [], tags: [], synonyms: [], sizes: [] },
    documents: [
      document(6, "sandalias rio", { priceCents: 4000, brandId: 1, colorId: 10 }),
      document(5, "botas altas", { priceCents: 9000, brandId: 2, colorId: 10 }),
      document(4, "sandalias mar", { priceCents: 6000, brandId: 1, colorId: 11 }),
      document(3, "sapatilhas", { priceCents: 3000, brandId: 2, colorId: 11, isWoman: false }),
      document(2, "botas baixas", { priceCents: 7000, brandId: null, colorId: 12 }),
      document(1, "sandalias escondidas", { priceCents: 1000, brandId: 1, active: false }),
    ],
  }),
);
const activity: ListingActivity = {
  // Product 2 has no online stock at all; 1 is not on sale.
  onlineSizes: new Map([
    [6, ["37", "38"]],
    [5, ["38", "40"]],
    [4, ["36.5"]],
    [3, ["38", "U"]],
    [1, ["38"]],
  ]),
  viewRank: new Map([
    [4, 0],
    [2, 1],
    [6, 2],
  ]),
};
const noFilters: SearchFilters = {
  category: null,
  newCollection: false,
  isWomen: false,
  isMen: false,
  forShoe: false,
  forAccessories: false,
};
const body = (fields: Record<string, unknown> = {}) => SearchBodySchema.parse(fields);
const find = (fields: Record<string, unknown>, text: string | null = null) => {
  const parsed = body(fields);
  return listing.search(text, noFilters, listingChoices(parsed), parsed.sort, page, activity);
};
const facets = (fields: Record<string, unknown>, text: string | null = null) =>
  listing.facets(text, noFilters, listingChoices(body(fields)), activity);
const page = { offset: 0, limit: 18 };

describe("catalogue listing", () => {
  it("keeps products with any chosen size in online stock", () => {
    expect(find({ sizes: ["38"] })).toEqual([6, 5, 3]);
    expect(find({ sizes: ["36.5", "U"] })).toEqual([4, 3]);
    expect(find({ sizes: ["41"] })).toEqual([]);
  });

  it("filters by colour, brand and the price paid, each facet with AND", () => {
    expect(find({ colors: [10, 12] })).toEqual([6, 5, 2]);
    expect(find({ brands: [1] })).toEqual([6, 4]);
    expect(find({ brands: [1], colors: [11] })).toEqual([4]);
    expect(find({ priceMin: 40, priceMax: 70 })).toEqual([6, 4, 2]);
    expect(find({ priceMax: 39.99 })).toEqual([3]);
    expect(find({ sizes: ["38"], priceMin: 50 })).toEqual([5]);
  });

  it("sorts by price, newest and most viewed, and pages in that order", () => {
    expect(find({ sort: "priceAsc" })).toEqual([3, 6, 4, 2, 5]);
    expect(find({ sort: "priceDesc" })).toEqual([5, 2, 4, 6, 3]);
    expect(find({ sort: "newest" })).toEqual([6, 5, 4, 3, 2]);
    // Products never viewed come last, newest first.
    expect(find({ sort: "mostViewed" })).toEqual([4, 2, 6, 5, 3]);
    const parsed = body({ sort: "priceAsc" });
    expect(
      listing.search(
        null,
        noFilters,
        listingChoices(parsed),
        "priceAsc",
        { offset: 2, limit: 2 },
        activity,
      ),
    ).toEqual([4, 2]);
    // Best match first (no text: newest) pages the same way with a filter.
    const colored = listingChoices(body({ colors: [10, 12] }));
    expect(
      listing.search(null, noFilters, colored, "relevance", { offset: 1, limit: 1 }, activity),
    ).toEqual([5]);
  });

  it("searches text with the filters: best match first, or newest when asked", () => {
    expect(find({ sizes: ["37", "36.5"] }, "sandalias")).toEqual([6, 4]);
    expect(find({ sort: "priceDesc" }, "botas")).toEqual([5, 2]);
    expect(find({ sort: "newest", brands: [1] }, "sand")).toEqual([6, 4]);
  });

  it("counts each choice with the other choices kept", () => {
    expect(facets({})).toEqual({
      total: 5,
      sizes: [
        { size: "36.5", count: 1 },
        { size: "37", count: 1 },
        { size: "38", count: 3 },
        { size: "40", count: 1 },
        { size: "U", count: 1 },
      ],
      colors: [
        { id: 10, count: 2 },
        { id: 11, count: 2 },
        { id: 12, count: 1 },
      ],
      brands: [
        { id: 1, count: 2 },
        { id: 2, count: 2 },
      ],
      price: { min: 30, max: 90 },
      understood: null,
    });
    const chosen = facets({ sizes: ["38"], brands: [2] });
    expect(chosen.total).toBe(2);
    // Sizes counted among brand 2 only; brands among size 38 only.
    expect(chosen.sizes).toEqual([
      { size: "38", count: 2 },
      { size: "40", count: 1 },
      { size: "U", count: 1 },
    ]);
    expect(chosen.brands).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 2 },
    ]);
    expect(chosen.colors).toEqual([
      { id: 10, count: 1 },
      { id: 11, count: 1 },
    ]);
    // The price bounds ignore the price choice itself.
    expect(facets({ priceMin: 80 }).price).toEqual({ min: 30, max: 90 });
    expect(facets({ priceMin: 80 }).total).toBe(1);
    expect(facets({}, "xyzxyz")).toMatchObject({ total: 0, sizes: [], price: null });
  });
});
