import type { Banner } from "@shop/shared";
import { useLoadedComponent } from "../../../lib/use-loaded-component";
import styles from "./banner-carousel.module.css";
import { BannerContent } from "./banner-content";
import { homeTexts } from "./texts";

// Swiper loads after the first banner shows: the page's largest picture waits for no script.
const loadBannerSwiper = () => import("./banner-swiper").then((m) => m.BannerSwiper);

/** The first banner as the carousel will show it, until the carousel's code is there. */
function FirstBanner({ banner }: { banner: Banner }) {
  return (
    <section
      className={styles.carousel}
      aria-roledescription={homeTexts.banners.roleDescription}
      aria-label={homeTexts.banners.label}
    >
      <div className={styles.swiper}>
        <div className={styles.slide}>
          <BannerContent banner={banner} first />
        </div>
      </div>
    </section>
  );
}

/**
 * The home banners: one at a time, moving on every 5 s (not for visitors who ask for reduced
 * motion), paused while the pointer is on it and stopped by keyboard focus, with previous/next
 * buttons, one button per banner and a pause/play button (banner-swiper.tsx).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const BannerSwiper = useLoadedComponent(loadBannerSwiper);
  const [first] = banners;
  if (!first) return null;
  return BannerSwiper ? <BannerSwiper banners={banners} /> : <FirstBanner banner={first} />;
}
