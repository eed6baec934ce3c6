import type { CategoryGroup, Settings } from "@shop/shared";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { StoredPicture } from "../../../components/ui/stored-picture";
import { useTexts } from "../../../lib/i18n/use-texts";
import { catalogTexts } from "../texts";
import styles from "./category-banners.module.css";
import { ArrowIcon } from "./icons";
import { homeTexts } from "./texts";

type BannerSetting =
  | "bannerShoesWomen"
  | "bannerShoesMan"
  | "bannerAccessoriesWomen"
  | "bannerAccessoriesMen";

/**
 * The four category banners (product.md, Home): each one's picture and where it leads are the
 * owner's choice on «Definições» (by default, the group's list).
 */
export const CATEGORY_BANNERS: ReadonlyArray<{
  setting: BannerSetting;
  link: `${BannerSetting}Link`;
  group: CategoryGroup;
}> = [
  {
    setting: "bannerShoesWomen",
    link: "bannerShoesWomenLink",
    group: "shoesWomen",
  },
  { setting: "bannerShoesMan", link: "bannerShoesManLink", group: "shoesMen" },
  {
    setting: "bannerAccessoriesWomen",
    link: "bannerAccessoriesWomenLink",
    group: "accessoriesWomen",
  },
  {
    setting: "bannerAccessoriesMen",
    link: "bannerAccessoriesMenLink",
    group: "accessoriesMen",
  },
];

/** Intrinsic size of the category banners. */
const WIDTH = 1600;
const HEIGHT = 480;

/** Four picture tiles, each a link (when it has one) named by its visible label. */
export function CategoryBanners({ settings }: { settings: Settings }) {
  const texts = useTexts(homeTexts);
  const { groups } = useTexts(catalogTexts);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.categories.heading}
      </h2>
      <ul className={styles.grid}>
        {CATEGORY_BANNERS.map((banner) => (
          <li key={banner.setting}>
            <TileLink to={settings[banner.link]}>
              {settings[banner.setting] && (
                <StoredPicture
                  name={settings[banner.setting]}
                  sizes="(min-width: 1240px) 620px, (min-width: 600px) 50vw, 100vw"
                  className={styles.picture}
                  alt=""
                  width={WIDTH}
                  height={HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <span className={styles.label}>
                <span className={styles.name}>{groups[banner.group]}</span>
                {settings[banner.link] && (
                  <span className={styles.cta} aria-hidden="true">
                    <span className={styles.ctaText}>{texts.categories.cta}</span>
                    <ArrowIcon size={18} />
                  </span>
                )}
              </span>
            </TileLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The whole tile as one link, or the tile alone when the owner chose no link. */
function TileLink({ to, children }: { to: string; children: ReactNode }) {
  return to ? (
    <Link to={to} className={styles.tile}>
      {children}
    </Link>
  ) : (
    <div className={styles.tile}>{children}</div>
  );
}
