import { z } from "zod";
import {
  PICKUP_DAYS,
  RESERVATION_PAYMENT_STATES,
  RESERVATION_PAYMENTS,
  RESERVATION_STATES,
} from "../store-reservations.ts";
import { ContactsSchema, PickupSchema } from "./purchase.ts";
import { reservationMessages } from "./reservation-messages.ts";
import { StoreHoursSchema } from "./store-hours.ts";

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(999_999_999, message);

/** POST /public/reservations: hold one unit of a size at a store, paid there. */
export const ReservationBodySchema = z.object({
  productId: id(reservationMessages.product),
  size: z
    .string({ error: reservationMessages.size })
    .trim()
    .min(1, reservationMessages.size)
    .max(10, reservationMessages.unknownSize),
  storeId: id(reservationMessages.store),
  pickupDay: z.enum(PICKUP_DAYS, { error: reservationMessages.day }),
  name: PickupSchema.shape.name,
  email: ContactsSchema.shape.email.transform((email) => email.toLowerCase()),
  phone: ContactsSchema.shape.phone,
  payment: z.enum(RESERVATION_PAYMENTS, { error: reservationMessages.payment }).default("IN_STORE"),
});
export type ReservationBody = z.output<typeof ReservationBodySchema>;
export type ReservationInput = z.input<typeof ReservationBodySchema>;

/** The emailed link's code (GET to read it, POST …/cancel to cancel it). */
export const ReservationCodeParamsSchema = z.object({
  code: z.string().trim().min(16).max(200),
});

const StoreOfReservationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: StoreHoursSchema.nullable(),
});

/** A reservation as its customer sees it (the answer of reserving, and of the emailed link). */
export const ReservationSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  size: z.string(),
  priceCents: z.number().int(),
  store: StoreOfReservationSchema,
  pickupDay: z.string(),
  heldUntil: z.string(),
  state: z.enum(RESERVATION_STATES),
  email: z.string(),
  payment: z.enum(RESERVATION_PAYMENT_STATES),
  /** Until when an unpaid card reservation waits for its payment; null otherwise. */
  payBy: z.string().nullable(),
  /** The card provider's client secret, in the answer of reserving to pay by card only. */
  paymentKey: z.string().nullable(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** The staff's moves of a reservation: POST /api/admin/reservations/:id/{action}. */
export const RESERVATION_ACTIONS = ["ready", "collected", "not-collected"] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/** POST /public/reservations/confirm: the browser's word that the card was charged. */
export const ReservationConfirmBodySchema = z.object({ intentId: z.string().min(1).max(255) });

/** GET and PUT /api/admin/reservations/settings (the owner's): card payment offered or not. */
export const ReservationSettingsSchema = z.object({ onlinePayment: z.boolean() });
export type ReservationSettings = z.infer<typeof ReservationSettingsSchema>;
