import { type Category, categoryGroupNames, type Persistent, type Product } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { productPlace } from "./place";

function category(id: number, name: string, flags: Partial<Category>): Category {
  return { id, name, isWoman: false, isMan: false, forShoe: false, forAccessorie: false, ...flags };
}

const persistent = {
  categoryTree: {
    shoesWomen: [category(2, "Sabrinas", { isWoman: true, forShoe: true })],
    shoesMen: [category(13, "Botins", { isMan: true, forShoe: true })],
    accessoriesWomen: [category(17, "Malas", { isWoman: true, forAccessorie: true })],
    accessoriesMen: [category(22, "Cintos", { isMan: true, forAccessorie: true })],
  },
} as unknown as Persistent;

const product = (categoryId: number | null) => ({ categoryId }) as Product;

describe("productPlace", () => {
  it("links the group to the list with its flags and the category by id", () => {
    expect(productPlace(persistent, product(2), categoryGroupNames)).toEqual({
      group: { name: "Sapatos Mulher", to: "/products?isWomen=1&forShoe=1" },
      category: { name: "Sabrinas", to: "/products?category=2" },
    });
    expect(productPlace(persistent, product(13), categoryGroupNames)?.group.to).toBe(
      "/products?isMen=1&forShoe=1",
    );
    expect(productPlace(persistent, product(17), categoryGroupNames)?.group.to).toBe(
      "/products?isWomen=1&forAccessories=1",
    );
    expect(productPlace(persistent, product(22), categoryGroupNames)?.group).toEqual({
      name: "Acessórios Homem",
      to: "/products?isMen=1&forAccessories=1",
    });
  });

  it("is null for a product without a known category", () => {
    expect(productPlace(persistent, product(null), categoryGroupNames)).toBeNull();
    expect(productPlace(persistent, product(999), categoryGroupNames)).toBeNull();
  });
});
