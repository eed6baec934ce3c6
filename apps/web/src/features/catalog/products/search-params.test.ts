import type { Category, CategoryTree } from "@shop/shared";
import { describe, expect, it } from "vitest";
import type { ProductSearch } from "../api";
import { activeGroup } from "./search-params";

const NONE: ProductSearch = {
  search: null,
  category: null,
  newCollection: 0,
  isWomen: 0,
  isMen: 0,
  forShoe: 0,
  forAccessories: 0,
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

describe("sidebar helpers", () => {
  it("opens the group of the current category, else of the flags", () => {
    expect(activeGroup({ ...NONE, category: 20 }, tree)).toBe("accessoriesWomen");
    expect(activeGroup({ ...NONE, isMen: 1, forShoe: 1 }, tree)).toBe("shoesMen");
    expect(activeGroup({ ...NONE, forShoe: 1 }, tree)).toBeNull();
    expect(activeGroup(NONE, tree)).toBeNull();
  });
});
