/** The gift card pages' texts in English (texts.ts has the Portuguese, and the keys). */
import type { giftCardStateNames, Translation } from "@shop/shared";
import type * as pt from "./texts";

const STATE_NAMES: Translation<typeof giftCardStateNames> = {
  SCHEDULED: "To be sent",
  ACTIVE: "Active",
  EXPIRED: "Expired",
  CANCELED: "Cancelled",
};

export const giftCardTexts: Translation<typeof pt.giftCardTexts> = {
  title: "Gift card",
  lead: "Enter your gift card's code to see its balance, its expiry date and its transactions.",
  lookup: "Find the card",
  code: "Card code",
  codeHint: "16 characters, as in the email or on the printed card: XXXX-XXXX-XXXX-XXXX.",
  check: "Check the balance",
  checking: "Searching…",
  networkError: "We could not reach the shop. Please try again.",
  cardHeading: (last4: string) => `Card ending in ${last4}`,
  balance: "Balance",
  value: "Initial value",
  expires: "Valid until",
  state: "Status",
  movements: "Transactions",
  date: "Date",
  movement: "Transaction",
  amount: "Amount",
  after: "Balance",
  usage:
    "Use the code in our stores or in the online shop, all at once or over several purchases: what you do not spend stays on the card.",
  buyLink: "Give a gift card",
  stateName: (card: { state: keyof typeof giftCardStateNames; balanceCents: number }) =>
    card.state === "ACTIVE" && card.balanceCents === 0 ? "Used up" : STATE_NAMES[card.state],
  movementNames: {
    issued: "Issued",
    redeemed: "Used",
    refunded: "Refunded to the card",
    expired: "Expired",
    canceled: "Cancelled: the purchase that paid for it was cancelled",
  },
};

export const giftCardBuyTexts: Translation<typeof pt.giftCardBuyTexts> = {
  title: "Give a gift card",
  lead: "A gift card for our stores and the online shop, emailed with a code and a PDF to print, on the day you choose. It is valid for 24 months.",
  value: "Value",
  other: "Another value",
  otherAmount: "Value in euros (from €10 to €500)",
  forWhom: "Who is it for?",
  forMe: "For me",
  forOther: "For someone else",
  name: "Recipient's name",
  email: "Recipient's email",
  message: "Message",
  messageHint: (left: number) => `Optional. ${left} characters left.`,
  day: "Sending date",
  dayHint: "The email is sent on that day (from 9 am, if not today), once the order is paid.",
  add: "Add to cart",
  added: "Gift card added to your cart.",
  toCart: "View cart",
  noVat: "No VAT or delivery charges: VAT is paid when the card is used.",
};
