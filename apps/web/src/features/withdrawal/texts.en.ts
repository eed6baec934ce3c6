/** The withdrawal page's texts in English (texts.ts has the Portuguese, and the keys). */
import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

export const withdrawalTexts: Translation<typeof pt.withdrawalTexts> = {
  title: "Exercise the right of withdrawal",
  lead: "You can withdraw from the contract of a purchase, without giving a reason, within the withdrawal period. Tell us the order, confirm, and we email you the confirmation at once.",
  ownHeading: "Your orders",
  ownHint: "Choose the order you want to withdraw from.",
  ownOrder: (reference: string, total: string) => `Order ${reference} · ${total}`,
  ownNone:
    "You have no paid orders to withdraw from. If you bought without an account, use the form below.",
  guestHeading: "Order placed without an account, or with another email",
  reference: "Order code",
  referenceHint: "It is in the order's email, for example AB12CD34.",
  email: "Email used for the purchase",
  next: "Continue",
  checking: "Looking for the order…",
  confirmHeading: "Confirm the withdrawal",
  orderedAt: "Placed on",
  total: "Amount to refund",
  items: "Items",
  item: (quantity: number, title: string, size: string) => `${quantity} × ${title}, size ${size}`,
  path: {
    cancel: "The order has not been sent yet: it is cancelled and the amount refunded.",
    return:
      "Return the items within 14 days, in one of our stores or by post; we email you the instructions.",
    staff:
      "The order is already being prepared or on its way: we take care of the cancellation or the return and write to you.",
  },
  refund: "We refund every payment received within 14 days from today, by the means you paid with.",
  iban: "IBAN for the refund (optional)",
  ibanHint:
    "You paid by MULTIBANCO reference: give the account we refund the amount to. If you prefer, give it later, by replying to the confirmation email.",
  confirm: "Confirm the withdrawal",
  confirming: "Sending…",
  back: "Back",
  doneHeading: "Withdrawal received",
  done: (reference: string, when: string) =>
    `We received your withdrawal from order ${reference} on ${when}. We emailed you the confirmation.`,
  networkError: "We could not reach the shop. Check your connection and try again.",
};
