/** The texts of «Reservar em loja» (reserve in a store) in English (texts.ts has the Portuguese). */
import {
  formatEuros,
  RESERVATION_HOLD_HOURS,
  RESERVATION_PAY_MINUTES,
  type Translation,
} from "@shop/shared";
import type * as pt from "./texts";

const sizeInWords = (size: string) => (size === "U" ? "one size" : `size ${size}`);

export const reservationTexts: Translation<typeof pt.reservationTexts> = {
  open: "Reserve in a store",
  openFailed: "We could not open the reservation. Please try again.",
  openFor: (store: string) => `Reserve in a store: available in ${store}`,
  title: "Reserve in a store",
  lead: (title: string) =>
    `Reserve ${title} in one of our stores and collect it today or tomorrow. We keep the pair for ${RESERVATION_HOLD_HOURS} hours.`,
  size: "Size",
  chooseSize: "Choose the size",
  sizeName: (size: string) => (size === "U" ? "One size" : size),
  store: "Store",
  day: "When you collect",
  today: "Today",
  tomorrow: "Tomorrow",
  closedToday: "Today (the store has closed)",
  closedTomorrow: "Tomorrow (the store is closed)",
  name: "Name",
  email: "Email",
  phone: "Mobile phone",
  paidInStore: "Paid in the store, when you collect.",
  held: `We keep the pair for ${RESERVATION_HOLD_HOURS} hours.`,
  payment: "Payment",
  payInStore: "Pay in the store, when you collect",
  payByCard: "Pay now by card",
  payNow: `Pay now by card: we keep the pair for ${RESERVATION_PAY_MINUTES} minutes while you pay.`,
  submitAndPay: "Reserve and pay",
  payTitle: "Pay the reservation",
  loadingPayment: "Preparing the payment…",
  payLead: (title: string, size: string, store: string) =>
    `${title} in ${sizeInWords(size)} is kept in the ${store} store while you pay.`,
  payUntil: (when: string) => `Pay by ${when}; after that, the pair goes back to the store.`,
  paidOnline: (value: number) => `Paid online: ${formatEuros(value, "en")}.`,
  paymentName: {
    IN_STORE: "Paid in the store",
    AWAITING: "Awaiting card payment",
    UNPAID: "Not paid by card",
    PAID: "Paid online",
    REFUNDING: "Paid online: being refunded",
    REFUNDED: "Paid online: refunded",
  },
  refundOnCancel: "If you cancel, we refund the amount to your card.",
  cancelledRefund:
    "Reservation cancelled. The pair went back to the store and we refunded the amount to your card.",
  submit: "Reserve",
  submitting: "Reserving…",
  failed: "We could not make the reservation. Please try again.",
  doneTitle: "Reservation made",
  done: (title: string, size: string, store: string) =>
    `Reservation made: ${title} in ${sizeInWords(size)} is waiting for you in the ${store} store.`,
  emailed: (email: string) => `We sent an email to ${email} with the reservation's details.`,
  heldUntil: (when: string) => `We keep the pair until ${when}.`,
  address: "Address",
  hours: "Opening hours",
  close: "Close",
  linkTitle: "Your store reservation",
  loading: "Opening your reservation…",
  cancel: "Cancel the reservation",
  cancelling: "Cancelling…",
  cancelled: "Reservation cancelled. The pair went back to the store.",
  ended: "This reservation has already ended.",
  invalidLink: "This link is no longer valid.",
  toProduct: "View the product",
};
