import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, Suspense, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { useTexts } from "../../../lib/i18n/use-texts";
import { preloadable } from "../../../lib/preloadable";
import { type FeaturedProducts as FeaturedLists, featuredQuery } from "../api";
import { ProductCardSkeleton } from "../components/product-card-skeleton";
import styles from "./featured-products.module.css";
import { tabIndexAfterKey } from "./tabs";
import { homeTexts } from "./texts";

// The cards' buttons load beside the page's code, not before it: the server renders the rows.
const carousel = preloadable(() => import("./product-carousel").then((m) => m.ProductCarousel));
/** For the home page's loader (preloadable.ts). */
export const preloadProductCarousel = carousel.preload;

type TabKey = keyof FeaturedLists;
const TABS: readonly TabKey[] = ["featured", "mostViewed", "mostRecent"];

/** The featured products in three tabs: Destaques, Mais vistos, Recentes. */
export function FeaturedProducts() {
  const texts = useTexts(homeTexts).featured;
  const query = useQuery(featuredQuery);
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const headingId = `${baseId}-heading`;
  const tab = TABS[selected] ?? "featured";

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexAfterKey(event.key, selected, TABS.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {texts.heading}
        </h2>
        <div
          role="tablist"
          aria-label={texts.tabsLabel}
          className={styles.tabs}
          onKeyDown={handleKeyDown}
        >
          {TABS.map((item, index) => (
            <button
              key={item}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={index === selected}
              aria-controls={panelId}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
            >
              {texts.tabs[item]}
            </button>
          ))}
        </div>
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className={styles.panel}>
        {query.isPending ? (
          <Skeletons />
        ) : query.isError ? (
          <div className={styles.error} role="alert">
            <p className={styles.errorTitle}>{texts.error}</p>
            {query.error instanceof ApiRequestError && (
              <p className={styles.errorHint}>{query.error.message}</p>
            )}
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {texts.retry}
            </button>
          </div>
        ) : query.data[tab].length === 0 ? (
          <p className={styles.empty}>
            {texts.empty} <Link to="/products">{texts.seeAll}</Link>
          </p>
        ) : (
          <Suspense fallback={<Skeletons />}>
            <carousel.Component key={tab} products={query.data[tab]} label={texts.tabs[tab]} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

function Skeletons() {
  const texts = useTexts(homeTexts).featured;
  return (
    <>
      <p role="status" className="visually-hidden">
        {texts.loading}
      </p>
      <div className={styles.skeletons} aria-hidden="true">
        {TABS.concat(TABS).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <div key={`${item}-${index}`} className={styles.skeleton}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </>
  );
}
