import { centsToEuros, formatShopDateTime, type Reservation } from "@shop/shared";
import { useTexts } from "../../lib/i18n/use-texts";
import { CardPayment } from "../checkout/card-payment";
import { confirmReservationCard } from "./api";
import styles from "./reservation.module.css";
import { reservationTexts as portugueseReservationTexts } from "./texts";

/**
 * The card step of a reservation to pay online: its pair is held while the customer pays (until
 * `payBy`); paid, the dialog shows the confirmation.
 */
export function ReservationPayment({
  reservation,
  billingName,
  onPaid,
}: {
  reservation: Reservation;
  billingName: string;
  onPaid: () => void;
}) {
  const texts = useTexts(portugueseReservationTexts);
  return (
    <div className={styles.done}>
      <p>{texts.payLead(reservation.title, reservation.size, reservation.store.name)}</p>
      {reservation.payBy && <p>{texts.payUntil(formatShopDateTime(reservation.payBy))}</p>}
      <CardPayment
        paymentKey={reservation.paymentKey}
        value={centsToEuros(reservation.priceCents)}
        billingName={billingName}
        onPaid={onPaid}
        confirm={confirmReservationCard}
      />
    </div>
  );
}
