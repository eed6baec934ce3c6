import type { ReturnMailTexts } from "./return-emails.ts";

/** The return emails' words in English (the purchase's language). */
export const english: ReturnMailTexts = {
  what: (exchange: boolean) => (exchange ? "exchange" : "return"),
  howToSend: (shopAddress: string, stores: string) =>
    `Send the items by post to ${shopAddress}, or hand them in at any of our stores${stores ? `: ${stores}` : ""}.`,
  howToPack: (id: string) =>
    `Include the order's reference, ${id}. You do not need the original packaging or the invoice; you are only liable for any loss in value if you used the items beyond what is needed to try them. The return postage is yours to pay.`,
  card: (amount: string) =>
    `We have refunded ${amount} to the card you paid with. The amount may take a few days to show on the statement.`,
  mbway: (amount: string) =>
    `Refund by MB WAY: we have refunded ${amount} to the phone you paid with. The amount may take a few days to arrive.`,
  accountEnding: (end: string) => ` ending in ${end}`,
  transfer: (amount: string, account: string) =>
    `We will transfer ${amount} to the account${account} within 14 days of your return request at the latest.`,
  requested: {
    subject: (what: string, id: string) =>
      `${what.charAt(0).toUpperCase()}${what.slice(1)} request for order ${id}`,
    heading: (what: string) => `We have received your ${what} request`,
    text: (returnId: number, id: string) =>
      `We have registered request no. ${returnId} for order ${id}.`,
    sizeHeld: "The new size is held for you until we receive the items.",
  },
  canceled: {
    subject: (what: string, id: string) => `Your ${what} request for order ${id} cancelled`,
    heading: "You cancelled your request",
    text: (returnId: number) => `Request no. ${returnId} has been cancelled, as you asked.`,
  },
  received: {
    subject: (what: string, id: string) => `We have received your ${what} of order ${id}`,
    heading: "We have received the items",
    text: (returnId: number) =>
      `The items of request no. ${returnId} have arrived. We will check them and tell you the result.`,
  },
  accepted: {
    subject: (what: string, id: string) => `Your ${what} of order ${id} has been accepted`,
    heading: (exchange: boolean) => `${exchange ? "Exchange" : "Return"} accepted`,
    exchange: "We have checked the items. We will send you the new size free of charge.",
    refund:
      "We have checked the items. The refund follows within 14 days of your request, by the means you paid with.",
  },
  refused: {
    subject: (what: string, id: string) => `Your ${what} of order ${id} has been refused`,
    heading: "We could not accept the return",
    text: (returnId: number) =>
      `We have checked the items of request no. ${returnId} and could not accept them.`,
    kept: "We are keeping the items for you to collect or for us to send back to you.",
  },
  refunded: {
    subject: (id: string) => `Refund of the return of order ${id}`,
    heading: "Refund of your return",
    creditNote: "We have issued the corresponding credit note.",
  },
  exchanged: {
    subject: (id: string) => `Your exchange of order ${id} is on its way`,
    heading: "The exchange is being prepared",
    text: (newId: string) =>
      `We have created order ${newId}, free of charge, with the new size. We will send you the tracking number when it leaves.`,
  },
};
