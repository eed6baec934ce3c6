import type { GeneratedPurchase } from "@shop/shared";
import { useTexts } from "../../lib/i18n/use-texts";
import { confirmCardPurchase } from "./api";
import { CardPayment } from "./card-payment";
import { MbwayPanel } from "./mbway-panel";
import { MultibancoPanel } from "./multibanco-panel";
import styles from "./payment.module.css";
import {
  cardTexts as portugueseCardTexts,
  giftCardPayTexts as portugueseGiftCardPayTexts,
  mbwayTexts as portugueseMbwayTexts,
  multibancoTexts as portugueseMultibancoTexts,
} from "./texts";
import { PAYMENT_PANEL_TITLE_ID } from "./use-checkout";

/** What follows a generated purchase: the reference to pay, the card form, or MB WAY. */
export function PaymentPanel({
  purchase,
  billingName,
  contactPhone,
  onPaid,
  onSwitched,
  onRequested,
}: {
  purchase: GeneratedPurchase;
  billingName: string;
  contactPhone: string;
  onPaid: () => void;
  onSwitched: (purchase: GeneratedPurchase) => void;
  /** An MB WAY request waits on the buyer's phone. */
  onRequested: () => void;
}) {
  const method = purchase.paymentMethod;
  const titles = {
    MULTIBANCO: useTexts(portugueseMultibancoTexts).title,
    CREDIT: useTexts(portugueseCardTexts).title,
    MBWAY: useTexts(portugueseMbwayTexts).title,
    GIFT_CARD: useTexts(portugueseGiftCardPayTexts).title,
  };
  return (
    <section className={styles.panel} aria-labelledby={PAYMENT_PANEL_TITLE_ID}>
      <h2 id={PAYMENT_PANEL_TITLE_ID} className={styles.panelTitle} tabIndex={-1}>
        {titles[method]}
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
          onRequested={onRequested}
        />
      )}
    </section>
  );
}
