import {
  type CategoryGroup,
  type CategoryTree,
  findCategory,
  groupOfFlags,
  type ListingSearch,
} from "@shop/shared";

/** The sidebar group to show open: the current category's, else the one the flags select. */
export function activeGroup(search: ListingSearch, tree: CategoryTree): CategoryGroup | null {
  return findCategory(tree, search.category)?.group ?? groupOfFlags(search);
}
