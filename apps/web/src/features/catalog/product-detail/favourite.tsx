import { accountMessages, type Product } from "@shop/shared";
import { useCallback, useRef } from "react";
import { Link } from "react-router";
import { productTitle } from "../../../components/product/product-display";
import { Dialog } from "../../../components/ui/dialog";
import { useModal } from "../../../components/ui/modal-provider";
import { useUserFact } from "../../../lib/auth/hooks";
import { sessionUser } from "../../../lib/auth/queries";
import { toggleFavourite } from "../../../lib/auth/wishlist";
import { useTexts } from "../../../lib/i18n/use-texts";
import styles from "./favourite.module.css";
import { HeartIcon } from "./icons";
import { productTexts } from "./texts";

export interface Favourite {
  /** Whether the product is in the signed-in customer's favourites. */
  active: boolean;
  /** The heart button's click. */
  toggle: () => void;
}

/** The dialog for a logged-out visitor: favourites need an account. */
function useAskToSignIn() {
  const texts = useTexts(productTexts);
  const { openModal } = useModal();
  return useCallback(() => {
    openModal((close) => (
      <Dialog
        title={texts.favouritesTitle}
        onClose={close}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={close}>
              {texts.close}
            </button>
            <Link to="/sign" className="button" onClick={close}>
              {texts.signIn}
            </Link>
          </>
        }
      >
        <p>{accountMessages.favouriteLogin}</p>
      </Dialog>
    ));
  }, [openModal, texts]);
}

/**
 * The favourite toggle of a product. Logged out, it asks the visitor to log in (product.md
 * section 8); logged in, the heart changes at once and the server's wishlist then replaces the
 * user's (POST /users/client/wishlist/{id}). A click before the session's answer is in waits for
 * it; a second click while one is on its way is ignored.
 */
export function useFavourite(product: Product): Favourite {
  const active = useUserFact((user) => user?.wishlist.includes(product.id) ?? false);
  const { showError } = useModal();
  const askToSignIn = useAskToSignIn();
  const pending = useRef(false);
  const toggle = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    sessionUser()
      .then((user) =>
        user
          ? toggleFavourite(product.id).catch(() => showError(accountMessages.favouriteFailed))
          : askToSignIn(),
      )
      .finally(() => {
        pending.current = false;
      });
  }, [product.id, askToSignIn, showError]);
  return { active, toggle };
}

/**
 * The heart in the top-right corner of a product card's picture: adds or removes the favourite.
 * Its name stays the same (with the product's title); aria-pressed tells whether it is on.
 */
export function FavouriteButton({ product, className }: { product: Product; className?: string }) {
  const texts = useTexts(productTexts);
  const { active, toggle } = useFavourite(product);
  return (
    <button
      type="button"
      className={`${styles.heart} ${className ?? ""}`}
      aria-pressed={active}
      aria-label={texts.favouriteOf(productTitle(product))}
      title={active ? texts.favouriteRemove : texts.favouriteAdd}
      onClick={toggle}
    >
      <span className={styles.disc}>
        <HeartIcon size={18} filled={active} />
      </span>
    </button>
  );
}
