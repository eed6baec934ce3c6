import { CATEGORY_GROUPS, type CategoryGroup, categoryGroupNames } from "../category-groups.ts";
import type { Category, CategoryTree } from "../schemas/catalog.ts";
import type { SearchBody } from "../schemas/catalog-requests.ts";
import {
  type FilterParams,
  filterParamEntries,
  filtersFromParams,
  idParam,
} from "./listing-filters.ts";
import type { PageTexts } from "./page-texts.ts";
import { listingTexts } from "./texts.ts";

/** The words a list's heading is made of, in the page's language. */
export type HeadingTexts = Pick<PageTexts, "listing" | "groups">;

const PORTUGUESE_HEADING: HeadingTexts = { listing: listingTexts, groups: categoryGroupNames };

/** What a /products URL lists: a search body without its paging. */
export type ListingSearch = Omit<SearchBody, "results" | "offset">;

/** The longest search text the API accepts (SearchBodySchema); longer text is cut, not refused. */
const SEARCH_TEXT_MAX = 200;

/** The four sidebar groups, in menu order. */
export const CATEGORY_GROUP_KEYS: readonly CategoryGroup[] = CATEGORY_GROUPS.map(
  (group) => group.key,
);

type FlagName = "isWomen" | "isMen" | "forShoe" | "forAccessories";
type GroupFlags = Pick<ListingSearch, FlagName>;

const FLAG_NAMES: readonly FlagName[] = ["isWomen", "isMen", "forShoe", "forAccessories"];

const GROUP_FLAGS: Record<CategoryGroup, GroupFlags> = {
  shoesWomen: { isWomen: 1, isMen: 0, forShoe: 1, forAccessories: 0 },
  shoesMen: { isWomen: 0, isMen: 1, forShoe: 1, forAccessories: 0 },
  accessoriesWomen: { isWomen: 1, isMen: 0, forShoe: 0, forAccessories: 1 },
  accessoriesMen: { isWomen: 0, isMen: 1, forShoe: 0, forAccessories: 1 },
};

function flag(params: FilterParams, name: string): 0 | 1 {
  return params.get(name) === "1" ? 1 : 0;
}

/**
 * The search body of a /products URL. Flags are 1 only when written `1`; `newP=1` asks for the new
 * collection; `category` must be a positive id. Anything else is ignored rather than sent to the
 * API, so a hand-edited URL still shows a list.
 */
export function searchFromParams(params: FilterParams): ListingSearch {
  const text = (params.get("search") ?? "").trim().slice(0, SEARCH_TEXT_MAX).trim();
  return {
    search: text === "" ? null : text,
    category: idParam(params.get("category")),
    newCollection: flag(params, "newP"),
    isWomen: flag(params, "isWomen"),
    isMen: flag(params, "isMen"),
    forShoe: flag(params, "forShoe"),
    forAccessories: flag(params, "forAccessories"),
    ...filtersFromParams(params),
  };
}

/**
 * The query of a list's own address: only what defines it (category, new collection, flags,
 * search), in one order, so every way of writing a list has one canonical URL.
 */
export function listingQuery(
  search: Pick<ListingSearch, "search" | "category" | "newCollection" | FlagName>,
): string {
  const params: string[] = [];
  if (search.category !== null) params.push(`category=${search.category}`);
  if (search.newCollection) params.push("newP=1");
  for (const name of FLAG_NAMES) if (search[name] === 1) params.push(`${name}=1`);
  if (search.search !== null) params.push(`search=${encodeURIComponent(search.search)}`);
  return params.join("&");
}

/**
 * The query of a /products URL written the one way the storefront reads it: what defines the list,
 * then its filters, anything else left out. Two addresses that show the same list have the same
 * query (the server renders and keeps a listing once under it).
 */
export function listingPageQuery(params: FilterParams): string {
  const search = searchFromParams(params);
  const filters = filterParamEntries(search).map(
    ([name, value]) => `${name}=${encodeURIComponent(value)}`,
  );
  return [listingQuery(search), ...filters].filter((part) => part !== "").join("&");
}

/** The products URL that lists one sidebar group, e.g. `/products?isWomen=1&forShoe=1`. */
export function groupPath(group: CategoryGroup): string {
  return `/products?${listingQuery({ search: null, category: null, newCollection: 0, ...GROUP_FLAGS[group] })}`;
}

/** The products URL of one category. */
export function categoryListPath(category: Pick<Category, "id">): string {
  return `/products?category=${category.id}`;
}

/** The group whose flags the search sets exactly (gender and type), if any. */
export function groupOfFlags(search: ListingSearch): CategoryGroup | null {
  return (
    CATEGORY_GROUP_KEYS.find((group) => {
      const flags = GROUP_FLAGS[group];
      return FLAG_NAMES.every((name) => flags[name] === search[name]);
    }) ?? null
  );
}

/** The category with this id and the group it is listed in. */
export function findCategory(
  tree: CategoryTree,
  id: number | null,
): { group: CategoryGroup; category: Category } | null {
  if (id === null) return null;
  for (const group of CATEGORY_GROUP_KEYS) {
    const category = tree[group].find((candidate) => candidate.id === id);
    if (category) return { group, category };
  }
  return null;
}

/** 'Sapatos Mulher', 'Sapatos', 'Mulher'… for the flags set; null when none narrows the list. */
function flagsLabel(search: ListingSearch, { listing, groups }: HeadingTexts): string | null {
  const group = groupOfFlags(search);
  if (group) return groups[group];
  const type =
    search.forShoe && !search.forAccessories
      ? listing.shoes
      : search.forAccessories && !search.forShoe
        ? listing.accessories
        : null;
  const gender =
    search.isWomen && !search.isMen
      ? listing.women
      : search.isMen && !search.isWomen
        ? listing.men
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
export function describeSearch(
  search: ListingSearch,
  tree: CategoryTree,
  texts: HeadingTexts = PORTUGUESE_HEADING,
): SearchHeading {
  const { listing, groups } = texts;
  const found = findCategory(tree, search.category);
  const groupLabel = flagsLabel(search, texts);
  const scope = found?.category.name ?? groupLabel;
  if (search.search !== null) {
    const parts = [search.newCollection ? listing.newCollection : null, scope];
    const context = parts.filter((part) => part !== null).join(" · ");
    return { title: listing.searchResults(search.search), context: context || null };
  }
  if (search.category !== null) {
    if (!found) return { title: listing.unknownCategory, context: null };
    return {
      title: found.category.name,
      context: search.newCollection
        ? `${listing.newCollection} · ${groups[found.group]}`
        : groups[found.group],
    };
  }
  if (search.newCollection) return { title: listing.newCollection, context: groupLabel };
  if (groupLabel) return { title: groupLabel, context: null };
  return { title: listing.allProducts, context: null };
}
