import type { Banner } from "@shop/shared";
import { useTexts } from "../../../lib/i18n/use-texts";
import styles from "./banner-carousel.module.css";
import { ChevronIcon, PauseIcon, PlayIcon } from "./icons";
import { homeTexts } from "./texts";

interface BannerControlsProps {
  banners: Banner[];
  active: number;
  playing: boolean;
  onPlayChange: (playing: boolean) => void;
  /** Any index: one past either end rewinds. */
  onGoTo: (index: number) => void;
}

/** The bar over the banners: pause/play, previous, one button per banner, next. */
export function BannerControls({
  banners,
  active,
  playing,
  onPlayChange,
  onGoTo,
}: BannerControlsProps) {
  const texts = useTexts(homeTexts).banners;
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.control}
        aria-label={playing ? texts.pause : texts.play}
        onClick={() => onPlayChange(!playing)}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={texts.previous}
        onClick={() => onGoTo(active - 1)}
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
            onClick={() => onGoTo(index)}
          />
        ))}
      </div>
      <button
        type="button"
        className={styles.control}
        aria-label={texts.next}
        onClick={() => onGoTo(active + 1)}
      >
        <ChevronIcon direction="right" />
      </button>
    </div>
  );
}
