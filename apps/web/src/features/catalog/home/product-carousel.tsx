import type { Product } from "@shop/shared";
import { useRef } from "react";
import { HydrateApart } from "../../../lib/hydrate-apart";
import { useTexts } from "../../../lib/i18n/use-texts";
import { ProductCard } from "../components/product-card";
import { revealOffset } from "./carousel";
import styles from "./featured-products.module.css";
import { ChevronIcon } from "./icons";
import { homeTexts } from "./texts";
import { useScrollEdges } from "./use-scroll-edges";

/**
 * How wide a card is (`sizes` of its picture) with the cards per view of featured-products.module.css:
 * 5 from 1000 px (the page stops widening at 1240), 4, 3 and 2 from 800, 600 and 400, and on
 * narrower phones one card and a part of the next.
 */
const CARD_SIZES =
  "(min-width: 1240px) 250px, (min-width: 1000px) 20vw, (min-width: 800px) 25vw, (min-width: 600px) 34vw, (min-width: 400px) 50vw, 72vw";

/**
 * One tab's products in a row that scrolls and snaps to the cards: swiped by touch, moved a page at
 * a time by the arrows above it; a card that gets the keyboard focus comes into view.
 */
export function ProductCarousel({ products, label }: { products: Product[]; label: string }) {
  const texts = useTexts(homeTexts).featured;
  const rail = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(rail);
  const scrollPage = (direction: 1 | -1) => {
    const element = rail.current;
    // A row's width lands a gap short of the next page's first card: the snap takes it there.
    if (element) element.scrollBy({ left: direction * element.clientWidth });
  };

  return (
    <section
      aria-roledescription={texts.roleDescription}
      aria-label={label}
      onFocus={(event) => revealFocusedCard(rail.current, event.target)}
    >
      <div className={styles.arrows} hidden={edges.locked}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={texts.previous}
          aria-disabled={edges.start}
          onClick={() => scrollPage(-1)}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className={styles.arrow}
          aria-label={texts.next}
          aria-disabled={edges.end}
          onClick={() => scrollPage(1)}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <div ref={rail} className={styles.rail}>
        {products.map((product, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group
          <div
            key={product.id}
            role="group"
            aria-roledescription={texts.slideRoleDescription}
            aria-label={texts.slideLabel(index + 1, products.length)}
            className={styles.slide}
          >
            <HydrateApart>
              <ProductCard product={product} headingLevel={3} sizes={CARD_SIZES} />
            </HydrateApart>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * Tabbing to a card out of view (or cut) brings it in as little as needed (revealOffset), before the
 * browser's own scrolling, which would centre it and move the row by three cards for one. Pointer
 * focus is left alone: moving the row under a click would open another product.
 */
function revealFocusedCard(row: HTMLElement | null, target: Element) {
  if (!row || !target.matches(":focus-visible")) return;
  const first = row.firstElementChild;
  const card = [...row.children].find((child) => child.contains(target));
  if (!(first instanceof HTMLElement) || !(card instanceof HTMLElement)) return;
  // The cards' offsets are from the row's padding edge (its position is relative).
  const inset = first.offsetLeft;
  const start = card.offsetLeft - inset;
  const view = { start: row.scrollLeft, end: row.scrollLeft + row.clientWidth - 2 * inset };
  const left = revealOffset({ start, end: start + card.offsetWidth }, view);
  // At once: a smooth scroll would still be under way when the browser checks.
  if (left !== null) row.scrollTo({ left, behavior: "instant" });
}
