/** The texts of returns and exchanges in English (texts.ts has the Portuguese, and the keys). */
import type { RefundMethod, Translation } from "@shop/shared";
import type * as pt from "./texts";

export const returnTexts: Translation<typeof pt.returnTexts> = {
  heading: "Returns and exchanges",
  open: (until: string) =>
    `You can return or exchange items of this order until ${until}, without giving a reason.`,
  closed: (until: string) => `The time to return or exchange items ended on ${until}.`,
  nothingLeft: "Every item of this order is already in a return or exchange request.",
  start: "Return or exchange items",
  close: "Close the request",
  kind: "What would you like to do?",
  item: "Item",
  itemLabel: (title: string, size: string) => `${title}, size ${size}`,
  quantity: "Quantity",
  exchangeSize: "Exchange for size",
  chooseSize: "Choose the size",
  noOtherSize: "This item has no other size.",
  reason: "Reason",
  note: "Note (optional)",
  iban: "IBAN for the refund",
  ibanHint: "You paid by MULTIBANCO: we refund the amount by transfer to this account.",
  submit: "Request",
  submitting: "Sending…",
  failed: "We could not record the request. Please try again.",
  requested: "Request recorded. We sent you an email with the shipping instructions.",
  howTitle: "How to send them",
  byPost: (address: string) => `By post, to ${address}.`,
  inStore: "Or hand them in at any of our stores:",
  reference: (idShort: string) =>
    `Give the order's reference, ${idShort}. The return postage is yours to pay.`,
  requestTitle: (id: number, kind: string) => `Request no. ${id} · ${kind}`,
  refund: (amount: string, method: RefundMethod, done: boolean) =>
    ({
      CARD: `Refund of ${amount} to the card${done ? " made" : " in progress"}.`,
      MBWAY: `Refund by MB WAY of ${amount}${done ? " made" : " in progress"}.`,
      GIFT_CARD: `Refund of ${amount} returned to the gift card.`,
      BANK_TRANSFER: `Refund of ${amount} by bank transfer${done ? " made" : " due within 14 days of the request"}.`,
    })[method],
  exchangeOrder: (idShort: string) => `New size sent in order ${idShort}.`,
  refused: (reason: string) => `Reason for refusal: ${reason}`,
  cancel: "Cancel the request",
  canceling: "Cancelling…",
  cancelFailed: "We could not cancel the request. Please try again.",
  loading: "Loading the returns…",
  loadFailed: "We could not load the returns.",
};
