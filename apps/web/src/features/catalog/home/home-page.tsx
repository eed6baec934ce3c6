import type { ReactNode } from "react";
import { Link } from "react-router";
import { PAGE_WIDE, StoredPicture } from "../../../components/ui/stored-picture";
import { HydrateApart } from "../../../lib/hydrate-apart";
import { useTexts } from "../../../lib/i18n/use-texts";
import { usePersistent } from "../../../lib/persistent";
import { preloadable } from "../../../lib/preloadable";
import { currentQueryClient } from "../../../lib/query-client";
import { featuredQuery, soldOutQuery } from "../api";
import { CategoryBanners } from "./category-banners";
import { FeaturedProducts, preloadProductCarousel } from "./featured-products";
import styles from "./home-page.module.css";
import { ServiceLinks } from "./service-links";
import { homeTexts } from "./texts";

/** Bottom banner's intrinsic size. */
const BOTTOM_WIDTH = 1600;
const BOTTOM_HEIGHT = 480;

// Apart from the page's code: the first banner, the page's largest picture, waits for no script.
const bannerCarousel = preloadable(() => import("./banner-carousel").then((m) => m.BannerCarousel));

/**
 * The featured products come with the page (a failure is shown by their own section), and so does
 * the carousels' code (preloadable.ts).
 */
export async function homeLoader(): Promise<null> {
  const client = currentQueryClient();
  await Promise.all([
    client.prefetchQuery(featuredQuery),
    client.prefetchQuery(soldOutQuery),
    bannerCarousel.preload(),
    preloadProductCarousel(),
  ]);
  return null;
}

/**
 * /home: banners, the four categories, the featured products, the bottom banner and the ways to
 * reach the shop. The server renders the carousels in full; their code is hydrated when it is there.
 */
export function HomePage() {
  const texts = useTexts(homeTexts);
  const { banners, settings } = usePersistent();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="visually-hidden">{texts.pageTitle}</h1>
      {banners.length > 0 && (
        <HydrateApart>
          <bannerCarousel.Component banners={banners} />
        </HydrateApart>
      )}
      <HydrateApart>
        <CategoryBanners settings={settings} />
      </HydrateApart>
      <HydrateApart>
        <FeaturedProducts />
      </HydrateApart>
      {settings.bannerBottomHomepage && (
        <BottomBannerLink to={settings.bannerBottomHomepageLink}>
          <StoredPicture
            name={settings.bannerBottomHomepage}
            sizes={PAGE_WIDE}
            className={styles.bottomBanner}
            alt={texts.bottomBannerAlt}
            width={BOTTOM_WIDTH}
            height={BOTTOM_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        </BottomBannerLink>
      )}
      <ServiceLinks />
    </div>
  );
}

/** The bottom banner as one link (named by its picture's text) when the owner chose where to. */
function BottomBannerLink({ to, children }: { to: string; children: ReactNode }) {
  return to ? (
    <Link to={to} className={styles.bottomLink}>
      {children}
    </Link>
  ) : (
    children
  );
}
