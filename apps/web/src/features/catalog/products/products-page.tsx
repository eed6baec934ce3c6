import {
  categoryGroupNames,
  describeSearch,
  type ListingFilters,
  listingTexts,
  MOBILE_MAX_WIDTH,
  searchFromParams,
} from "@shop/shared";
import { type RefObject, useEffect, useId, useMemo, useRef } from "react";
import {
  type LoaderFunctionArgs,
  useLocation,
  useNavigation,
  useNavigationType,
  useSearchParams,
} from "react-router";
import { useDocumentTitle } from "../../../lib/document-title";
import { HydrateApart } from "../../../lib/hydrate-apart";
import { useTexts } from "../../../lib/i18n/use-texts";
import { usePersistent } from "../../../lib/persistent";
import { currentQueryClient } from "../../../lib/query-client";
import { productFacetsQuery, productSearchQuery, soldOutQuery } from "../api";
import { CategorySidebar } from "./category-sidebar";
import { NEW_COLLECTION_SEARCH } from "./empty-search-help";
import { FilterPanel } from "./filter-panel";
import filterStyles from "./filters.module.css";
import { ListingToolbar, useFacets } from "./listing-toolbar";
import { ProductResults } from "./product-results";
import styles from "./products-page.module.css";
import { paramsWithFilters, paramsWithSearch } from "./search-params";
import { productsTexts } from "./texts";

const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** The first page of the URL's search comes with the page (a failure is shown by the list). */
export async function productsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const search = searchFromParams(new URL(request.url).searchParams);
  const client = currentQueryClient();
  // The cards' 'Esgotado' and the filters' counts come with the page, rendered by the server as
  // the rest (read from its in-memory index): nothing to fetch and draw again once it is alive.
  await Promise.all([
    client.prefetchInfiniteQuery(productSearchQuery(search)),
    client.prefetchQuery(soldOutQuery),
    client.prefetchQuery(productFacetsQuery(search)),
  ]);
  // A search that found nothing shows a few of the new collection: they come with the page too.
  const found = client.getQueryData(productFacetsQuery(search).queryKey)?.total;
  if (search.search !== null && found === 0)
    await client.prefetchInfiniteQuery(productSearchQuery(NEW_COLLECTION_SEARCH));
  return null;
}

/**
 * /products: the category sidebar, the filters and the list of a search, all read from the URL
 * (each filter a new history entry: back undoes it).
 *
 * The list lives in the query cache under a key made of the search, so a new URL starts a new
 * search while going back renders every page loaded before straight from the cache, in the first
 * render: React Router's ScrollRestoration then finds the page as tall as it was and restores the
 * scroll position.
 */
export function ProductsPage() {
  const texts = useTexts(productsTexts);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const paramsKey = params.toString();
  const search = useMemo(() => searchFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const { categoryTree } = usePersistent();
  const heading = describeSearch(search, categoryTree, {
    listing: useTexts(listingTexts),
    groups: useTexts(categoryGroupNames),
  });
  const headRef = useRef<HTMLElement>(null);
  const filtersId = useId();
  useDocumentTitle(heading.title);
  useScrollToListOnPhones(headRef);
  // The filters show a new choice at once: while its URL loads (the root loader runs first), they
  // read it from the pending navigation, and the next choice builds on it.
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const shownKey = pending ? new URLSearchParams(pending.search).toString() : paramsKey;
  const shown = useMemo(() => searchFromParams(new URLSearchParams(shownKey)), [shownKey]);
  const facets = useFacets(shown);
  const changeFilters = (filters: ListingFilters) =>
    setParams(paramsWithFilters(new URLSearchParams(shownKey), filters), { flushSync: true });
  const changeSearch = (text: string) =>
    setParams(paramsWithSearch(new URLSearchParams(shownKey), text), { flushSync: true });

  return (
    <div className={`container ${styles.page}`}>
      <header ref={headRef} className={styles.head}>
        {heading.context && <p className={styles.context}>{heading.context}</p>}
        <h1 className={styles.title}>{heading.title}</h1>
      </header>
      <div className={styles.layout}>
        <div>
          <HydrateApart>
            <CategorySidebar tree={categoryTree} search={search} />
          </HydrateApart>
          <section className={filterStyles.sidebarFilters} aria-labelledby={`${filtersId}-heading`}>
            <h2 id={`${filtersId}-heading`} className={filterStyles.heading}>
              {texts.filters}
            </h2>
            <HydrateApart>
              <FilterPanel filters={shown} facets={facets} onChange={changeFilters} />
            </HydrateApart>
          </section>
        </div>
        <div>
          <ListingToolbar search={shown} onChange={changeFilters} onSearch={changeSearch} />
          <HydrateApart>
            <ProductResults search={search} />
          </HydrateApart>
        </div>
      </div>
    </div>
  );
}

/**
 * Up to 767 px the list is brought into view after each new search (sidebar, search popup, menu):
 * the heading at the top, the grid right below. Not on back and forward, where the browser's
 * position is restored instead, nor on the first load.
 */
function useScrollToListOnPhones(target: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (handledKey.current === key) return;
    handledKey.current = key;
    if (navigationType === "POP" || !window.matchMedia(PHONE_QUERY).matches) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.current?.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
  }, [key, navigationType, target]);
}
