import type { Product } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { memo, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTexts } from "../../../lib/i18n/use-texts";
import { whenIdle } from "../../../lib/next-task";
import { ProductCard } from "../components/product-card";
import { productsByIdsQuery, relatedQuery } from "./api";
import styles from "./product-suggestions.module.css";
import { recentlyViewed, rememberViewed } from "./recently-viewed";
import { suggestionsTexts } from "./texts";

/** Loaded this far before the rows scroll into view. */
const NEAR_MARGIN = "600px 0px";
/** Cards a phone's row shows (one and a half) and a desktop's grid (see the module's CSS). */
const CARD_SIZES = "(min-width: 768px) 220px, 45vw";

/**
 * Under a product: «Também pode gostar» (from the server) and «Vistos recentemente» (from this
 * browser). Neither is in the server's page: they load when the visitor scrolls near them or the
 * page is idle, below everything else, and a row with nothing to show is not shown.
 */
export const ProductSuggestions = memo(function ProductSuggestions({
  productId,
}: {
  productId: number;
}) {
  const texts = useTexts(suggestionsTexts);
  const anchor = useRef<HTMLDivElement>(null);
  const wanted = useWhenNearOrIdle(anchor);
  const [recentIds, setRecentIds] = useState<number[]>([]);
  useEffect(() => {
    setRecentIds(recentlyViewed().filter((id) => id !== productId));
    rememberViewed(productId);
  }, [productId]);
  const related = useQuery({ ...relatedQuery(productId), enabled: wanted });
  const recent = useQuery({
    ...productsByIdsQuery(recentIds),
    enabled: wanted && recentIds.length > 0,
  });

  return (
    <div ref={anchor} className={styles.suggestions}>
      <ProductRow heading={texts.related} products={related.data} />
      <ProductRow heading={texts.recent} products={recentIds.length > 0 ? recent.data : []} />
    </div>
  );
});

function ProductRow({ heading, products }: { heading: string; products: Product[] | undefined }) {
  const headingId = useId();
  if (!products || products.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.cards}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel={3} sizes={CARD_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** True once the element comes near the viewport, or the page has nothing else to do. */
function useWhenNearOrIdle(element: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === "undefined") {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(target);
    const cancelIdle = whenIdle(() => setWanted(true));
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [element]);
  return wanted;
}
