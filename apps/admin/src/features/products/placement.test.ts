import { describe, expect, it } from "vitest";
import { categoriesIn, groupsOf, placementOf } from "./placement";

const flags = { isWoman: false, isMan: false, forShoe: false, forAccessory: false };
const sandals = { ...flags, id: 1, name: "Sandálias", isWoman: true, forShoe: true };
const belts = { ...flags, id: 2, name: "Cintos", isMan: true, forAccessory: true };
const sneakers = { ...flags, id: 3, name: "Sapatilhas", isWoman: true, isMan: true, forShoe: true };

describe("a product's place in the shop", () => {
  it("comes from its category's menu groups", () => {
    expect(groupsOf(sandals)).toEqual(["Sapatos Mulher"]);
    expect(groupsOf(sneakers)).toEqual(["Sapatos Mulher", "Sapatos Homem"]);
  });

  it("starts the form's filters where the category is", () => {
    expect(placementOf(belts)).toEqual({ audience: "men", kind: "accessories" });
    expect(placementOf(sneakers)).toEqual({ audience: "all", kind: "shoes" });
    expect(placementOf(undefined)).toEqual({ audience: "all", kind: "all" });
  });

  it("narrows the categories to choose from", () => {
    const all = [sandals, belts, sneakers];
    expect(categoriesIn(all, "women", "shoes")).toEqual([sandals, sneakers]);
    expect(categoriesIn(all, "men", "all")).toEqual([belts, sneakers]);
    expect(categoriesIn(all, "all", "accessories")).toEqual([belts]);
  });
});
