import { describe, expect, it } from "vitest";
import { placeInOrder } from "./ordering.ts";

describe("a list ordered by hand", () => {
  it("swaps two rows given in their new order, the others staying where they are", () => {
    expect(placeInOrder([1, 2, 3, 4], [3, 2])).toEqual([1, 3, 2, 4]);
  });

  it("reorders a part of the list within the places it held (one menu group of many)", () => {
    expect(placeInOrder([10, 20, 30, 40, 50], [50, 10, 30])).toEqual([50, 20, 10, 40, 30]);
  });

  it("takes the whole list in its new order", () => {
    expect(placeInOrder([1, 2, 3], [3, 1, 2])).toEqual([3, 1, 2]);
  });
});
