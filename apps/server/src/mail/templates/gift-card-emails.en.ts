import type { GiftCardMailTexts } from "./gift-card-emails.ts";

/** The gift card email's words in English (a card bought on the English storefront). */
export const english: GiftCardMailTexts = {
  subject: (from: string, value: string) => `${from} has given you a ${value} gift card`,
  heading: (value: string) => `A ${value} gift card for you`,
  hello: (name: string, from: string, shop: string) =>
    `Hello ${name}, ${from} has given you a gift card from ${shop}.`,
  code: "Code",
  value: "Value",
  validUntil: "Valid until",
  howTo:
    "Use the code in our stores or in the online shop, at once or over several purchases: whatever you do not spend stays on the card. The card is attached as a PDF to print.",
  balance: "Check the balance",
};
