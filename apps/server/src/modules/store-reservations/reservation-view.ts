import type { Reservation, ReservationSummary } from "@shop/shared";
import type { ReservationMailData } from "../../mail/templates/reservation-emails.ts";
import type { ReservationRow } from "./reservations.repository.ts";

/** A product's name in a reservation: its title, or its reference when it has none. */
const titleOf = (row: { title: string | null; ref: string }) => row.title ?? row.ref;

/** A reservation as its customer sees it. */
export const customerView = (row: ReservationRow): Reservation => ({
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
  changedBy: row.staff_name,
});

/** What the reservation's emails say. */
export const mailData = (row: ReservationRow): ReservationMailData => ({
  title: titleOf(row),
  size: row.size,
  priceCents: row.price_cents,
  pickupDay: row.pickup_day,
  heldUntil: row.held_until,
  store: {
    name: row.store_name,
    address: row.store_address,
    phone: row.store_phone,
    hours: row.store_hours,
  },
});
