import { MAX_QUANTITY_PER_SIZE, type Product, quantityLimit } from "@shop/shared";
import { useCallback } from "react";
import { Link } from "react-router";
import { productTitle } from "../../components/product/product-display";
import { ProductPrice } from "../../components/product/product-price";
import { ProductThumbnail } from "../../components/product/product-thumbnail";
import { Dialog } from "../../components/ui/dialog";
import { useModal } from "../../components/ui/modal-provider";
import { rememberPriceAtAdd } from "../../lib/cart/cart-prices";
import { cartStore } from "../../lib/cart/cart-store";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import styles from "./added-dialog.module.css";
import { quantityInCart } from "./cart-view-model";
import { cartTexts as portugueseCartTexts } from "./texts";

export interface AddedDialogProps {
  product: Product;
  size: string;
  /** Units of the size in the cart now. */
  quantity: number;
  /** The size was already at the maximum: nothing was added. */
  capped: boolean;
  /** The online units of the size, when the caller knew them. */
  available?: number | undefined;
  onClose: () => void;
}

/** 'Artigo adicionado!': the product, its size, and the ways on (cart, checkout, stay). */
export function AddedDialog({
  product,
  size,
  quantity,
  capped,
  available,
  onClose,
}: AddedDialogProps) {
  const texts = useTexts(portugueseCartTexts).added;
  const title = productTitle(product);
  return (
    <Dialog
      title={capped ? texts.cappedTitle : texts.title}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.close}
          </button>
          <Link to="/cart" className="button button--secondary" onClick={onClose}>
            {texts.viewCart}
          </Link>
          <Link to="/checkout" className={`button ${styles.checkout}`} onClick={onClose}>
            {texts.checkout}
          </Link>
        </div>
      }
    >
      <div className={styles.product}>
        <ProductThumbnail product={product} size={88} className={styles.picture} />
        <div className={styles.text}>
          <p className={styles.title}>{title}</p>
          <ProductPrice product={product} />
          <dl className={styles.facts}>
            <div>
              <dt>{texts.size}</dt>
              <dd>{texts.sizeValue(size)}</dd>
            </div>
            <div>
              <dt>{texts.inCart}</dt>
              <dd>{texts.inCartUnits(quantity)}</dd>
            </div>
          </dl>
        </div>
      </div>
      {capped && (
        <p className={styles.capped}>
          {available === undefined || available >= MAX_QUANTITY_PER_SIZE
            ? texts.cappedText(MAX_QUANTITY_PER_SIZE)
            : quantity > available
              ? texts.aboveStock(available, quantity)
              : texts.cappedStock(available)}
        </p>
      )}
    </Dialog>
  );
}

/** Puts one unit of a size in the cart and says so; what the product page and the size picker call. */
export type AddToCartAndConfirm = (product: Product, size: string, available?: number) => void;

/**
 * Adds one unit (the cart rules stop at 10 per size) and shows 'Artigo adicionado!'. While the
 * shop is closed it shows the store-offline error instead and adds nothing.
 */
export function useAddToCartAndConfirm(): AddToCartAndConfirm {
  const cartTexts = useTexts(portugueseCartTexts);
  const persistent = usePersistent();
  const { openModal, showError } = useModal();
  return useCallback(
    (product: Product, size: string, available?: number) => {
      if (!persistent.settings.store_online) {
        showError(cartTexts.storeOffline);
        return;
      }
      const inCart = quantityInCart(cartStore.get(), product.id, size);
      const capped = inCart >= quantityLimit(available);
      if (!capped) {
        rememberPriceAtAdd(product);
        cartStore.add(product.id, size, available);
      }
      const quantity = quantityInCart(cartStore.get(), product.id, size);
      openModal((close) => (
        <AddedDialog
          product={product}
          size={size}
          quantity={quantity}
          capped={capped}
          available={available}
          onClose={close}
        />
      ));
    },
    [persistent, openModal, showError, cartTexts.storeOffline],
  );
}
