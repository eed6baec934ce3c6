/** The checkout header's texts in English (checkout-header-texts.ts has the Portuguese). */
import type { Translation } from "@shop/shared";
import type * as pt from "./checkout-header-texts";

export const secureHeaderTexts: Translation<typeof pt.secureHeaderTexts> = {
  secure: "Secure checkout",
  phone: "Phone",
  methods: "Accepted payments",
  logos: { MULTIBANCO: "MULTIBANCO", MBWAY: "MB WAY", CREDIT: "Visa or Mastercard card" },
};
