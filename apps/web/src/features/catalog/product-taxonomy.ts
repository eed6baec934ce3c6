import type { Category, Persistent, Product } from "@shop/shared";
import { catalogTexts } from "./texts";

/** The category and its group, e.g. 'Sapatos Mulher › Sandálias'. */
export function categoryPath(
  persistent: Persistent,
  product: Product,
): { group: string; category: Category } | null {
  const tree = persistent.categoryTree;
  const groups: Array<[string, Category[]]> = [
    [catalogTexts.groups.shoesWomen, tree.shoesWomen],
    [catalogTexts.groups.shoesMen, tree.shoesMen],
    [catalogTexts.groups.accessoriesWomen, tree.accessoriesWomen],
    [catalogTexts.groups.accessoriesMen, tree.accessoriesMen],
  ];
  for (const [group, categories] of groups) {
    const category = categories.find((c) => c.id === product.categoryId);
    if (category) return { group, category };
  }
  return null;
}

/** Tag names of a product, in the tag list's order. */
export function tagNames(persistent: Persistent, product: Product): string[] {
  return persistent.tags.filter((tag) => product.tags.includes(tag.id)).map((tag) => tag.name);
}
