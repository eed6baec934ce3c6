/** The discount code's texts in English (discount-code-texts.ts has the Portuguese, and the keys). */
import { centsToEuros, formatEuros, type Translation } from "@shop/shared";
import type * as pt from "./discount-code-texts";

const euros = (cents: number) => formatEuros(centsToEuros(cents), "en");

export const discountCodeTexts: Translation<typeof pt.discountCodeTexts> = {
  label: "Discount code",
  apply: "Apply",
  checking: "Checking the code…",
  remove: "Remove code",
  applied: (code: string) => `Code ${code} applied.`,
  freeDelivery: "Delivery is free with this code.",
  empty: "Type the code.",
  totalsLine: (code: string) => `Code ${code}`,
  lineShare: (cents: number) => `Code: −${euros(cents)}`,
  minus: (cents: number) => `−${euros(cents)}`,
};
