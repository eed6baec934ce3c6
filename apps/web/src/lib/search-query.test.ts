import { describe, expect, it } from "vitest";
import { searchFlags, searchPath } from "./search-query";

describe("searchFlags", () => {
  it("sets no flag for Todas", () => {
    expect(searchFlags(1)).toEqual({ isWomen: 0, isMen: 0, forShoe: 0, forAccessories: 0 });
  });

  it("maps each category to its gender and product-type flags", () => {
    expect(searchFlags(2)).toEqual({ isWomen: 1, isMen: 0, forShoe: 1, forAccessories: 0 });
    expect(searchFlags(3)).toEqual({ isWomen: 0, isMen: 1, forShoe: 1, forAccessories: 0 });
    expect(searchFlags(4)).toEqual({ isWomen: 1, isMen: 0, forShoe: 0, forAccessories: 1 });
    expect(searchFlags(5)).toEqual({ isWomen: 0, isMen: 1, forShoe: 0, forAccessories: 1 });
  });

  it("returns a fresh object each time", () => {
    const flags = searchFlags(2);
    flags.isWomen = 0;
    expect(searchFlags(2).isWomen).toBe(1);
  });
});

describe("searchPath", () => {
  it("always sends the four flags after the search text", () => {
    expect(searchPath("bota", 3)).toBe(
      "/products?search=bota&isWomen=0&isMen=1&forShoe=1&forAccessories=0",
    );
    expect(searchPath("bota", 1)).toBe(
      "/products?search=bota&isWomen=0&isMen=0&forShoe=0&forAccessories=0",
    );
  });

  it("trims and encodes the text", () => {
    const url = new URL(searchPath("  sandálias & cintos ", 4), "http://shop.test");
    expect(url.searchParams.get("search")).toBe("sandálias & cintos");
    expect(url.searchParams.get("forAccessories")).toBe("1");
  });
});
