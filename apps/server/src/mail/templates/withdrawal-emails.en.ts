import { REFUND_DEADLINE_DAYS, WITHDRAWAL_DAYS } from "@shop/shared";
import type { WithdrawalMailTexts } from "./withdrawal-emails.ts";

/** The withdrawal acknowledgement's words in English (the purchase's language). */
export const english: WithdrawalMailTexts = {
  next: {
    cancel: () =>
      "The order has not been dispatched yet: we cancel it and send you another email with the refund.",
    return: (shop: string, address: string) =>
      `Return the items within ${WITHDRAWAL_DAYS} days at one of our stores or by post to ${shop}, ${address}. We will send you another email with the return's instructions.`,
    staff: () =>
      "We will handle the order (cancel it, if we can still stop it, or receive the return) and write to you with the next steps.",
  },
  received: (reference: string) =>
    `We have received your notice of withdrawal from the contract of sale of order ${reference}.`,
  order: "Order",
  orderedAt: "Placed on",
  receivedAt: "Withdrawal received on",
  amount: "Amount to refund",
  refund: `We refund all payments received, including the delivery costs, within ${REFUND_DEADLINE_DAYS} days of the date above, by the means you paid with. We may withhold the refund until we have received the items or proof that you have sent them.`,
  iban: "You paid by MULTIBANCO reference: if you have not yet given us the IBAN for the refund, reply to this email with it.",
  keep: "Keep this email: it is the confirmation of your withdrawal.",
  subject: (reference: string) => `We have received your withdrawal — order ${reference}`,
  heading: "Withdrawal received",
};
