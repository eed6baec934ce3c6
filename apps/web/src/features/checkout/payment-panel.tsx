import type { GeneratedPurchase } from "@shop/shared";
import { CardPayment } from "./card-payment";
import { MultibancoPanel } from "./multibanco-panel";
import styles from "./payment.module.css";
import { cardTexts, multibancoTexts } from "./texts";
import { PAYMENT_PANEL_TITLE_ID } from "./use-checkout";

/** What follows a generated purchase: the reference to pay, or the card form. */
export function PaymentPanel({
  purchase,
  billingName,
  onPaid,
}: {
  purchase: GeneratedPurchase;
  billingName: string;
  onPaid: () => void;
}) {
  const multibanco = purchase.paymentMethod === "MULTIBANCO";
  return (
    <section className={styles.panel} aria-labelledby={PAYMENT_PANEL_TITLE_ID}>
      <h2 id={PAYMENT_PANEL_TITLE_ID} className={styles.panelTitle} tabIndex={-1}>
        {multibanco ? multibancoTexts.title : cardTexts.title}
      </h2>
      {multibanco ? (
        <MultibancoPanel purchase={purchase} onPaid={onPaid} />
      ) : (
        <CardPayment purchase={purchase} billingName={billingName} onPaid={onPaid} />
      )}
    </section>
  );
}
