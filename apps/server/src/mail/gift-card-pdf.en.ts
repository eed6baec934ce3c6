import type { GiftCardPdfTexts } from "./gift-card-pdf.ts";

/** The printed gift card's words in English (a card bought on the English storefront). */
export const giftCardPdfTextsEn: GiftCardPdfTexts = {
  fileName: "gift-card.pdf",
  title: "Gift card",
  code: "Code",
  value: "Value",
  expires: "Valid until",
  howTo: (url: string) =>
    `Use the code in our stores or at ${url}: whatever you do not spend stays on the card for your next purchase. Check the balance at ${url}/en/gift-card.`,
  forName: (name: string) => `For ${name}`,
};
