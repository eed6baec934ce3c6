import { type Banner, isShopPath } from "@shop/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PAGE_WIDE, StoredPicture } from "../../../components/ui/stored-picture";
import { useTexts } from "../../../lib/i18n/use-texts";
import styles from "./banner-carousel.module.css";
import { homeTexts } from "./texts";

/** Intrinsic size of the shop's home banners. */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 640;

/**
 * The whole banner as one link when it has one: a path of the shop, as every banner's link is
 * (BannerLinkSchema; one saved before that rule and leading out is left out). Named by its text,
 * or «Ver destaque» when it has none.
 */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const texts = useTexts(homeTexts);
  if (!isShopPath(banner.link)) return <>{children}</>;
  const named = Boolean(banner.title || banner.subtitle || banner.text);
  const label = named ? undefined : texts.banners.open;
  return (
    <Link className={styles.link} to={banner.link} aria-label={label}>
      {children}
    </Link>
  );
}

/** One banner's picture and text; the first one's picture is the page's largest, fetched first. */
export function BannerContent({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <BannerLink banner={banner}>
      <StoredPicture
        name={banner.image}
        sizes={PAGE_WIDE}
        className={styles.picture}
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
        decoding={first ? "sync" : "async"}
      />
      <div className={styles.caption}>
        {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
        {banner.title && <p className={styles.title}>{banner.title}</p>}
        {banner.text && <p className={styles.text}>{banner.text}</p>}
      </div>
    </BannerLink>
  );
}
