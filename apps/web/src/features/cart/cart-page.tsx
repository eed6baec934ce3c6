import { cartUnits } from "@shop/shared";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate } from "react-router";
import { useModal } from "../../components/ui/modal-provider";
import { type CartChange, CartItem } from "./cart-item";
import styles from "./cart-page.module.css";
import { CartBar, CartSummary } from "./cart-summary";
import { groupLines } from "./cart-view-model";
import { PendingPurchaseNotice, usePendingPurchase } from "./pending-purchase";
import { cartTexts } from "./texts";
import { type CartDelivery, type CartView, useCartView, useDeliveryCountry } from "./use-cart-view";

const texts = cartTexts.page;

/** An empty cart has no page: home instead, saying why when the server took its products away. */
function EmptyCartRedirect({ dropped }: { dropped: number }) {
  const { showMessage } = useModal();
  useEffect(() => {
    if (dropped > 0) showMessage({ title: texts.droppedAllTitle, text: texts.droppedAll });
  }, [dropped, showMessage]);
  return <Navigate to="/home" replace />;
}

function Loading() {
  return (
    <p className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      {texts.loading}
    </p>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{texts.error}</p>
      <button type="button" className="button" onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}

function CartContent({ view, delivery }: { view: CartView; delivery: CartDelivery | null }) {
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
          </section>
          <CartSummary totals={totals} delivery={delivery} action={action} />
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
 * the account's country or Portugal; empty → home.
 */
export function CartPage() {
  const delivery = useDeliveryCountry();
  const view = useCartView(delivery?.country.id ?? null);
  if (Object.keys(view.cart).length === 0) return <EmptyCartRedirect dropped={view.dropped} />;
  return <CartContent view={view} delivery={delivery} />;
}
