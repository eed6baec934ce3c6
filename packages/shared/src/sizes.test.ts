import { describe, expect, it } from "vitest";
import { compareSizes, sizeKind } from "./sizes.ts";

describe("sizes", () => {
  it("sort numbers first, half sizes in their place, then the others by name", () => {
    expect(["U", "40", "36.5", "M", "9", "37.5"].sort(compareSizes)).toEqual([
      "9",
      "36.5",
      "37.5",
      "40",
      "M",
      "U",
    ]);
  });

  it("tell shoe sizes from belt lengths and the rest", () => {
    expect(["35", "37.5", "46"].map(sizeKind)).toEqual(["shoe", "shoe", "shoe"]);
    expect(["75", "100", "105"].map(sizeKind)).toEqual(["length", "length", "length"]);
    expect(["U", "39-42", "M"].map(sizeKind)).toEqual(["other", "other", "other"]);
  });
});
