import { lisbonDay, shiftDay } from "./dates.ts";
import { opensLaterToday } from "./pickup.ts";
import { type StoreHours, WEEKDAYS, type Weekday } from "./store-hours.ts";

/** Hours a store holds a reserved unit from the moment it is reserved. */
export const RESERVATION_HOLD_HOURS = 48;

export const RESERVATION_STATES = [
  "RESERVED",
  "READY",
  "COLLECTED",
  "NOT_COLLECTED",
  "EXPIRED",
  "CANCELLED",
] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];
/** States whose unit is still held at the store. */
export const OPEN_RESERVATION_STATES = ["RESERVED", "READY"] as const satisfies ReservationState[];

/** How a reservation is paid: at the counter, or online by card when the shop offers it. */
export const RESERVATION_PAYMENTS = ["IN_STORE", "CARD"] as const;
export type ReservationPayment = (typeof RESERVATION_PAYMENTS)[number];
/** Minutes a reservation to pay online holds its pair before it is paid. */
export const RESERVATION_PAY_MINUTES = 30;

/**
 * Where a reservation's money is, as its customer and the staff read it: paid at the counter,
 * waiting for the card, never paid by card (ended), paid online, owed back (ended uncollected),
 * given back.
 */
export const RESERVATION_PAYMENT_STATES = [
  "IN_STORE",
  "AWAITING",
  "UNPAID",
  "PAID",
  "REFUNDING",
  "REFUNDED",
] as const;
export type ReservationPaymentState = (typeof RESERVATION_PAYMENT_STATES)[number];

export function reservationPaymentState(row: {
  payment: ReservationPayment;
  paidAt: Date | null;
  refundedAt: Date | null;
  state: ReservationState;
}): ReservationPaymentState {
  if (row.payment === "IN_STORE") return "IN_STORE";
  if (row.refundedAt) return "REFUNDED";
  const open = (OPEN_RESERVATION_STATES as readonly ReservationState[]).includes(row.state);
  if (!row.paidAt) return open ? "AWAITING" : "UNPAID";
  return open || row.state === "COLLECTED" ? "PAID" : "REFUNDING";
}

export const PICKUP_DAYS = ["today", "tomorrow"] as const;
export type PickupDay = (typeof PICKUP_DAYS)[number];

/** The Monday-first weekday of a Lisbon day (`YYYY-MM-DD`). */
function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/**
 * The days a store can be collected from: today while it is still to open or open later today;
 * tomorrow when it opens then (a store whose hours were never given is taken to open).
 */
export function reservationDays(hours: StoreHours | null, now: Date): Record<PickupDay, boolean> {
  const tomorrow = shiftDay(lisbonDay(now), 1);
  return {
    today: opensLaterToday(hours, now),
    tomorrow: hours === null || hours[weekdayOf(tomorrow)].length > 0,
  };
}

/** The Lisbon day (`YYYY-MM-DD`) a pickup day names at `now`. */
export function pickupDate(day: PickupDay, now: Date): string {
  const today = lisbonDay(now);
  return day === "today" ? today : shiftDay(today, 1);
}
