import {
  centsToEuros,
  eurosToCents,
  type ListingFacets,
  type ListingSort,
  type SearchBody,
} from "@shop/shared";
import {
  matchesFilters,
  type SearchDocument,
  type SearchFilters,
  type SearchIndex,
} from "./search-index.ts";

/** The storefront listing's own choices; each facet keeps a product matching any of its values. */
export interface ListingChoices {
  sizes: ReadonlySet<string>;
  colors: ReadonlySet<number>;
  brands: ReadonlySet<number>;
  priceMinCents: number | null;
  priceMaxCents: number | null;
}

/** What moves without a catalogue change: the sizes in online stock, and the most viewed order. */
export interface ListingActivity {
  /** Per product id, its sizes with online units (> 0). */
  onlineSizes: ReadonlyMap<number, readonly string[]>;
  /** Per product id, its place by views (0 the most viewed); a product missing comes last. */
  viewRank: ReadonlyMap<number, number>;
}

export function listingChoices(body: SearchBody): ListingChoices {
  return {
    sizes: new Set(body.sizes),
    colors: new Set(body.colors),
    brands: new Set(body.brands),
    priceMinCents: body.priceMin === null ? null : eurosToCents(body.priceMin),
    priceMaxCents: body.priceMax === null ? null : eurosToCents(body.priceMax),
  };
}

/** Whether a search asks for nothing the listing adds (it then takes the index's own path). */
export const isPlainSearch = (choices: ListingChoices, sort: ListingSort) =>
  sort === "relevance" &&
  choices.sizes.size === 0 &&
  choices.colors.size === 0 &&
  choices.brands.size === 0 &&
  choices.priceMinCents === null &&
  choices.priceMaxCents === null;

/** The four facet tests of one product, each true when its facet has no choice. */
function facetTests(document: SearchDocument, choices: ListingChoices, activity: ListingActivity) {
  const sizes = activity.onlineSizes.get(document.id) ?? [];
  const price = document.priceCents;
  return {
    sizes,
    size: choices.sizes.size === 0 || sizes.some((size) => choices.sizes.has(size)),
    color:
      choices.colors.size === 0 ||
      (document.colorId !== null && choices.colors.has(document.colorId)),
    brand:
      choices.brands.size === 0 ||
      (document.brandId !== null && choices.brands.has(document.brandId)),
    price:
      (choices.priceMinCents === null || price >= choices.priceMinCents) &&
      (choices.priceMaxCents === null || price <= choices.priceMaxCents),
  };
}

type Order = (a: SearchDocument, b: SearchDocument) => number;

/** The sort's order; `relevance` keeps the index's (best match, then newest). Ties keep it too. */
function orderOf(
  sort: ListingSort,
  activity: ListingActivity,
  newest: ReadonlyMap<number, number>,
): Order | null {
  const last = Number.MAX_SAFE_INTEGER;
  switch (sort) {
    case "relevance":
      return null;
    case "newest":
      return (a, b) => (newest.get(a.id) ?? last) - (newest.get(b.id) ?? last);
    case "priceAsc":
      return (a, b) => a.priceCents - b.priceCents;
    case "priceDesc":
      return (a, b) => b.priceCents - a.priceCents;
    case "mostViewed":
      return (a, b) =>
        (activity.viewRank.get(a.id) ?? last) - (activity.viewRank.get(b.id) ?? last);
  }
}

/** The storefront listing over the search index: its filters, sorts and facet counts. */
export function catalogueListing(index: SearchIndex) {
  const all = index.matches(null);
  // Documents come newest first: their place is the "newest" order.
  const newest = new Map(all.map((document, position) => [document.id, position]));

  function selected(
    text: string | null,
    filters: SearchFilters,
    choices: ListingChoices,
    activity: ListingActivity,
  ) {
    return index.matches(text).filter((document) => {
      if (!matchesFilters(document, filters)) return false;
      const tests = facetTests(document, choices, activity);
      return tests.size && tests.color && tests.brand && tests.price;
    });
  }

  return {
    /** Ids of one page of the products on sale found, in the sort's order. */
    search(
      text: string | null,
      filters: SearchFilters,
      choices: ListingChoices,
      sort: ListingSort,
      page: { limit: number; offset: number },
      activity: ListingActivity,
    ): number[] {
      const found = selected(text, filters, choices, activity);
      const order = orderOf(sort, activity, newest);
      if (order) found.sort(order);
      return found.slice(page.offset, page.offset + page.limit).map((document) => document.id);
    },

    /** Per choice, the products it would list with the other choices kept (see ListingFacets). */
    facets(
      text: string | null,
      filters: SearchFilters,
      choices: ListingChoices,
      activity: ListingActivity,
    ): ListingFacets {
      const sizes = new Map<string, number>();
      const colors = new Map<number, number>();
      const brands = new Map<number, number>();
      const add = <K>(counts: Map<K, number>, key: K) =>
        counts.set(key, (counts.get(key) ?? 0) + 1);
      let total = 0;
      let lowest = Number.POSITIVE_INFINITY;
      let highest = Number.NEGATIVE_INFINITY;
      for (const document of index.matches(text)) {
        if (!matchesFilters(document, filters)) continue;
        const tests = facetTests(document, choices, activity);
        if (tests.color && tests.brand && tests.price) {
          for (const size of tests.sizes) add(sizes, size);
        }
        if (tests.size && tests.brand && tests.price && document.colorId !== null) {
          add(colors, document.colorId);
        }
        if (tests.size && tests.color && tests.price && document.brandId !== null) {
          add(brands, document.brandId);
        }
        if (tests.size && tests.color && tests.brand) {
          lowest = Math.min(lowest, document.priceCents);
          highest = Math.max(highest, document.priceCents);
          if (tests.price) total += 1;
        }
      }
      return {
        total,
        sizes: [...sizes]
          .map(([size, count]) => ({ size, count }))
          .sort((a, b) => compareSizes(a.size, b.size)),
        colors: [...colors].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id),
        brands: [...brands].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id),
        price:
          lowest === Number.POSITIVE_INFINITY
            ? null
            : { min: centsToEuros(lowest), max: centsToEuros(highest) },
      };
    },
  };
}

export type CatalogueListing = ReturnType<typeof catalogueListing>;

const NUMERIC_SIZE = /^\d+(\.\d+)?$/;

/** Shoe sizes by number (36 before 36.5 before 40), then the others (M, U) by name. */
export function compareSizes(a: string, b: string): number {
  const numericA = NUMERIC_SIZE.test(a);
  const numericB = NUMERIC_SIZE.test(b);
  if (numericA && numericB) return Number(a) - Number(b);
  if (numericA !== numericB) return numericA ? -1 : 1;
  return a.localeCompare(b);
}
