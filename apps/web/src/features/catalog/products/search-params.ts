import {
  type Category,
  type CategoryTree,
  FILTER_PARAM_NAMES,
  filterParamEntries,
  filtersFromParams,
  type ListingFilters,
} from "@shop/shared";
import type { ProductSearch } from "../api";
import { catalogTexts } from "../texts";
import { productsTexts } from "./texts";

/** The longest search text the API accepts (SearchBodySchema); longer text is cut, not refused. */
const SEARCH_TEXT_MAX = 200;
const ID_PATTERN = /^\d{1,9}$/;

export type CategoryGroup = keyof CategoryTree;

/** The four sidebar groups, in menu order. */
export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  "shoesWomen",
  "shoesMen",
  "accessoriesWomen",
  "accessoriesMen",
];

type GroupFlags = Pick<ProductSearch, "isWomen" | "isMen" | "forShoe" | "forAccessories">;

const GROUP_FLAGS: Record<CategoryGroup, GroupFlags> = {
  shoesWomen: { isWomen: 1, isMen: 0, forShoe: 1, forAccessories: 0 },
  shoesMen: { isWomen: 0, isMen: 1, forShoe: 1, forAccessories: 0 },
  accessoriesWomen: { isWomen: 1, isMen: 0, forShoe: 0, forAccessories: 1 },
  accessoriesMen: { isWomen: 0, isMen: 1, forShoe: 0, forAccessories: 1 },
};

function flag(params: URLSearchParams, name: string): 0 | 1 {
  return params.get(name) === "1" ? 1 : 0;
}

/**
 * The search body of a /products URL. Flags are 1 only when written `1`; `newP=1` asks for the new
 * collection; `category` must be a positive id. Anything else is ignored rather than sent to the
 * API, so a hand-edited URL still shows a list.
 */
export function searchFromParams(params: URLSearchParams): ProductSearch {
  const text = (params.get("search") ?? "").trim().slice(0, SEARCH_TEXT_MAX).trim();
  const categoryParam = params.get("category") ?? "";
  const categoryId = ID_PATTERN.test(categoryParam) ? Number(categoryParam) : 0;
  return {
    search: text === "" ? null : text,
    category: categoryId > 0 ? categoryId : null,
    newCollection: flag(params, "newP"),
    isWomen: flag(params, "isWomen"),
    isMen: flag(params, "isMen"),
    forShoe: flag(params, "forShoe"),
    forAccessories: flag(params, "forAccessories"),
    ...filtersFromParams(params),
  };
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

/** The products URL that lists one sidebar group, e.g. `/products?isWomen=1&forShoe=1`. */
export function groupPath(group: CategoryGroup): string {
  const flags = GROUP_FLAGS[group];
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(flags)) if (value === 1) params.set(name, "1");
  return `/products?${params.toString()}`;
}

/** The products URL of one category. */
export function categoryListPath(category: Pick<Category, "id">): string {
  return `/products?category=${category.id}`;
}

/** The group whose flags the search sets exactly (gender and type), if any. */
export function groupOfFlags(search: ProductSearch): CategoryGroup | null {
  return (
    CATEGORY_GROUPS.find((group) => {
      const flags = GROUP_FLAGS[group];
      return (
        flags.isWomen === search.isWomen &&
        flags.isMen === search.isMen &&
        flags.forShoe === search.forShoe &&
        flags.forAccessories === search.forAccessories
      );
    }) ?? null
  );
}

/** The category with this id and the group it is listed in. */
export function findCategory(
  tree: CategoryTree,
  id: number | null,
): { group: CategoryGroup; category: Category } | null {
  if (id === null) return null;
  for (const group of CATEGORY_GROUPS) {
    const category = tree[group].find((candidate) => candidate.id === id);
    if (category) return { group, category };
  }
  return null;
}

/** The sidebar group to show open: the current category's, else the one the flags select. */
export function activeGroup(search: ProductSearch, tree: CategoryTree): CategoryGroup | null {
  return findCategory(tree, search.category)?.group ?? groupOfFlags(search);
}

/** 'Sapatos Mulher', 'Sapatos', 'Mulher'… for the flags set; null when none narrows the list. */
function flagsLabel(search: ProductSearch): string | null {
  const group = groupOfFlags(search);
  if (group) return catalogTexts.groups[group];
  const type =
    search.forShoe && !search.forAccessories
      ? productsTexts.shoes
      : search.forAccessories && !search.forShoe
        ? productsTexts.accessories
        : null;
  const gender =
    search.isWomen && !search.isMen
      ? productsTexts.women
      : search.isMen && !search.isWomen
        ? productsTexts.men
        : null;
  if (type && gender) return `${type} ${gender}`;
  return type ?? gender;
}

export interface SearchHeading {
  /** The page's h1. */
  title: string;
  /** A short line above it that places the list: the group of a category, the filters of a search. */
  context: string | null;
}

/**
 * What the list shows, in order of precedence: the search text, the category, the new collection,
 * the group (or part of it) the flags select, else all products.
 */
export function describeSearch(search: ProductSearch, tree: CategoryTree): SearchHeading {
  const found = findCategory(tree, search.category);
  const groupLabel = flagsLabel(search);
  const scope = found?.category.name ?? groupLabel;
  if (search.search !== null) {
    const parts = [search.newCollection ? productsTexts.newCollection : null, scope];
    const context = parts.filter((part) => part !== null).join(" · ");
    return { title: productsTexts.searchResults(search.search), context: context || null };
  }
  if (search.category !== null) {
    if (!found) return { title: productsTexts.unknownCategory, context: null };
    return {
      title: found.category.name,
      context: search.newCollection
        ? `${productsTexts.newCollection} · ${catalogTexts.groups[found.group]}`
        : catalogTexts.groups[found.group],
    };
  }
  if (search.newCollection) return { title: productsTexts.newCollection, context: groupLabel };
  if (groupLabel) return { title: groupLabel, context: null };
  return { title: productsTexts.allProducts, context: null };
}
