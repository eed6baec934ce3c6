import { type OnlineStock, withGiftCards } from "@shop/shared";
import { useId } from "react";
import { Link } from "react-router";
import { productTitle } from "../../components/product/product-display";
import { ProductThumbnail } from "../../components/product/product-thumbnail";
import type { CartLine } from "../../lib/cart/cart-products";
import { unitsOnline } from "../../lib/cart/cart-stock";
import { giftCardLinesCents, useGiftCardLines } from "../../lib/cart/gift-card-lines";
import { useCents } from "../../lib/i18n/money";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./cart-popup.module.css";
import { lineCents } from "./cart-view-model";
import { GiftCardItems } from "./gift-card-items";
import { cartPopupTexts } from "./popup-texts";
import { StockNotice } from "./stock-notice";
import { useCartView } from "./use-cart-view";

function PopupLine({ line, stock }: { line: CartLine; stock: OnlineStock | undefined }) {
  const euros = useCents();
  const cartTexts = useTexts(cartPopupTexts);
  const texts = cartTexts.popup;
  const { product, size, quantity } = line;
  return (
    <li className={styles.line}>
      <ProductThumbnail product={product} size={56} className={styles.thumb} lazy />
      <div className={styles.lineText}>
        <Link to={`/product/${product.id}`} className={styles.lineTitle}>
          {productTitle(product)}
        </Link>
        <p className={styles.lineMeta}>
          {cartTexts.sizeTitle(size)} <span aria-hidden="true">×</span>
          <span className="visually-hidden">, {texts.quantity}</span> {quantity}
        </p>
        <StockNotice line={line} available={unitsOnline(stock, product.id, size)} />
      </div>
      <p className={styles.linePrice}>{euros(lineCents(line))}</p>
    </li>
  );
}

function PopupBody() {
  const euros = useCents();
  const texts = useTexts(cartPopupTexts).popup;
  const { cart, lines, totals: productTotals, failed, retry, stock } = useCartView();
  const giftCards = useGiftCardLines();
  if (Object.keys(cart).length === 0 && giftCards.length === 0)
    return <p className={styles.empty}>{texts.empty}</p>;
  if (failed) {
    return (
      <div className={styles.message} role="alert">
        <p>{texts.error}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (!lines || !productTotals) return <p className={styles.message}>{texts.loading}</p>;
  const totals = withGiftCards(productTotals, giftCardLinesCents(giftCards));
  return (
    <>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <PopupLine key={`${line.product.id}-${line.size}`} line={line} stock={stock} />
        ))}
      </ul>
      <GiftCardItems lines={giftCards} readOnly />
      <dl className={styles.totals}>
        <div>
          <dt>{texts.base}</dt>
          <dd>{euros(totals.baseCents + totals.deliveryBaseCents)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{texts.total}</dt>
          <dd>{euros(totals.totalCents)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link to="/cart" className="button button--secondary">
          {texts.viewCart}
        </Link>
        <Link to="/checkout" className="button">
          {texts.checkout}
        </Link>
      </div>
    </>
  );
}

/** The cart popup under the header's cart button (1200 px and wider). */
export function CartPopup({ id }: { id: string }) {
  const texts = useTexts(cartPopupTexts).popup;
  const titleId = useId();
  return (
    <section id={id} className={styles.popup} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {texts.title}
      </h2>
      <div aria-live="polite" className={styles.body}>
        <PopupBody />
      </div>
    </section>
  );
}
