import {
  LISTING_MAX_CHOICES,
  LISTING_MAX_SIZES,
  LISTING_SORTS,
  type ListingSort,
  SIZE_PATTERN,
} from "../constants.ts";
import { MAX_PRICE_CENTS } from "../money.ts";
import type { SearchBody } from "../schemas/catalog-requests.ts";

// The storefront listing's filters in a /products URL, both ways: pure, for the browser and the
// server alike (anything no filter can be is left out, so a hand-edited URL still lists).

const ID_PATTERN = /^\d{1,9}$/;
const PRICE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/** A URL's query as the browser's or Node's URLSearchParams reads it. */
export interface FilterParams {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** The listing's filters and sort, as the search body holds them. */
export type ListingFilters = Pick<
  SearchBody,
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
function sizesFrom(params: FilterParams): string[] {
  const sizes = params
    .getAll(FILTER_PARAMS.sizes)
    .map((size) => size.trim().replace(",", ".").toUpperCase())
    .filter((size) => SIZE_PATTERN.test(size));
  return distinctValues(sizes, LISTING_MAX_SIZES);
}

/** The positive id a URL parameter holds; null for anything else. */
export function idParam(value: string | null): number | null {
  if (value === null || !ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function idsFrom(params: FilterParams, name: string): number[] {
  const ids = params
    .getAll(name)
    .map(idParam)
    .filter((id) => id !== null);
  return distinctValues(ids, LISTING_MAX_CHOICES);
}

function priceFrom(params: FilterParams, name: string): number | null {
  const text = (params.get(name) ?? "").trim().replace(",", ".");
  if (!PRICE_PATTERN.test(text)) return null;
  const euros = Number(text);
  return euros * 100 <= MAX_PRICE_CENTS ? euros : null;
}

const isSort = (value: string | null): value is ListingSort =>
  (LISTING_SORTS as readonly (string | null)[]).includes(value);

/** The filters of a /products URL; a minimum above the maximum drops both. */
export function filtersFromParams(params: FilterParams): ListingFilters {
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

/** The names every filter may take in a URL (to drop them before writing new ones). */
export const FILTER_PARAM_NAMES: readonly string[] = Object.values(FILTER_PARAMS);

/** The URL parameters of these filters, in order; a filter at its default has none. */
export function filterParamEntries(filters: ListingFilters): [string, string][] {
  const { priceMin, priceMax, sort } = filters;
  return [
    ...filters.sizes.map((size): [string, string] => [FILTER_PARAMS.sizes, size]),
    ...filters.colors.map((id): [string, string] => [FILTER_PARAMS.colors, String(id)]),
    ...filters.brands.map((id): [string, string] => [FILTER_PARAMS.brands, String(id)]),
    ...(priceMin === null ? [] : [[FILTER_PARAMS.priceMin, String(priceMin)] as [string, string]]),
    ...(priceMax === null ? [] : [[FILTER_PARAMS.priceMax, String(priceMax)] as [string, string]]),
    ...(sort === "relevance" ? [] : [[FILTER_PARAMS.sort, sort] as [string, string]]),
  ];
}

/** Whether any filter narrows the list (the sort does not). */
export const hasFilters = (filters: ListingFilters) =>
  filters.sizes.length > 0 ||
  filters.colors.length > 0 ||
  filters.brands.length > 0 ||
  filters.priceMin !== null ||
  filters.priceMax !== null;
