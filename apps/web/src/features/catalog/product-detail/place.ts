import type { Persistent, Product } from "@shop/shared";
import { categoryPath } from "../product-taxonomy";
import { catalogTexts } from "../texts";

type GroupKey = keyof typeof catalogTexts.groups;

/** The product-list filters of each menu group (flags at 1 filter; the others are left out). */
const GROUP_FILTERS: Record<GroupKey, string> = {
  shoesWomen: "isWomen=1&forShoe=1",
  shoesMen: "isMen=1&forShoe=1",
  accessoriesWomen: "isWomen=1&forAccessories=1",
  accessoriesMen: "isMen=1&forAccessories=1",
};

/** Where a product sits in the catalogue, with the product-list links of the breadcrumb. */
export interface ProductPlace {
  group: { name: string; to: string };
  category: { name: string; to: string };
}

export function productPlace(persistent: Persistent, product: Product): ProductPlace | null {
  const path = categoryPath(persistent, product);
  if (!path) return null;
  const key = (Object.keys(catalogTexts.groups) as GroupKey[]).find(
    (candidate) => catalogTexts.groups[candidate] === path.group,
  );
  return {
    group: { name: path.group, to: key ? `/products?${GROUP_FILTERS[key]}` : "/products" },
    category: { name: path.category.name, to: `/products?category=${path.category.id}` },
  };
}
