import { ErrorCode, formatShopDateTime, formatShopDay, sizeInWords } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { useTexts } from "../../lib/i18n/use-texts";
import page from "../account/components/page.module.css";
import { cancelReservation, reservationOf } from "./api";
import styles from "./reservation.module.css";
import { reservationTexts as portugueseReservationTexts } from "./texts";

const outcome = (error: unknown, invalidLink: string) =>
  error instanceof ApiRequestError && error.error.code === ErrorCode.INVALID_TOKEN
    ? invalidLink
    : failureMessage(error);

/** /reservas/{code}: the emailed link shows the reservation and lets its customer cancel it. */
export function ReservationLinkPage() {
  const texts = useTexts(portugueseReservationTexts);
  const { code = "" } = useParams();
  const answer = useQuery({
    queryKey: ["reservation-link", code],
    queryFn: ({ signal }) => reservationOf(code, signal),
    retry: false,
  });
  const cancel = useMutation({ mutationFn: () => cancelReservation(code) });
  const reservation = cancel.data ?? answer.data;
  const open = reservation?.state === "RESERVED" || reservation?.state === "READY";
  return (
    <div className={`container ${page.page}`}>
      <section className={page.box}>
        <h1>{texts.linkTitle}</h1>
        {answer.isPending && <p role="status">{texts.loading}</p>}
        {answer.isError && <FormAlert message={outcome(answer.error, texts.invalidLink)} />}
        {reservation && (
          <div className={styles.done}>
            <p>
              {reservation.title}, {sizeInWords(reservation.size)} — {reservation.store.name},{" "}
              {reservation.store.address}
            </p>
            <p>
              {formatShopDay(reservation.pickupDay)} ·{" "}
              {texts.heldUntil(formatShopDateTime(reservation.heldUntil))}
            </p>
            {reservation.payment !== "IN_STORE" && <p>{texts.paymentName[reservation.payment]}</p>}
            {open && reservation.payment === "PAID" && <p>{texts.refundOnCancel}</p>}
            {cancel.isSuccess && (
              <FormStatus
                message={
                  cancel.data.payment === "IN_STORE" ? texts.cancelled : texts.cancelledRefund
                }
              />
            )}
            {!open && !cancel.isSuccess && <p role="status">{texts.ended}</p>}
            <FormAlert message={cancel.isError ? failureMessage(cancel.error) : null} />
            <div className={styles.actions}>
              {open && (
                <button
                  type="button"
                  className="button button--danger"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate()}
                >
                  {cancel.isPending ? texts.cancelling : texts.cancel}
                </button>
              )}
              <Link to={`/product/${reservation.productId}`} className="button button--secondary">
                {texts.toProduct}
              </Link>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
