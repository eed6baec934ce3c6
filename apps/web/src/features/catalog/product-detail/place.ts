import {
  type CategoryGroup,
  categoryGroupNames,
  categoryListPath,
  groupPath,
  type Persistent,
  type Product,
} from "@shop/shared";
import { categoryPath } from "../product-taxonomy";

/** Where a product sits in the catalogue, with the product-list links of the breadcrumb. */
export interface ProductPlace {
  group: { name: string; to: string };
  category: { name: string; to: string };
}

export function productPlace(persistent: Persistent, product: Product): ProductPlace | null {
  const path = categoryPath(persistent, product);
  if (!path) return null;
  const key = (Object.keys(categoryGroupNames) as CategoryGroup[]).find(
    (candidate) => categoryGroupNames[candidate] === path.group,
  );
  return {
    group: { name: path.group, to: key ? groupPath(key) : "/products" },
    category: { name: path.category.name, to: categoryListPath(path.category) },
  };
}
