import { describe, expect, it } from "vitest";
import { compareSizes, withSizes } from "./sizes";

describe("sizes", () => {
  it("sort numbers first, half sizes in their place, then the rest", () => {
    expect(["U", "38", "37.5", "40", "36"].sort(compareSizes)).toEqual([
      "36",
      "37.5",
      "38",
      "40",
      "U",
    ]);
  });

  it("are added once, in order", () => {
    expect(withSizes(["38", "40"], ["39", "38", "39"])).toEqual(["38", "39", "40"]);
  });
});
