import { describeSearch, MOBILE_MAX_WIDTH, searchFromParams } from "@shop/shared";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import {
  type LoaderFunctionArgs,
  useLocation,
  useNavigationType,
  useSearchParams,
} from "react-router";
import { useDocumentTitle } from "../../../lib/document-title";
import { usePersistent } from "../../../lib/persistent";
import { currentQueryClient } from "../../../lib/query-client";
import { productSearchQuery } from "../api";
import { CategorySidebar } from "./category-sidebar";
import { ProductResults } from "./product-results";
import styles from "./products-page.module.css";

const PHONE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** The first page of the URL's search comes with the page (a failure is shown by the list). */
export async function productsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const search = searchFromParams(new URL(request.url).searchParams);
  await currentQueryClient().prefetchInfiniteQuery(productSearchQuery(search));
  return null;
}

/**
 * /products: the category sidebar and the list of a search, read from the URL.
 *
 * The list lives in the query cache under a key made of the search, so a new URL starts a new
 * search while going back renders every page loaded before straight from the cache, in the first
 * render: React Router's ScrollRestoration then finds the page as tall as it was and restores the
 * scroll position.
 */
export function ProductsPage() {
  const [params] = useSearchParams();
  const paramsKey = params.toString();
  const search = useMemo(() => searchFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const { categoryTree } = usePersistent();
  const heading = describeSearch(search, categoryTree);
  const headRef = useRef<HTMLElement>(null);
  useDocumentTitle(heading.title);
  useScrollToListOnPhones(headRef);

  return (
    <div className={`container ${styles.page}`}>
      <header ref={headRef} className={styles.head}>
        {heading.context && <p className={styles.context}>{heading.context}</p>}
        <h1 className={styles.title}>{heading.title}</h1>
      </header>
      <div className={styles.layout}>
        <CategorySidebar tree={categoryTree} search={search} />
        <ProductResults search={search} />
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
