import type { Translation } from "@shop/shared";
import type { uiTexts } from "./texts";

/** The form kit's words in English (texts.ts has the Portuguese, and the keys). */
export const uiTextsEn: Translation<typeof uiTexts> = {
  required: "required",
  optional: "optional",
  unexpected: "Something unexpected went wrong. Please try again.",
  closeMessage: "Close message",
  address: {
    country: "Country",
    chooseCountry: "Choose the country…",
    street: "Address",
    city: "City",
    postalCode: "Postal code",
    postalCodeHint: (example: string) => (example ? `For example, ${example}.` : ""),
  },
};
