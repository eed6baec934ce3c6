import {
  centsToEuros,
  compareSizes,
  eurosToCents,
  type ListingFacets,
  type ListingSort,
  type SearchBody,
} from "@shop/shared";
import {
  matchesFilters,
  pageIds,
  type SearchDocument,
  type SearchFilters,
  type SearchIndex,
  type SearchPage,
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

const SIZE = 1;
const COLOR = 2;
const BRAND = 4;
const PRICE = 8;
const EVERY_FACET = SIZE | COLOR | BRAND | PRICE;

/** Which facets one product passes (a facet without a choice passes), as SIZE | COLOR | … bits. */
function facetsPassed(
  document: SearchDocument,
  choices: ListingChoices,
  activity: ListingActivity,
): number {
  let passed = 0;
  if (
    choices.sizes.size === 0 ||
    activity.onlineSizes.get(document.id)?.some((size) => choices.sizes.has(size))
  ) {
    passed |= SIZE;
  }
  if (
    choices.colors.size === 0 ||
    (document.colorId !== null && choices.colors.has(document.colorId))
  ) {
    passed |= COLOR;
  }
  if (
    choices.brands.size === 0 ||
    (document.brandId !== null && choices.brands.has(document.brandId))
  ) {
    passed |= BRAND;
  }
  if (
    (choices.priceMinCents === null || document.priceCents >= choices.priceMinCents) &&
    (choices.priceMaxCents === null || document.priceCents <= choices.priceMaxCents)
  ) {
    passed |= PRICE;
  }
  return passed;
}

/** Whether `passed` holds every facet but `facet`'s (the counts of `facet` keep the others). */
const passesOthers = (passed: number, facet: number) => (passed | facet) === EVERY_FACET;

const byPrice = (direction: 1 | -1) => (a: SearchDocument, b: SearchDocument) =>
  direction * (a.priceCents - b.priceCents);

/** The storefront listing over the search index: its filters, sorts and facet counts. */
export function catalogueListing(index: SearchIndex) {
  // Documents come newest first: the sorts start from that order, so ties stay newest first.
  const newest = index.documents;
  const sorted = {
    newest,
    priceAsc: [...newest].sort(byPrice(1)),
    priceDesc: [...newest].sort(byPrice(-1)),
  };
  // Most viewed moves once a minute: its order is made once per order by views.
  const byViews = new WeakMap<ReadonlyMap<number, number>, SearchDocument[]>();
  function mostViewed(viewRank: ReadonlyMap<number, number>): SearchDocument[] {
    let documents = byViews.get(viewRank);
    if (!documents) {
      const last = Number.MAX_SAFE_INTEGER;
      const rank = (document: SearchDocument) => viewRank.get(document.id) ?? last;
      documents = [...newest].sort((a, b) => rank(a) - rank(b));
      byViews.set(viewRank, documents);
    }
    return documents;
  }

  return {
    /** Ids of one page of the products on sale found, in the sort's order (ties newest first). */
    search(
      text: string | null,
      filters: SearchFilters,
      choices: ListingChoices,
      sort: ListingSort,
      page: SearchPage,
      activity: ListingActivity,
    ): number[] {
      const keeps = (document: SearchDocument) =>
        matchesFilters(document, filters) &&
        facetsPassed(document, choices, activity) === EVERY_FACET;
      const found = index.find(text, activity).documents;
      if (sort === "relevance") return pageIds(found, keeps, page);
      // Walk the sort's order, keeping what the text found.
      const inText = text === null || found === newest ? null : new Set(found);
      const order = sort === "mostViewed" ? mostViewed(activity.viewRank) : sorted[sort];
      return pageIds(
        order,
        (document) => (!inText || inText.has(document)) && keeps(document),
        page,
      );
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
      const { documents, understanding } = index.find(text, activity);
      for (const document of documents) {
        if (!matchesFilters(document, filters)) continue;
        const passed = facetsPassed(document, choices, activity);
        if (passesOthers(passed, SIZE)) {
          for (const size of activity.onlineSizes.get(document.id) ?? []) add(sizes, size);
        }
        if (passesOthers(passed, COLOR) && document.colorId !== null) add(colors, document.colorId);
        if (passesOthers(passed, BRAND) && document.brandId !== null) add(brands, document.brandId);
        if (passesOthers(passed, PRICE)) {
          lowest = Math.min(lowest, document.priceCents);
          highest = Math.max(highest, document.priceCents);
        }
        if (passed === EVERY_FACET) total += 1;
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
        understood: understanding,
      };
    },
  };
}

export type CatalogueListing = ReturnType<typeof catalogueListing>;
