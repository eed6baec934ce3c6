import type { Banner } from "@shop/shared";
import { PAGE_WIDE, StoredPicture } from "../../../components/ui/stored-picture";
import styles from "./banner-carousel.module.css";

/** Intrinsic size of the shop's home banners. */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 640;

/** One banner's picture and text; the first one's picture is the page's largest, fetched first. */
export function BannerContent({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <>
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
    </>
  );
}
