import type { Product } from "@shop/shared";
import { Link } from "react-router";
import {
  brandName,
  productPictureName,
  productTitle,
} from "../../../components/product/product-display";
import { DiscountBadge, ProductPrice } from "../../../components/product/product-price";
import { StoredPicture } from "../../../components/ui/stored-picture";
import { useTexts } from "../../../lib/i18n/use-texts";
import { usePersistent } from "../../../lib/persistent";
import { QuickBuy } from "../../cart/quick-buy";
import { SoldOutButton } from "../../size-alerts/sold-out-button";
import { FavouriteButton } from "../product-detail/favourite";
import { useSoldOut } from "../sold-out";
import { catalogTexts } from "../texts";
import styles from "./product-card.module.css";

/** Intrinsic size of the shop's product pictures (square); the card keeps this ratio. */
const PICTURE_SIZE = 800;
/**
 * How wide a card is shown in the results grid beside the filters (product-results.module.css,
 * products-page.module.css): 4 to a row from 1100 px, 3 on a tablet, 2 on a phone.
 */
const GRID_SIZES = "(min-width: 1100px) 250px, (min-width: 768px) 25vw, 50vw";

export interface ProductCardProps {
  product: Product;
  /** Level of the title's heading, so the card fits under the page's own headings. */
  headingLevel?: 2 | 3 | 4;
  /** Load the picture at once and first: for cards that are visible when the page opens. */
  eager?: boolean;
  /** How wide the card is shown (`sizes`), when not in the results grid. */
  sizes?: string;
}

/**
 * A product in any list (results, home rails, favourites): the picture with only the heart in
 * its corner; under it the flags ('Esgotado', the discount, 'Novidade'), brand, title (or
 * «Artigo SL-…»), price (the old one struck out) and 'Comprar', or "Avisem-me" when sold out online.
 * The whole card leads to the product; only the title is the link's text, so screen readers hear
 * it once.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  eager = false,
  sizes = GRID_SIZES,
}: ProductCardProps) {
  const persistent = usePersistent();
  const soldOut = useSoldOut(product.id);
  const title = productTitle(product);
  const Heading = `h${headingLevel}` as const;
  const texts = useTexts(catalogTexts).card;
  return (
    <article className={styles.card} data-sold-out={soldOut}>
      <div className={styles.media}>
        <StoredPicture
          name={productPictureName(product)}
          sizes={sizes}
          className={styles.picture}
          alt={title}
          width={PICTURE_SIZE}
          height={PICTURE_SIZE}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
        />
        <FavouriteButton product={product} className={styles.heart} />
      </div>
      <div className={styles.body}>
        {/* Always there and one line high (product-card.module.css): the titles and prices of
            a row line up whatever flags each card has. */}
        <p className={styles.flags}>
          {soldOut && <span className={styles.soldOut}>{texts.soldOut}</span>}
          {product.reduction > 0 && <DiscountBadge reduction={product.reduction} />}
          {product.newCollection && <span className={styles.new}>{texts.isNew}</span>}
        </p>
        <p className={styles.brand}>{brandName(persistent, product)}</p>
        <Heading className={styles.title}>
          <Link to={`/product/${product.id}`} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <ProductPrice product={product} withDiscount={false} className={styles.price} />
        {soldOut ? (
          <SoldOutButton product={product} className={styles.buy} />
        ) : (
          <QuickBuy product={product} className={styles.buy} />
        )}
      </div>
    </article>
  );
}
