import { PAGE_WIDE, StoredPicture } from "../../../components/ui/stored-picture";
import { usePersistent } from "../../../lib/persistent";
import { currentQueryClient } from "../../../lib/query-client";
import { featuredQuery, soldOutQuery } from "../api";
import { BannerCarousel } from "./banner-carousel";
import { CategoryBanners } from "./category-banners";
import { FeaturedProducts } from "./featured-products";
import styles from "./home-page.module.css";
import { ServiceLinks } from "./service-links";
import { homeTexts } from "./texts";

/** Bottom banner's intrinsic size. */
const BOTTOM_WIDTH = 1600;
const BOTTOM_HEIGHT = 480;

/** The featured products come with the page (a failure is shown by their own section). */
export async function homeLoader(): Promise<null> {
  const client = currentQueryClient();
  await Promise.all([client.prefetchQuery(featuredQuery), client.prefetchQuery(soldOutQuery)]);
  return null;
}

/**
 * /home: banners, the four categories, the featured products, the bottom banner and the ways to
 * reach the shop. Swiper and its styles load after the page shows (banner-swiper, product-carousel).
 */
export function HomePage() {
  const { banners, settings } = usePersistent();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="visually-hidden">{homeTexts.pageTitle}</h1>
      <BannerCarousel banners={banners} />
      <CategoryBanners settings={settings} />
      <FeaturedProducts />
      {settings.bannerBottomHomepage && (
        <StoredPicture
          name={settings.bannerBottomHomepage}
          sizes={PAGE_WIDE}
          className={styles.bottomBanner}
          alt={homeTexts.bottomBannerAlt}
          width={BOTTOM_WIDTH}
          height={BOTTOM_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      )}
      <ServiceLinks />
    </div>
  );
}
