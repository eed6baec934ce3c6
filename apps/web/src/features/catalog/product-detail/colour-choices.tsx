import type { ProductColour } from "@shop/shared";
import { memo } from "react";
import { Link } from "react-router";
import { NO_IMAGE } from "../../../components/product/product-display";
import { StoredPicture } from "../../../components/ui/stored-picture";
import { useTexts } from "../../../lib/i18n/use-texts";
import styles from "./product-page.module.css";
import { productTexts } from "./texts";

/**
 * The published colours of the product's model, each a link to its page with its picture and
 * colour's name; the one shown is marked as the current page. Nothing when there is no other.
 */
export const ColourChoices = memo(function ColourChoices({
  colours,
  current,
}: {
  colours: ProductColour[];
  current: number;
}) {
  const texts = useTexts(productTexts);
  if (colours.length < 2) return null;
  return (
    <nav className={styles.colours} aria-labelledby="product-colours">
      <h2 id="product-colours" className={styles.coloursHeading}>
        {texts.coloursHeading}
      </h2>
      <ul>
        {colours.map((colour) => {
          const name = colour.colourName ?? colour.title ?? texts.colourUnnamed;
          const isCurrent = colour.id === current;
          return (
            <li key={colour.id}>
              <Link
                to={`/product/${colour.id}`}
                className={styles.colour}
                aria-current={isCurrent ? "page" : undefined}
              >
                <StoredPicture
                  name={colour.picture ?? NO_IMAGE}
                  sizes="56px"
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className={styles.colourPicture}
                />
                <span>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
