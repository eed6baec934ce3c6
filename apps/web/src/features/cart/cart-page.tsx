import { cartUnits, withGiftCards } from "@shop/shared";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate } from "react-router";
import { useModal } from "../../components/ui/modal-provider";
import { cartTotals } from "../../lib/cart/cart-products";
import { type CartCode, useCartCode } from "../../lib/cart/discount-code";
import {
  type GiftCardLine,
  giftCardLinesCents,
  useGiftCardLines,
} from "../../lib/cart/gift-card-lines";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import { type CartChange, CartItem } from "./cart-item";
import styles from "./cart-page.module.css";
import { CartBar, CartSummary } from "./cart-summary";
import { groupLines } from "./cart-view-model";
import { GiftCardItems } from "./gift-card-items";
import { PendingPurchaseNotice, usePendingPurchase } from "./pending-purchase";
import { cartTexts as portugueseCartTexts } from "./texts";
import { type CartDelivery, type CartView, useCartView, useDeliveryCountry } from "./use-cart-view";

/** An empty cart has no page: home instead, saying why when the server took its products away. */
function EmptyCartRedirect({ dropped }: { dropped: number }) {
  const texts = useTexts(portugueseCartTexts).page;
  const { showMessage } = useModal();
  useEffect(() => {
    if (dropped > 0) showMessage({ title: texts.droppedAllTitle, text: texts.droppedAll });
  }, [dropped, showMessage, texts.droppedAllTitle, texts.droppedAll]);
  return <Navigate to="/home" replace />;
}

function Loading() {
  const texts = useTexts(portugueseCartTexts).page;
  return (
    <p className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      {texts.loading}
    </p>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const texts = useTexts(portugueseCartTexts).page;
  return (
    <div className={styles.error} role="alert">
      <p>{texts.error}</p>
      <button type="button" className="button" onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}

function CartContent({
  view,
  delivery,
  code,
  giftCards,
}: {
  view: CartView;
  delivery: CartDelivery | null;
  code: CartCode;
  giftCards: readonly GiftCardLine[];
}) {
  const cartTexts = useTexts(portugueseCartTexts);
  const texts = cartTexts.page;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const { lines, totals } = view;
  const { pending, drop } = usePendingPurchase(view.cart);
  // An order already made for these very items: the way on is its payment, not a second order.
  const action = (
    <Link to="/checkout" className="button">
      {pending ? cartTexts.pending.pay : cartTexts.totals.checkout}
    </Link>
  );

  function onChange(change: CartChange) {
    setAnnouncement(change.message);
    // The row or product is gone with the focused button: the page's heading takes the focus.
    if (change.removed) headingRef.current?.focus();
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {texts.title}
        </h1>
        <p className={styles.count}>{texts.count(cartUnits(view.cart))}</p>
      </header>
      <div role="status" className={styles.notices}>
        {view.dropped > 0 && <p className={styles.notice}>{texts.dropped(view.dropped)}</p>}
        {view.above.length > 0 && <p className={styles.notice}>{texts.aboveStock}</p>}
        <span className="visually-hidden">{announcement}</span>
      </div>
      {pending && <PendingPurchaseNotice stored={pending} onGone={drop} />}
      {lines && totals ? (
        <div className={styles.layout}>
          <section aria-label={texts.itemsLabel} className={styles.items}>
            <ul className={styles.list}>
              {groupLines(lines).map((group) => (
                <li key={group.product.id}>
                  <CartItem group={group} stock={view.stock} onChange={onChange} />
                </li>
              ))}
            </ul>
            <GiftCardItems lines={giftCards} onRemoved={setAnnouncement} />
          </section>
          <CartSummary totals={totals} delivery={delivery} action={action} code={code} />
        </div>
      ) : view.failed ? (
        <LoadError onRetry={view.retry} />
      ) : (
        <Loading />
      )}
      {/* Last in the page (not in the grid, whose cell would hold it): sticky to the screen's foot. */}
      {lines && totals && <CartBar totals={totals} action={action} />}
    </div>
  );
}

/**
 * /cart: the cart's products by size with their quantities, and the totals with the delivery to
 * the account's country or Portugal and the discount code entered; empty → home.
 */
export function CartPage() {
  const persistent = usePersistent();
  const delivery = useDeliveryCountry();
  const countryId = delivery?.country.id ?? null;
  const view = useCartView(countryId);
  // The discount code lives here, not in useCartView: the header's popup leaves it out.
  const code = useCartCode(view.cart, view.lines, countryId);
  const giftCards = useGiftCardLines();
  if (Object.keys(view.cart).length === 0 && giftCards.length === 0)
    return <EmptyCartRedirect dropped={view.dropped} />;
  const { lines } = code;
  // Gift cards alone travel by email: no delivery.
  const totals = lines
    ? withGiftCards(
        cartTotals(
          lines,
          persistent,
          lines.length > 0 ? countryId : null,
          code.applied?.freeDelivery,
        ),
        giftCardLinesCents(giftCards),
      )
    : null;
  return (
    <CartContent
      view={{ ...view, lines, totals }}
      delivery={delivery}
      code={code}
      giftCards={giftCards}
    />
  );
}
