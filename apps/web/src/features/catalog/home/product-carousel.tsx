import type { Product } from "@shop/shared";
import { type FocusEvent, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/a11y";
import { ProductCard } from "../components/product-card";
import styles from "./featured-products.module.css";
import { ChevronIcon } from "./icons";
import { homeTexts } from "./texts";

const texts = homeTexts.featured;

/**
 * Cards per view: 5 by default, 2, 3 and 4 from 400, 600 and 800 px (product.md, Home); narrower
 * phones see one card and a part of the next, which tells them the row scrolls.
 */
export const FEATURED_BREAKPOINTS = {
  400: { slidesPerView: 2, spaceBetween: 16 },
  600: { slidesPerView: 3, spaceBetween: 16 },
  800: { slidesPerView: 4, spaceBetween: 20 },
  1000: { slidesPerView: 5, spaceBetween: 20 },
} as const;
const PHONE_SLIDES_PER_VIEW = 1.4;
/** How wide a card is at each of the breakpoints above (`sizes` of its picture). */
const CARD_SIZES =
  "(min-width: 1240px) 250px, (min-width: 1000px) 20vw, (min-width: 800px) 25vw, (min-width: 600px) 34vw, (min-width: 400px) 50vw, 72vw";

interface Edges {
  start: boolean;
  end: boolean;
  /** Every card fits: no arrows. */
  locked: boolean;
}

/** One tab's products in a row that scrolls (Swiper, loaded apart from the home page). */
export function ProductCarousel({ products, label }: { products: Product[]; label: string }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: false, locked: false });
  const update = (instance: SwiperInstance) =>
    setEdges({ start: instance.isBeginning, end: instance.isEnd, locked: instance.isLocked });

  // Tabbing to a card that is out of view (or cut) brings it in, as little as needed: forwards it
  // becomes the last card in view, backwards the first. Swiper's own handling would move every
  // focused card to the start, even the ones already in view. Pointer focus is left alone: moving
  // the row under a click would open another product.
  function handleFocus(event: FocusEvent<HTMLElement>) {
    const target = event.target;
    const slide = target.closest(".swiper-slide");
    if (!swiper || !slide || !target.matches(":focus-visible")) return;
    swiper.el.scrollLeft = 0;
    const index = swiper.slides.indexOf(slide as HTMLElement);
    if (index < 0 || slide.classList.contains("swiper-slide-fully-visible")) return;
    const perView = Math.max(1, Math.floor(swiper.slidesPerViewDynamic()));
    swiper.slideTo(index > swiper.activeIndex ? Math.max(0, index - perView + 1) : index);
  }

  return (
    <section aria-roledescription={texts.roleDescription} aria-label={label} onFocus={handleFocus}>
      <div className={styles.arrows} hidden={edges.locked}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={texts.previous}
          aria-disabled={edges.start}
          onClick={() => swiper?.slidePrev()}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className={styles.arrow}
          aria-label={texts.next}
          aria-disabled={edges.end}
          onClick={() => swiper?.slideNext()}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <Swiper
        className={styles.swiper}
        modules={[A11y]}
        slidesPerView={PHONE_SLIDES_PER_VIEW}
        spaceBetween={12}
        breakpoints={FEATURED_BREAKPOINTS}
        watchOverflow
        watchSlidesProgress
        a11y={{
          scrollOnFocus: false,
          slideRole: "group",
          itemRoleDescriptionMessage: texts.slideRoleDescription,
          slideLabelMessage: texts.slideLabel,
          containerMessage: null,
          containerRoleDescriptionMessage: null,
        }}
        onSwiper={setSwiper}
        onAfterInit={update}
        onProgress={update}
        onResize={update}
        onBreakpoint={update}
      >
        {products.map((product) => (
          <SwiperSlide key={product.id} className={styles.slide}>
            <ProductCard product={product} headingLevel={3} sizes={CARD_SIZES} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
