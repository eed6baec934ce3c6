import { RESERVATION_HOLD_HOURS } from "@shop/shared";
import type { ReservationMailTexts } from "./reservation-emails.ts";

/** The reservation emails' words in English (the language of the page it was made on). */
export const english: ReservationMailTexts = {
  pickupDay: "Day to collect",
  heldUntil: "Held until",
  store: "Store",
  address: "Address",
  phone: "Phone",
  made: {
    subject: (title: string, size: string) => `Store reservation: ${title}, ${size}`,
    heading: "Your reservation is made",
    held: (title: string, size: string, store: string) =>
      `We are holding ${title} in ${size} at the ${store} store for ${RESERVATION_HOLD_HOURS} hours.`,
    paid: (amount: string) => `It is already paid: we received ${amount} on your card.`,
    payInStore: "You pay in the store, when you collect it.",
    cancelPaid:
      "When you collect it, give your name or show this email. If you no longer want the pair, cancel the reservation: we refund the amount to your card.",
    cancelInStore:
      "When you collect it, give your name or show this email. If you no longer want the pair, cancel the reservation so that we can leave it to someone else:",
    cancel: "Cancel the reservation",
  },
  ready: {
    subject: (title: string, size: string) => `Reservation ready: ${title}, ${size}`,
    heading: "Your reservation is ready",
    text: (title: string, size: string, store: string) =>
      `${title} in ${size} is waiting for you at the ${store} store.`,
    collect:
      "When you collect it, give your name or show this email. If you no longer want the pair, use the link in the reservation's email to cancel it.",
  },
  refunded: {
    subject: (title: string, size: string) => `Reservation refund: ${title}, ${size}`,
    heading: "We have refunded your reservation",
    text: (title: string, size: string, store: string, amount: string) =>
      `The reservation of ${title} in ${size} at the ${store} store ended without being collected. We have refunded ${amount} to the card you paid with; it may take a few days to show on the statement.`,
  },
};
