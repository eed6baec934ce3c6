import { z } from "zod";
import {
  PICKUP_DAYS,
  RESERVATION_HOLD_HOURS,
  RESERVATION_PAY_MINUTES,
  RESERVATION_PAYMENT_STATES,
  RESERVATION_PAYMENTS,
  RESERVATION_STATES,
} from "../store-reservations.ts";
import { ContactsSchema, PickupSchema } from "./purchase.ts";
import { StoreHoursSchema } from "./store-hours.ts";

/** Texts of "Reservar em loja", shared by the API, the storefront and the back office. */
export const reservationMessages = {
  product: "Escolha um produto.",
  size: "Escolha um tamanho.",
  store: "Escolha a loja.",
  day: "Escolha o dia: hoje ou amanhã.",
  productNotFound: "Este produto já não está à venda.",
  unknownSize: "Este tamanho não existe neste produto.",
  unknownStore: "Esta loja não existe.",
  noStock: "Já não há este tamanho nesta loja. Escolha outra loja ou outro tamanho.",
  closedToday: "A loja já fechou hoje. Escolha amanhã.",
  closedTomorrow: "A loja está encerrada amanhã. Escolha hoje ou outra loja.",
  reserved: (email: string) => `Reserva feita. Enviámos um email para ${email}.`,
  toPay: "Reserva feita. Pague com cartão para a confirmar.",
  invalidLink: "Esta ligação já não é válida.",
  cancelled: "Reserva cancelada. O par voltou para a loja.",
  alreadyEnded: "Esta reserva já terminou.",
  notFound: "Esta reserva não existe.",
  otherStore: "Só pode tratar as reservas da sua loja.",
  changed: "Esta reserva já mudou de estado. Atualize a lista.",
  ready: "Reserva marcada como pronta. Avisámos o cliente por email.",
  collected: "Reserva levantada.",
  notCollected: "Reserva marcada como não levantada. O par voltou ao stock da loja.",
  state: "Estado inválido.",
  held: `Guardamos o par durante ${RESERVATION_HOLD_HOURS} horas.`,
  paidInStore: "Pago na loja, quando levantar.",
  payment: "Escolha como paga: na loja ou já, com cartão.",
  onlineOff: "Esta loja só aceita o pagamento na loja, quando levantar.",
  payNow: `Pague já com cartão: guardamos o par ${RESERVATION_PAY_MINUTES} minutos enquanto paga.`,
  paymentUnavailable:
    "O pagamento com cartão não está disponível neste momento. Escolha pagar na loja ou tente mais tarde.",
  awaitingPayment: "Esta reserva ainda não foi paga. Espere pelo pagamento ou pela sua expiração.",
  cancelledRefund:
    "Reserva cancelada. O par voltou para a loja e devolvemos o valor ao seu cartão.",
  settingsSaved: "Pagamento das reservas guardado.",
  notCollectedRefund:
    "Reserva marcada como não levantada. O par voltou ao stock da loja e o valor pago é devolvido ao cartão do cliente.",
} as const;

/** How a reservation's money stands, in the storefront's and the back office's words. */
export const reservationPaymentNames: Record<(typeof RESERVATION_PAYMENT_STATES)[number], string> =
  {
    IN_STORE: "Paga na loja",
    AWAITING: "A aguardar pagamento com cartão",
    UNPAID: "Não paga com cartão",
    PAID: "Paga online",
    REFUNDING: "Paga online: a devolver",
    REFUNDED: "Paga online: devolvida",
  };

export const reservationStateNames: Record<(typeof RESERVATION_STATES)[number], string> = {
  RESERVED: "Reservada",
  READY: "Pronta",
  COLLECTED: "Levantada",
  NOT_COLLECTED: "Não levantada",
  EXPIRED: "Expirada",
  CANCELLED: "Cancelada pelo cliente",
};

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
