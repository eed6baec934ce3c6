import {
  type Category,
  type CategoryTree,
  LISTING_MAX_CHOICES,
  LISTING_MAX_SIZES,
  LISTING_SORTS,
  type ListingSort,
  MAX_PRICE_CENTS,
  SIZE_PATTERN,
} from "@shop/shared";
import type { ProductSearch } from "../api";
import { catalogTexts } from "../texts";
import { productsTexts } from "./texts";

/** The longest search text the API accepts (SearchBodySchema); longer text is cut, not refused. */
const SEARCH_TEXT_MAX = 200;
const ID_PATTERN = /^\d{1,9}$/;
const PRICE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

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

/** The listing's filters and sort, as the search body holds them. */
export type ListingFilters = Pick<
  ProductSearch,
  "sizes" | "colors" | "brands" | "priceMin" | "priceMax" | "sort"
>;

/** Their names in the URL: sizes, colours and brands repeat (`size=38&size=39`). */
const FILTER_PARAMS = {
  sizes: "size",
  colors: "color",
  brands: "brand",
  priceMin: "priceMin",
  priceMax: "priceMax",
  sort: "sort",
} as const;

export const NO_FILTERS: ListingFilters = {
  sizes: [],
  colors: [],
  brands: [],
  priceMin: null,
  priceMax: null,
  sort: "relevance",
};

function distinctValues<T>(values: T[], max: number): T[] {
  return [...new Set(values)].slice(0, max);
}

/** "37,5" is the size 37.5, "u" is U; anything no size can be is left out. */
function sizesFrom(params: URLSearchParams): string[] {
  const sizes = params
    .getAll(FILTER_PARAMS.sizes)
    .map((size) => size.trim().replace(",", ".").toUpperCase())
    .filter((size) => SIZE_PATTERN.test(size));
  return distinctValues(sizes, LISTING_MAX_SIZES);
}

function idsFrom(params: URLSearchParams, name: string): number[] {
  const ids = params
    .getAll(name)
    .filter((value) => ID_PATTERN.test(value))
    .map(Number)
    .filter((id) => id > 0);
  return distinctValues(ids, LISTING_MAX_CHOICES);
}

function priceFrom(params: URLSearchParams, name: string): number | null {
  const text = (params.get(name) ?? "").trim().replace(",", ".");
  if (!PRICE_PATTERN.test(text)) return null;
  const euros = Number(text);
  return euros * 100 <= MAX_PRICE_CENTS ? euros : null;
}

const isSort = (value: string | null): value is ListingSort =>
  (LISTING_SORTS as readonly (string | null)[]).includes(value);

/** The filters of a /products URL; a minimum above the maximum drops both. */
export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const priceMin = priceFrom(params, FILTER_PARAMS.priceMin);
  const priceMax = priceFrom(params, FILTER_PARAMS.priceMax);
  const crossed = priceMin !== null && priceMax !== null && priceMin > priceMax;
  const sort = params.get(FILTER_PARAMS.sort);
  return {
    sizes: sizesFrom(params),
    colors: idsFrom(params, FILTER_PARAMS.colors),
    brands: idsFrom(params, FILTER_PARAMS.brands),
    priceMin: crossed ? null : priceMin,
    priceMax: crossed ? null : priceMax,
    sort: isSort(sort) ? sort : "relevance",
  };
}

/**
 * `params` with these filters instead of its own, the rest (category, search, flags) kept; a
 * filter at its default is left out of the URL.
 */
export function paramsWithFilters(
  params: URLSearchParams,
  filters: ListingFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  for (const size of filters.sizes) next.append(FILTER_PARAMS.sizes, size);
  for (const id of filters.colors) next.append(FILTER_PARAMS.colors, String(id));
  for (const id of filters.brands) next.append(FILTER_PARAMS.brands, String(id));
  if (filters.priceMin !== null) next.set(FILTER_PARAMS.priceMin, String(filters.priceMin));
  if (filters.priceMax !== null) next.set(FILTER_PARAMS.priceMax, String(filters.priceMax));
  if (filters.sort !== "relevance") next.set(FILTER_PARAMS.sort, filters.sort);
  return next;
}

/** Whether any filter narrows the list (the sort does not). */
export const hasFilters = (filters: ListingFilters) =>
  filters.sizes.length > 0 ||
  filters.colors.length > 0 ||
  filters.brands.length > 0 ||
  filters.priceMin !== null ||
  filters.priceMax !== null;

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
