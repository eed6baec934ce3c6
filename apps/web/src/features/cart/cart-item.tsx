import { MAX_QUANTITY_PER_SIZE, type OnlineStock } from "@shop/shared";
import { useId } from "react";
import { Link } from "react-router";
import { brandName, productTitle } from "../../components/product/product-display";
import { ProductPrice } from "../../components/product/product-price";
import { ProductThumbnail } from "../../components/product/product-thumbnail";
import type { CartLine } from "../../lib/cart/cart-products";
import { unitsOnline } from "../../lib/cart/cart-stock";
import { cartStore } from "../../lib/cart/cart-store";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import styles from "./cart-item.module.css";
import { type CartGroup, canDecrease, canIncrease, lineCents } from "./cart-view-model";
import { discountCodeTexts as portugueseDiscountCodeTexts } from "./discount-code-texts";
import { MinusIcon, PlusIcon, TrashIcon } from "./icons";
import { cartPopupTexts } from "./popup-texts";
import { StockNotice } from "./stock-notice";
import { cartTexts as portugueseCartTexts } from "./texts";

/** What the cart page is told after a change, for its screen-reader announcement and focus. */
export interface CartChange {
  message: string;
  /** A row or product went away: the focus must move somewhere that stays. */
  removed: boolean;
}

function Stepper({
  line,
  available,
  onChange,
}: {
  line: CartLine;
  available: number | undefined;
  onChange: (change: CartChange) => void;
}) {
  const cartTexts = useTexts(portugueseCartTexts);
  const stockTexts = useTexts(cartPopupTexts).stock;
  const texts = cartTexts.page;
  const { product, size, quantity } = line;
  const lower = canDecrease(quantity);
  const higher = canIncrease(quantity, available);
  const stockBound = available !== undefined && available < MAX_QUANTITY_PER_SIZE;
  // aria-disabled rather than disabled: the focus stays on a button that stops working.
  function step(by: -1 | 1) {
    if (by === -1 ? !lower : !higher) return;
    if (by === -1) cartStore.decrement(product.id, size);
    else cartStore.add(product.id, size, available);
    onChange({ message: texts.changed(size, quantity + by), removed: false });
  }
  return (
    <fieldset className={styles.stepper} aria-label={texts.quantityOf(size)}>
      <button
        type="button"
        className={styles.step}
        aria-label={texts.decrease(size)}
        aria-disabled={!lower}
        onClick={() => step(-1)}
      >
        <MinusIcon />
      </button>
      <span className={styles.quantity}>{quantity}</span>
      <button
        type="button"
        className={styles.step}
        aria-label={texts.increase(size)}
        aria-disabled={!higher}
        title={
          higher
            ? undefined
            : stockBound
              ? stockTexts.maxReached(available)
              : texts.maxReached(MAX_QUANTITY_PER_SIZE)
        }
        onClick={() => step(1)}
      >
        <PlusIcon />
      </button>
    </fieldset>
  );
}

function SizeRow({
  line,
  title,
  available,
  onChange,
}: {
  line: CartLine;
  title: string;
  available: number | undefined;
  onChange: (change: CartChange) => void;
}) {
  const euros = useCents();
  const discountCodeTexts = useTexts(portugueseDiscountCodeTexts);
  const cartTexts = useTexts(portugueseCartTexts);
  const texts = cartTexts.page;
  const { product, size } = line;
  function remove() {
    cartStore.removeSize(product.id, size);
    onChange({ message: texts.removedSize(title, size), removed: true });
  }
  return (
    <li className={styles.sizeRow}>
      <span className={styles.sizeName}>{cartTexts.sizeTitle(size)}</span>
      <Stepper line={line} available={available} onChange={onChange} />
      <span className={styles.linePrice}>
        <span className="visually-hidden">{texts.linePrice}: </span>
        {euros(lineCents(line))}
        {(line.codeDiscountCents ?? 0) > 0 && (
          <span className={styles.codeShare}>
            {discountCodeTexts.lineShare(line.codeDiscountCents ?? 0)}
          </span>
        )}
      </span>
      <button
        type="button"
        className={styles.remove}
        aria-label={texts.removeSizeLabel(size)}
        onClick={remove}
      >
        <TrashIcon size={16} />
        {texts.removeSize}
      </button>
      <StockNotice
        line={line}
        available={available}
        onLowered={(message, removed) => onChange({ message, removed })}
      />
    </li>
  );
}

/** One product of the cart: picture, brand, title, unit price, its sizes, and 'Remover produto'. */
export function CartItem({
  group,
  stock,
  onChange,
}: {
  group: CartGroup;
  /** The online stock of the cart's products, once loaded. */
  stock: OnlineStock | undefined;
  onChange: (change: CartChange) => void;
}) {
  const texts = useTexts(portugueseCartTexts).page;
  const persistent = usePersistent();
  const { product, lines } = group;
  const title = productTitle(product);
  const titleId = useId();
  const to = `/product/${product.id}`;
  function removeProduct() {
    cartStore.removeProduct(product.id);
    onChange({ message: texts.removedProduct(title), removed: true });
  }
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <Link to={to} className={styles.pictureLink} tabIndex={-1} aria-hidden="true">
        <ProductThumbnail
          product={product}
          size={128}
          sizes="(min-width: 600px) 128px, 88px"
          className={styles.picture}
          lazy
        />
      </Link>
      <div className={styles.info}>
        <p className={styles.brand}>{brandName(persistent, product)}</p>
        <h2 id={titleId} className={styles.title}>
          <Link to={to}>{title}</Link>
        </h2>
        <div className={styles.unitPrice}>
          <span className={styles.unitLabel}>{texts.unitPrice}</span>
          <ProductPrice product={product} />
        </div>
      </div>
      <ul className={styles.sizes} aria-label={texts.sizesLabel(title)}>
        {lines.map((line) => (
          <SizeRow
            key={line.size}
            line={line}
            title={title}
            available={unitsOnline(stock, product.id, line.size)}
            onChange={onChange}
          />
        ))}
      </ul>
      <button
        type="button"
        className={styles.removeProduct}
        aria-label={texts.removeProductLabel(title)}
        onClick={removeProduct}
      >
        <TrashIcon size={16} />
        {texts.removeProduct}
      </button>
    </article>
  );
}
