import { BANNER_AUTOPLAY_MS, type Banner } from "@shop/shared";
import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { useTexts } from "../../../lib/i18n/use-texts";
import { useMediaQuery } from "../../../lib/use-media-query";
import styles from "./banner-carousel.module.css";
import { BannerContent } from "./banner-content";
import { BannerControls } from "./banner-controls";
import { stepIndex } from "./carousel";
import { homeTexts } from "./texts";
import { scrollToSlide, useActiveSlide } from "./use-active-slide";

/**
 * The home banners: one at a time in a row that scrolls and snaps (swiped by touch), moving on
 * every 5 s and back to the first after the last (not for visitors who ask for reduced motion),
 * paused while the pointer is on it and stopped by keyboard focus, with previous/next buttons, one
 * button per banner and a pause/play button.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const texts = useTexts(homeTexts).banners;
  const carousel = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLElement>(null);
  const active = useActiveSlide(scroller);
  const reduceMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  // The visitor's own choice wins over the motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [pointerOver, setPointerOver] = useState(false);
  const playing = playChoice ?? !reduceMotion;
  const count = banners.length;
  const rotating = playing && !pointerOver && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => scrollToSlide(scroller.current, stepIndex(active, 1, count)),
      BANNER_AUTOPLAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, active, count]);

  // Focus or the pointer that came before the carousel's code count as they would have after.
  useEffect(() => {
    if (carousel.current?.querySelector(":focus-visible")) setPlayChoice(false);
    if (carousel.current?.matches(":hover")) setPointerOver(true);
  }, []);
  // As the WAI-ARIA carousel pattern asks: keyboard focus entering the carousel stops the rotation
  // until the visitor presses play. A mouse click does not: the pointer already pauses it.
  function handleFocus(event: FocusEvent<HTMLElement>) {
    if (playing && event.target.matches(":focus-visible")) setPlayChoice(false);
  }
  // A finger's touch is no hover: it would pause the banners until the next touch elsewhere.
  function pointerOverWith(over: boolean) {
    return (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === "mouse") setPointerOver(over);
    };
  }

  const current = banners[active] ?? banners[0];
  if (!current) return null;
  return (
    <section
      ref={carousel}
      className={styles.carousel}
      aria-roledescription={texts.roleDescription}
      aria-label={texts.label}
      onFocus={handleFocus}
      onPointerEnter={pointerOverWith(true)}
      onPointerLeave={pointerOverWith(false)}
    >
      {/* A stop of its own for the keyboard (its arrows scroll it), named as its banners' row. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach */}
      <section ref={scroller} className={styles.scroller} tabIndex={0} aria-label={texts.row}>
        {banners.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group
          <div
            key={banner.id}
            role="group"
            aria-roledescription={texts.slideRoleDescription}
            aria-label={texts.slideLabel(index + 1, count)}
            className={styles.slide}
            inert={index !== active}
          >
            <BannerContent banner={banner} first={index === 0} />
          </div>
        ))}
      </section>
      {count > 1 && (
        <BannerControls
          banners={banners}
          active={active}
          playing={playing}
          onPlayChange={setPlayChoice}
          onGoTo={(index) => scrollToSlide(scroller.current, stepIndex(index, 0, count))}
        />
      )}
      {/* Announces the banner the visitor moved to; silent while the banners move by themselves. */}
      <p className="visually-hidden" aria-live={playing ? "off" : "polite"}>
        {count > 1 ? texts.announce(active + 1, count, current.title) : ""}
      </p>
    </section>
  );
}
