import type { Reservation, ReservationInput } from "@shop/shared";
import { apiRequest } from "../../lib/api-client";

/** Holds a size at a store; the server emails the customer. */
export const reserve = (body: ReservationInput) =>
  apiRequest<Reservation>("/public/reservations", { body });

/** After the card was charged: the shop asks the provider whether the reservation is paid. */
export const confirmReservationCard = (intentId: string) =>
  apiRequest<{ paid: boolean }>("/public/reservations/confirm", { body: { intentId } });

/** The reservation of an emailed link. */
export const reservationOf = (code: string, signal?: AbortSignal) =>
  apiRequest<Reservation>(
    `/public/reservations/${encodeURIComponent(code)}`,
    signal ? { signal } : {},
  );

/** Cancels it (again is harmless: it answers the ended reservation). */
export const cancelReservation = (code: string) =>
  apiRequest<Reservation>(`/public/reservations/${encodeURIComponent(code)}/cancel`, {
    method: "POST",
  });
