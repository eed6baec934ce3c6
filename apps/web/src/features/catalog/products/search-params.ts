import {
  type CategoryGroup,
  type CategoryTree,
  FILTER_PARAM_NAMES,
  filterParamEntries,
  findCategory,
  groupOfFlags,
  type ListingFilters,
  type ListingSearch,
} from "@shop/shared";

/** The sidebar group to show open: the current category's, else the one the flags select. */
export function activeGroup(search: ListingSearch, tree: CategoryTree): CategoryGroup | null {
  return findCategory(tree, search.category)?.group ?? groupOfFlags(search);
}

/** `params` with these filters instead of its own, the rest (category, search, flags) kept. */
export function paramsWithFilters(
  params: URLSearchParams,
  filters: ListingFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAM_NAMES) next.delete(name);
  for (const [name, value] of filterParamEntries(filters)) next.append(name, value);
  return next;
}

/** `params` searching `text` instead (no search when empty), the rest kept. */
export function paramsWithSearch(params: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (text.trim() === "") next.delete("search");
  else next.set("search", text.trim());
  return next;
}
