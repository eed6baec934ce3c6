import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { HydrateApart } from "../../../lib/hydrate-apart";
import { useTexts } from "../../../lib/i18n/use-texts";
import { type ProductSearch, productSearchQuery } from "../api";
import { ProductCard } from "../components/product-card";
import { ProductCardSkeleton } from "../components/product-card-skeleton";
import { ClosestCategories, NewCollectionSample } from "./empty-search-help";
import styles from "./product-results.module.css";
import { productsTexts } from "./texts";

const SKELETON_CARDS = 8;
const LIST_CACHE_MS = 30 * 60_000;
/** Cards likely visible when the page opens: their pictures are not lazy. */
const EAGER_CARDS = 4;

/** The grid of a search, page by page, with 'Carregar mais'. */
export function ProductResults({ search }: { search: ProductSearch }) {
  const texts = useTexts(productsTexts);
  // Kept well beyond the default 5 minutes once the list is left: a visitor may read a product
  // for a while, and going back must still find every page to restore the scroll position.
  const query = useInfiniteQuery({ ...productSearchQuery(search), gcTime: LIST_CACHE_MS });
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // Index of the first card of a page being added: it takes the focus once shown.
  const focusFrom = useRef<number | null>(null);
  const products = query.data?.pages.flat() ?? [];
  const count = products.length;

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || index >= count) return;
    focusFrom.current = null;
    listRef.current?.children[index]?.querySelector("a")?.focus({ preventScroll: true });
  }, [count]);

  const heading = (
    <h2 id={headingId} className="visually-hidden">
      {texts.productList}
    </h2>
  );

  if (query.data === undefined) {
    return (
      <section className={styles.results} aria-labelledby={headingId}>
        {heading}
        {query.isError ? (
          <LoadError
            title={texts.errorTitle}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <p role="status" className="visually-hidden">
              {texts.loading}
            </p>
            <div className={styles.grid} aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <ProductCardSkeleton key={index} />
              ))}
            </div>
          </>
        )}
      </section>
    );
  }

  if (count === 0) {
    return (
      <section className={styles.results} aria-labelledby={headingId}>
        {heading}
        <EmptyResults search={search} />
        {search.search !== null && <NewCollectionSample />}
      </section>
    );
  }

  function loadMore() {
    if (query.isFetchingNextPage) return;
    focusFrom.current = count;
    void query.fetchNextPage();
  }

  return (
    <section className={styles.results} aria-labelledby={headingId}>
      {heading}
      <ul ref={listRef} className={styles.grid} aria-labelledby={headingId}>
        {products.map((product, index) => (
          <li key={product.id} className={styles.item}>
            <HydrateApart>
              <ProductCard product={product} eager={index < EAGER_CARDS} />
            </HydrateApart>
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <p role="status" className="visually-hidden">
          {query.isFetchingNextPage ? texts.loadingMore : texts.shown(count)}
        </p>
        {query.isFetchNextPageError && (
          <LoadError
            title={texts.errorMoreTitle}
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
          />
        )}
        {query.hasNextPage ? (
          !query.isFetchNextPageError && (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={query.isFetchingNextPage}
              data-loading={query.isFetchingNextPage}
              onClick={loadMore}
            >
              {query.isFetchingNextPage && <span className={styles.spinner} aria-hidden="true" />}
              {texts.loadMore}
            </button>
          )
        ) : (
          <p className={styles.end}>{texts.noMore}</p>
        )}
      </div>
    </section>
  );
}

/**
 * Never a dead end: what to try, and for a search the categories nearest to its text (the new
 * collection follows the box).
 */
function EmptyResults({ search }: { search: ProductSearch }) {
  const texts = useTexts(productsTexts);
  const text = search.search;
  const tips = text === null ? texts.emptyTips : texts.emptySearchTips;
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>
        {text === null ? texts.emptyTitle : texts.emptySearchTitle(text)}
      </p>
      {text !== null && <ClosestCategories search={search} />}
      <p className={styles.emptyIntro}>{texts.emptyIntro}</p>
      <ul className={styles.tips}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to="/products" className="button">
          {texts.seeAllProducts}
        </Link>
        <Link to="/home" className="button button--secondary">
          {texts.backHome}
        </Link>
      </div>
    </div>
  );
}

function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const texts = useTexts(productsTexts);
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>{title}</p>
      {error instanceof ApiRequestError && <p className={styles.errorText}>{error.message}</p>}
      <button type="button" className="button" onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}
