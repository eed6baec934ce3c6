import type { GeneratedPurchase } from "@shop/shared";
import { confirmCardPurchase } from "./api";
import { CardPayment } from "./card-payment";
import { MbwayPanel } from "./mbway-panel";
import { MultibancoPanel } from "./multibanco-panel";
import styles from "./payment.module.css";
import { cardTexts, mbwayTexts, multibancoTexts } from "./texts";
import { PAYMENT_PANEL_TITLE_ID } from "./use-checkout";

const TITLES = {
  MULTIBANCO: multibancoTexts.title,
  CREDIT: cardTexts.title,
  MBWAY: mbwayTexts.title,
} as const;

/** What follows a generated purchase: the reference to pay, the card form, or MB WAY. */
export function PaymentPanel({
  purchase,
  billingName,
  contactPhone,
  onPaid,
  onSwitched,
}: {
  purchase: GeneratedPurchase;
  billingName: string;
  contactPhone: string;
  onPaid: () => void;
  onSwitched: (purchase: GeneratedPurchase) => void;
}) {
  const method = purchase.paymentMethod;
  return (
    <section className={styles.panel} aria-labelledby={PAYMENT_PANEL_TITLE_ID}>
      <h2 id={PAYMENT_PANEL_TITLE_ID} className={styles.panelTitle} tabIndex={-1}>
        {TITLES[method]}
      </h2>
      {method === "MULTIBANCO" && <MultibancoPanel purchase={purchase} onPaid={onPaid} />}
      {method === "CREDIT" && (
        <CardPayment
          paymentKey={purchase.paymentKey}
          value={purchase.paymentValue}
          billingName={billingName}
          onPaid={onPaid}
          confirm={confirmCardPurchase}
        />
      )}
      {method === "MBWAY" && (
        <MbwayPanel
          purchase={purchase}
          contactPhone={contactPhone}
          onPaid={onPaid}
          onSwitched={onSwitched}
        />
      )}
    </section>
  );
}
