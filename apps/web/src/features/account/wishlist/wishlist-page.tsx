import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useUser } from "../../../lib/auth/hooks";
import { wishlistProductsQuery } from "../../../lib/auth/queries";
import { useTexts } from "../../../lib/i18n/use-texts";
import { ProductCard } from "../../catalog/components/product-card";
import { accountTexts as portugueseAccountTexts } from "../texts";
import styles from "./wishlist.module.css";

/** How wide a card is in the favourites' grid (wishlist.module.css), beside the account menu. */
const CARD_SIZES = "(min-width: 1100px) 220px, (min-width: 768px) 30vw, 50vw";

function EmptyWishlist() {
  const texts = useTexts(portugueseAccountTexts).wishlist;
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{texts.emptyTitle}</p>
      <p>{texts.emptyText}</p>
      <Link to="/products" className="button">
        {texts.browse}
      </Link>
    </div>
  );
}

/**
 * /account/wishlist: the favourites as the shop's cards. A heart turned off takes its card away
 * at once (the wishlist of the customer changes before the server answers).
 */
export function WishlistPage() {
  const accountTexts = useTexts(portugueseAccountTexts);
  const texts = accountTexts.wishlist;
  const products = useQuery(wishlistProductsQuery);
  const wishlist = useUser()?.wishlist ?? [];
  const shown = products.data?.filter((product) => wishlist.includes(product.id));
  return (
    <>
      <h1 className={styles.title}>{texts.title}</h1>
      {products.isPending && <p className={styles.muted}>{accountTexts.loading}</p>}
      {products.isError && (
        <div className={styles.muted}>
          <p>{accountTexts.loadFailed}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => products.refetch()}
          >
            {accountTexts.retry}
          </button>
        </div>
      )}
      {shown?.length === 0 && <EmptyWishlist />}
      {shown && shown.length > 0 && (
        <ul className={styles.grid} aria-label={texts.listLabel}>
          {shown.map((product) => (
            <li key={product.id} className={styles.item}>
              <ProductCard product={product} headingLevel={2} sizes={CARD_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
