import {
  CATEGORY_GROUP_KEYS,
  type Category,
  type CategoryGroup,
  type Persistent,
  type Product,
} from "@shop/shared";

/** The category and its group, e.g. 'Sapatos Mulher › Sandálias'. */
export function categoryPath(
  persistent: Persistent,
  product: Product,
): { group: CategoryGroup; category: Category } | null {
  for (const group of CATEGORY_GROUP_KEYS) {
    const category = persistent.categoryTree[group].find((c) => c.id === product.categoryId);
    if (category) return { group, category };
  }
  return null;
}

/** Tag names of a product, in the tag list's order. */
export function tagNames(persistent: Persistent, product: Product): string[] {
  return persistent.tags.filter((tag) => product.tags.includes(tag.id)).map((tag) => tag.name);
}
