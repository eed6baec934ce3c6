/** The header cart's texts in English (popup-texts.ts has the Portuguese, and the keys). */
import type { Translation } from "@shop/shared";
import { sizeName, sizeTitle, units } from "./cart-words.en";
import type * as pt from "./popup-texts";

export const cartPopupTexts: Translation<typeof pt.cartPopupTexts> = {
  sizeTitle,
  button: {
    label: (count: number) => (count === 0 ? "Cart, empty" : `Cart, ${units(count)}`),
    text: "Cart",
  },

  giftCards: {
    label: "Gift cards",
    line: (value: string, name: string) => `Gift card of ${value} for ${name}`,
    details: (email: string, day: string) => `Sent to ${email} on ${day}.`,
    remove: (value: string) => `Remove the gift card of ${value}`,
    removeText: "Remove",
    removed: "Gift card removed from the cart.",
    note: "No VAT or delivery: the code goes by email. They cannot be paid with another gift card or with discount codes.",
  },

  stock: {
    fewer: (available: number) =>
      available === 1
        ? "Only 1 of this size is left online."
        : `Only ${available} of this size are left online.`,
    soldOut: "This size is sold out online.",
    lowerTo: (available: number) => `Lower to ${available}`,
    lowerToLabel: (size: string, available: number) => `Lower ${sizeName(size)} to ${available}`,
    remove: "Remove",
    removeLabel: (size: string) => `Remove ${sizeName(size)}`,
    maxReached: (available: number) =>
      available === 1
        ? "We have only 1 of this size online."
        : `We have only ${available} of this size online.`,
    lowered: (size: string, available: number) =>
      available === 0
        ? `${sizeTitle(size)} was removed.`
        : `${sizeTitle(size)} is now ${available}.`,
  },

  popup: {
    title: "Your cart",
    empty: "Your cart is empty.",
    loading: "Loading…",
    error: "We could not load the cart.",
    retry: "Try again",
    quantity: "quantity",
    base: "Price without VAT",
    total: "TOTAL (without delivery)",
    viewCart: "View cart",
    checkout: "Check out",
  },
};
