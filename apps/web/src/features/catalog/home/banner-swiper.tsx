import { BANNER_AUTOPLAY_MS, type Banner } from "@shop/shared";
import { type FocusEvent, useEffect, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/a11y";
import { useMediaQuery } from "../../../lib/use-media-query";
import styles from "./banner-carousel.module.css";
import { BannerContent } from "./banner-content";
import { ChevronIcon, PauseIcon, PlayIcon } from "./icons";
import { homeTexts } from "./texts";

const texts = homeTexts.banners;

/** The home banners' carousel (banner-carousel.tsx says what it does). */
export function BannerSwiper({ banners }: { banners: Banner[] }) {
  const reduceMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  // The visitor's own choice wins over the motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reduceMotion;
  const several = banners.length > 1;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !several) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing, several]);

  // As the WAI-ARIA carousel pattern asks: keyboard focus entering the carousel stops the rotation
  // until the visitor presses play. A mouse click does not: the pointer already pauses it.
  function handleFocus(event: FocusEvent<HTMLElement>) {
    if (playing && event.target.matches(":focus-visible")) setPlayChoice(false);
  }

  const current = banners[active] ?? banners[0];

  return (
    <section
      className={styles.carousel}
      aria-roledescription={texts.roleDescription}
      aria-label={texts.label}
      onFocus={handleFocus}
    >
      <Swiper
        className={styles.swiper}
        modules={[A11y, Autoplay]}
        slidesPerView={1}
        rewind
        speed={reduceMotion ? 0 : 600}
        autoplay={
          several
            ? {
                delay: BANNER_AUTOPLAY_MS,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
              }
            : false
        }
        a11y={{
          slideRole: "group",
          itemRoleDescriptionMessage: texts.slideRoleDescription,
          slideLabelMessage: texts.slideLabel,
          containerMessage: null,
          containerRoleDescriptionMessage: null,
          wrapperLiveRegion: false,
        }}
        allowTouchMove={several}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id} className={styles.slide} inert={index !== active}>
            <BannerContent banner={banner} first={index === 0} />
          </SwiperSlide>
        ))}
        {several && (
          <div slot="container-end" className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              aria-label={playing ? texts.pause : texts.play}
              onClick={() => setPlayChoice(!playing)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={texts.previous}
              onClick={() => swiper?.slidePrev()}
            >
              <ChevronIcon direction="left" />
            </button>
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset */}
            <div className={styles.bullets} role="group" aria-label={texts.choose}>
              {banners.map((banner, index) => (
                <button
                  key={banner.id}
                  type="button"
                  className={styles.bullet}
                  aria-label={texts.goTo(index + 1)}
                  aria-current={index === active ? "true" : undefined}
                  onClick={() => swiper?.slideTo(index)}
                />
              ))}
            </div>
            <button
              type="button"
              className={styles.control}
              aria-label={texts.next}
              onClick={() => swiper?.slideNext()}
            >
              <ChevronIcon direction="right" />
            </button>
          </div>
        )}
      </Swiper>
      {/* Announces the banner the visitor moved to; silent while the banners move by themselves. */}
      <p className="visually-hidden" aria-live={playing ? "off" : "polite"}>
        {several && current ? texts.announce(active + 1, banners.length, current.title) : ""}
      </p>
    </section>
  );
}
