/** The menu groups of the storefront, in its order, and the flags that place a category there. */
export const CATEGORY_GROUPS = [
  { key: "shoesWomen", isWoman: true, forShoe: true },
  { key: "shoesMen", isWoman: false, forShoe: true },
  { key: "accessoriesWomen", isWoman: true, forShoe: false },
  { key: "accessoriesMen", isWoman: false, forShoe: false },
] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number]["key"];

/** The menu groups a category appears in. */
export function categoryGroups(category: {
  isWoman: boolean;
  isMan: boolean;
  forShoe: boolean;
  forAccessory: boolean;
}): CategoryGroup[] {
  return CATEGORY_GROUPS.filter(
    (group) =>
      (group.isWoman ? category.isWoman : category.isMan) &&
      (group.forShoe ? category.forShoe : category.forAccessory),
  ).map((group) => group.key);
}

/** The menu groups' names, as the storefront's sidebar shows them. */
export const categoryGroupNames: Record<CategoryGroup, string> = {
  shoesWomen: "Sapatos Mulher",
  shoesMen: "Sapatos Homem",
  accessoriesWomen: "Acessórios Mulher",
  accessoriesMen: "Acessórios Homem",
};
