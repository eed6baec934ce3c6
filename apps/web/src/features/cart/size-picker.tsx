import { compareSizes, type Product } from "@shop/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useId } from "react";
import { Link } from "react-router";
import { productTitle } from "../../components/product/product-display";
import { ProductPrice } from "../../components/product/product-price";
import { ProductThumbnail } from "../../components/product/product-thumbnail";
import { Dialog } from "../../components/ui/dialog";
import { useModal } from "../../components/ui/modal-provider";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { type StockByLocation, stockQuery } from "../catalog/api";
import { onlineSizes, onlineUnits } from "../catalog/product-detail/stock";
import { useAddToCartAndConfirm } from "./added-dialog";
import styles from "./size-picker.module.css";
import { cartTexts as portugueseCartTexts } from "./texts";

/** The sizes that can be bought online now, as everywhere: shoe sizes by number, then the others. */
export function sizesToPick(stock: StockByLocation, sizes: readonly string[]): string[] {
  return [...onlineSizes(stock, sizes)].sort(compareSizes);
}

function Unavailable({ product, onClose }: { product: Product; onClose: () => void }) {
  const texts = useTexts(portugueseCartTexts).picker;
  return (
    <div className={styles.unavailable}>
      <p className={styles.unavailableTitle}>{texts.unavailableTitle}</p>
      <p>{texts.unavailableText}</p>
      <Link to={`/product/${product.id}`} className="button button--secondary" onClick={onClose}>
        {texts.productLink}
      </Link>
    </div>
  );
}

function SizeChoice({ sizes, onChoose }: { sizes: string[]; onChoose: (size: string) => void }) {
  const texts = useTexts(portugueseCartTexts).picker;
  const legendId = useId();
  return (
    <fieldset className={styles.sizes} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {texts.sizesLegend}
      </legend>
      <p className={styles.hint}>{texts.hint}</p>
      <ul className={styles.sizeList}>
        {sizes.map((size) => (
          <li key={size}>
            <button
              type="button"
              className={styles.size}
              aria-label={texts.sizeButtonLabel(size)}
              onClick={() => onChoose(size)}
            >
              {texts.sizeButton(size)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function StockState({
  product,
  onClose,
  onChoose,
}: {
  product: Product;
  onClose: () => void;
  onChoose: (size: string, available: number) => void;
}) {
  const texts = useTexts(portugueseCartTexts).picker;
  const stock = useQuery(stockQuery(product.id));
  if (stock.isPending) {
    return (
      <p className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        {texts.loading}
      </p>
    );
  }
  if (stock.isError) {
    return (
      <div className={styles.error}>
        <p>{texts.error}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void stock.refetch()}
        >
          {texts.retry}
        </button>
      </div>
    );
  }
  const sizes = sizesToPick(stock.data, product.sizes);
  return sizes.length === 0 ? (
    <Unavailable product={product} onClose={onClose} />
  ) : (
    <SizeChoice sizes={sizes} onChoose={(size) => onChoose(size, onlineUnits(stock.data, size))} />
  );
}

export interface SizePickerDialogProps {
  product: Product;
  onClose: () => void;
  /** A size with online stock was chosen; its online units. */
  onChoose: (size: string, available: number) => void;
}

/** The size picker: the product, then the sizes in the online stock once it has loaded. */
export function SizePickerDialog({ product, onClose, onChoose }: SizePickerDialogProps) {
  const texts = useTexts(portugueseCartTexts).picker;
  const title = productTitle(product);
  return (
    <Dialog title={texts.title} onClose={onClose} footer={null}>
      <div className={styles.product}>
        <ProductThumbnail product={product} size={72} className={styles.picture} />
        <div>
          <p className={styles.title}>{title}</p>
          <ProductPrice product={product} />
        </div>
      </div>
      <div className={styles.state} aria-live="polite">
        <StockState product={product} onClose={onClose} onChoose={onChoose} />
      </div>
    </Dialog>
  );
}

/** Opens the size picker for a product. */
export type OpenSizePicker = (product: Product) => void;

/**
 * The size picker, from a product card, a favourites row or the product page's buy bar: while the
 * shop is closed it shows the store-offline error; a one-size product in the online stock goes
 * straight to the cart; otherwise it loads the stock and lists the sizes with online stock. A
 * chosen size goes to the cart ('Artigo adicionado!'). Closing the picker, whichever way, drops
 * the loaded stock, so the next opening asks the server again.
 */
export function useSizePicker(): OpenSizePicker {
  const cartTexts = useTexts(portugueseCartTexts);
  const persistent = usePersistent();
  const client = useQueryClient();
  const { openModal, showError } = useModal();
  const addToCart = useAddToCartAndConfirm();
  return useCallback(
    (product: Product) => {
      if (!persistent.settings.store_online) {
        showError(cartTexts.storeOffline);
        return;
      }
      // The stock loaded for the choice goes with it, unless a page shows it too (the product's).
      const stockKey = stockQuery(product.id).queryKey;
      const shownByPage =
        (client.getQueryCache().find({ queryKey: stockKey })?.getObserversCount() ?? 0) > 0;
      const clearStock = () => {
        if (!shownByPage) client.removeQueries({ queryKey: stockKey, exact: true });
      };
      const openPicker = () =>
        openModal(
          (close) => (
            <SizePickerDialog
              product={product}
              onClose={close}
              onChoose={(size, available) => {
                close();
                addToCart(product, size, available);
              }}
            />
          ),
          clearStock,
        );
      const [only] = product.sizes;
      if (product.sizes.length !== 1 || only === undefined) {
        openPicker();
        return;
      }
      // One size: nothing to choose, so one tap adds it once the stock says it is online.
      client.fetchQuery(stockQuery(product.id)).then((stock) => {
        const units = onlineUnits(stock, only);
        if (units === 0) openPicker();
        else {
          clearStock();
          addToCart(product, only, units);
        }
      }, openPicker);
    },
    [persistent, client, openModal, showError, addToCart, cartTexts.storeOffline],
  );
}
