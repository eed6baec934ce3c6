import type { Product } from "@shop/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { productTitle } from "../../../components/product/product-display";
import { ProductPrice } from "../../../components/product/product-price";
import { ProductThumbnail } from "../../../components/product/product-thumbnail";
import { CloseIcon } from "../../../components/ui/icons";
import { useModal } from "../../../components/ui/modal-provider";
import { wishlistProductsQuery } from "../../../lib/auth/queries";
import { toggleFavourite } from "../../../lib/auth/wishlist";
import { useSizePicker } from "../../cart/size-picker";
import { accountTexts } from "../texts";
import styles from "./wishlist.module.css";

const texts = accountTexts.wishlist;

function WishlistRow({ product }: { product: Product }) {
  const openSizePicker = useSizePicker();
  const { showError } = useModal();
  const client = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const title = productTitle(product);

  async function remove() {
    setRemoving(true);
    try {
      await toggleFavourite(product.id);
      client.setQueryData<Product[]>(wishlistProductsQuery.queryKey, (products) =>
        products?.filter((item) => item.id !== product.id),
      );
    } catch {
      setRemoving(false);
      showError(accountTexts.messages.favouriteFailed);
    }
  }

  return (
    <li className={styles.row}>
      <ProductThumbnail product={product} size={96} className={styles.thumb} lazy />
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link to={`/product/${product.id}`}>{title}</Link>
        </h2>
        <ProductPrice product={product} />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          aria-label={texts.buyLabel(title)}
          onClick={() => openSizePicker(product)}
        >
          {texts.buy}
        </button>
        <button
          type="button"
          className={styles.remove}
          aria-label={texts.removeLabel(title)}
          title={texts.remove}
          disabled={removing}
          onClick={remove}
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </li>
  );
}

function EmptyWishlist() {
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

/** /account/wishlist: the favourites, each with 'Comprar' (size picker) and remove. */
export function WishlistPage() {
  const products = useQuery(wishlistProductsQuery);
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
      {products.data?.length === 0 && <EmptyWishlist />}
      {products.data && products.data.length > 0 && (
        <ul className={styles.list} aria-label={texts.listLabel}>
          {products.data.map((product) => (
            <WishlistRow key={product.id} product={product} />
          ))}
        </ul>
      )}
    </>
  );
}
