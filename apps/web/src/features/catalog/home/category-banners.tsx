import type { Settings } from "@shop/shared";
import { useId } from "react";
import { Link } from "react-router";
import { StoredPicture } from "../../../components/ui/stored-picture";
import { catalogTexts } from "../texts";
import styles from "./category-banners.module.css";
import { ArrowIcon } from "./icons";
import { homeTexts } from "./texts";

type BannerSetting =
  | "bannerShoesWomen"
  | "bannerShoesMan"
  | "bannerAccessoriesWomen"
  | "bannerAccessoriesMen";

/** The four category banners and the list each one opens (product.md, Home). */
export const CATEGORY_BANNERS: ReadonlyArray<{
  setting: BannerSetting;
  label: string;
  to: string;
}> = [
  {
    setting: "bannerShoesWomen",
    label: catalogTexts.groups.shoesWomen,
    to: "/products?isWomen=1&forShoe=1",
  },
  {
    setting: "bannerShoesMan",
    label: catalogTexts.groups.shoesMen,
    to: "/products?isMen=1&forShoe=1",
  },
  {
    setting: "bannerAccessoriesWomen",
    label: catalogTexts.groups.accessoriesWomen,
    to: "/products?isWomen=1&forAccessories=1",
  },
  {
    setting: "bannerAccessoriesMen",
    label: catalogTexts.groups.accessoriesMen,
    to: "/products?isMen=1&forAccessories=1",
  },
];

/** Intrinsic size of the category banners. */
const WIDTH = 1600;
const HEIGHT = 480;

/** Four picture tiles, each a link named by its visible label. */
export function CategoryBanners({ settings }: { settings: Settings }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {homeTexts.categories.heading}
      </h2>
      <ul className={styles.grid}>
        {CATEGORY_BANNERS.map((banner) => (
          <li key={banner.setting}>
            <Link to={banner.to} className={styles.tile}>
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
                <span className={styles.name}>{banner.label}</span>
                <span className={styles.cta} aria-hidden="true">
                  <span className={styles.ctaText}>{homeTexts.categories.cta}</span>
                  <ArrowIcon size={18} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
