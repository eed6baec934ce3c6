import type { Cart } from "@shop/shared";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useTexts } from "../../lib/i18n/use-texts";
import { purchaseStorage, type StoredPurchase } from "../checkout/draft-storage";
import { formatDeadline } from "../checkout/format";
import { useWaitForPayment } from "../checkout/use-wait-for-payment";
import styles from "./pending-purchase.module.css";
import { cartTexts as portugueseCartTexts } from "./texts";

/**
 * The purchase the checkout generated for this very cart, while it waits for a MULTIBANCO or MB
 * WAY payment (sessionStorage, read after hydration: the server renders no such thing). Null once
 * the cart changes, the deadline passes, or the shop says it was paid or cancelled.
 */
export function usePendingPurchase(cart: Cart) {
  const [pending, setPending] = useState<StoredPurchase | null>(null);
  useEffect(() => {
    const stored = purchaseStorage.load(cart);
    const waits = stored && !stored.paid && stored.purchase.paymentMethod !== "CREDIT";
    setPending(waits ? stored : null);
  }, [cart]);
  const drop = useCallback(() => setPending(null), []);
  return { pending, drop };
}

/**
 * «Encomenda … a aguardar pagamento até …»: the way to its payment details is the cart's one action
 * («Ver dados de pagamento», beside the totals or in a phone's bar), never a second. Paid meanwhile:
 * the checkout says so and empties the cart; cancelled or expired: the cart is for sale again.
 */
export function PendingPurchaseNotice({
  stored,
  onGone,
}: {
  stored: StoredPurchase;
  onGone: () => void;
}) {
  const texts = useTexts(portugueseCartTexts).pending;
  const navigate = useNavigate();
  const { purchase } = stored;
  const status = useWaitForPayment(purchase.idShort, () => {
    purchaseStorage.save({ ...stored, paid: true });
    navigate("/checkout");
  });
  useEffect(() => {
    if (status !== "expired") return;
    purchaseStorage.clear();
    onGone();
  }, [status, onGone]);
  return (
    <section className={styles.notice} aria-labelledby="cart-pending-title">
      <h2 id="cart-pending-title" className={styles.title}>
        {texts.title(
          purchase.idShort,
          purchase.paymentExpiresAt && formatDeadline(purchase.paymentExpiresAt),
        )}
      </h2>
      <p className={styles.text}>{texts.text}</p>
    </section>
  );
}
