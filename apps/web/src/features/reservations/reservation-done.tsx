import { centsToEuros, formatShopDateTime, hoursLines, type Reservation } from "@shop/shared";
import { useLanguage } from "../../lib/i18n/language";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./reservation.module.css";
import { reservationTexts as portugueseReservationTexts } from "./texts";

/** The confirmation: where and until when the pair waits, and the email that went. */
export function ReservationDone({ reservation }: { reservation: Reservation }) {
  const texts = useTexts(portugueseReservationTexts);
  const language = useLanguage();
  const { store } = reservation;
  return (
    <div className={styles.done}>
      <p role="status" className={styles.status}>
        {texts.done(reservation.title, reservation.size, store.name)}
      </p>
      <p>{texts.heldUntil(formatShopDateTime(reservation.heldUntil))}</p>
      <dl className={styles.details}>
        <dt>{texts.address}</dt>
        <dd>{store.address}</dd>
        {store.hours && (
          <>
            <dt>{texts.hours}</dt>
            <dd>
              {hoursLines(store.hours, language).map((line) => (
                <span key={line.days} className={styles.hoursLine}>
                  {line.days}: {line.times}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
      <p>
        {reservation.payment === "PAID"
          ? texts.paidOnline(centsToEuros(reservation.priceCents))
          : texts.paidInStore}
      </p>
      <p>{texts.emailed(reservation.email)}</p>
    </div>
  );
}
