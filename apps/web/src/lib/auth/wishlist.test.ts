import { describe, expect, it } from "vitest";
import { toggledWishlist } from "./wishlist";

describe("toggledWishlist", () => {
  it("adds a product that is not there and removes one that is", () => {
    expect(toggledWishlist([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggledWishlist([1, 2, 3], 2)).toEqual([1, 3]);
    expect(toggledWishlist([], 5)).toEqual([5]);
  });
});
