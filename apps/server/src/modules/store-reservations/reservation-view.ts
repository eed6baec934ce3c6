import {
  mainPicture,
  type Reservation,
  type ReservationSummary,
  reservationPaymentState,
} from "@shop/shared";
import type { ReservationMailData } from "../../mail/templates/reservation-emails.ts";
import type { ReservationRow } from "./reservations.repository.ts";

/** A product's name in a reservation: its title, or its reference when it has none. */
const titleOf = (row: { title: string | null; ref: string }) => row.title ?? row.ref;

const paymentOf = (row: ReservationRow) =>
  reservationPaymentState({
    payment: row.payment,
    paidAt: row.paid_at,
    refundedAt: row.refunded_at,
    state: row.state,
  });

/** A reservation as its customer sees it (the card's key only in the answer of reserving). */
export const customerView = (
  row: ReservationRow,
  paymentKey: string | null = null,
): Reservation => ({
  productId: row.product_id,
  title: titleOf(row),
  size: row.size,
  priceCents: row.price_cents,
  store: {
    id: row.store_id,
    name: row.store_name,
    address: row.store_address,
    phone: row.store_phone,
    hours: row.store_hours,
  },
  pickupDay: row.pickup_day,
  heldUntil: row.held_until.toISOString(),
  state: row.state,
  email: row.email,
  payment: paymentOf(row),
  payBy: row.paid_at || !row.pay_by ? null : row.pay_by.toISOString(),
  paymentKey,
});

/** A reservation in the back office's list. */
export const staffView = (row: ReservationRow, withEmail: boolean): ReservationSummary => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  state: row.state,
  productId: row.product_id,
  title: titleOf(row),
  size: row.size,
  priceCents: row.price_cents,
  storeId: row.store_id,
  store: row.store_name,
  name: row.name,
  email: withEmail ? row.email : null,
  phone: row.phone,
  pickupDay: row.pickup_day,
  heldUntil: row.held_until.toISOString(),
  payment: paymentOf(row),
  changedBy: row.staff_name,
});

/** What the reservation's emails say. */
export const mailData = (row: ReservationRow): ReservationMailData => ({
  title: titleOf(row),
  size: row.size,
  picture: mainPicture(row.pictures),
  priceCents: row.price_cents,
  pickupDay: row.pickup_day,
  heldUntil: row.held_until,
  store: {
    name: row.store_name,
    address: row.store_address,
    phone: row.store_phone,
    hours: row.store_hours,
  },
  paidOnline: row.paid_at !== null,
  language: row.language,
});
