import {
  type CategoryGroup,
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

/** `groupNames`: the groups' names in the page's language. */
export function productPlace(
  persistent: Persistent,
  product: Product,
  groupNames: Record<CategoryGroup, string>,
): ProductPlace | null {
  const path = categoryPath(persistent, product);
  if (!path) return null;
  return {
    group: { name: groupNames[path.group], to: groupPath(path.group) },
    category: { name: path.category.name, to: categoryListPath(path.category) },
  };
}
