/** The cart's texts in English (texts.ts has the Portuguese, and the keys). */
import type { Translation } from "@shop/shared";
import { sizeName, sizeTitle, units } from "./cart-words.en";
import type * as pt from "./texts";

const pieces = (count: number) => (count === 1 ? "1 unit" : `${count} units`);

export const cartTexts: Translation<typeof pt.cartTexts> = {
  sizeName,
  sizeTitle,
  units,
  storeOffline:
    "Our shop is temporarily unavailable. We apologise for the inconvenience. Please try again later.",

  quickBuy: {
    text: "Buy",
    label: (title: string) => `Buy ${title}`,
  },

  picker: {
    title: "Choose your size",
    sizesLegend: "Sizes available online",
    sizeButton: (size: string) => (size === "U" ? "One size" : size),
    sizeButtonLabel: (size: string) =>
      size === "U" ? "Add the one size to the cart" : `Add size ${size} to the cart`,
    hint: "Choose a size to add it to the cart.",
    loading: "Checking the stock…",
    error: "We could not check this item's stock.",
    retry: "Try again",
    unavailableTitle: "Not available online",
    unavailableText:
      "We are sorry, but this item cannot be bought online. The product page shows which of our stores have it.",
    productLink: "View the product page",
  },

  added: {
    title: "Added to your cart!",
    cappedTitle: "Maximum quantity reached",
    size: "Size",
    sizeValue: (size: string) => (size === "U" ? "One size" : size),
    inCart: "In the cart",
    inCartUnits: (count: number) => pieces(count),
    cappedStock: (available: number) =>
      available === 1
        ? "We have only 1 of this size online and it is already in your cart."
        : `We have only ${available} of this size online and they are all in your cart already.`,
    aboveStock: (available: number, inCart: number) =>
      `We have only ${available} of this size online and your cart has ${inCart}. Lower the quantity in the cart before you check out.`,
    cappedText: (max: number) =>
      `You already have ${max} of this size in the cart, the most per size.`,
    viewCart: "View cart",
    checkout: "Check out",
    close: "Close",
  },

  page: {
    title: "Cart",
    aboveStock:
      "Some sizes have fewer pieces online than your cart asks for. Adjust them below before you check out.",
    count: (count: number) => `${units(count)} in your cart`,
    itemsLabel: "Items in the cart",
    loading: "Loading your cart…",
    error: "We could not load the products in your cart.",
    retry: "Try again",
    dropped: (count: number) =>
      count === 1
        ? "An item in your cart is no longer for sale and was removed. We apologise for the inconvenience."
        : `${count} items in your cart are no longer for sale and were removed. We apologise for the inconvenience.`,
    droppedAllTitle: "Cart",
    droppedAll:
      "The items in your cart are no longer for sale and were removed. We apologise for the inconvenience.",
    unitPrice: "Price each",
    sizesLabel: (title: string) => `Sizes of ${title}`,
    linePrice: "Price",
    decrease: (size: string) => `Lower the quantity of ${sizeName(size)}`,
    increase: (size: string) => `Raise the quantity of ${sizeName(size)}`,
    quantityOf: (size: string) => `Quantity of ${sizeName(size)}`,
    maxReached: (max: number) => `At most ${max} per size`,
    removeSize: "Remove size",
    removeSizeLabel: (size: string) => (size === "U" ? "Remove one size" : `Remove size ${size}`),
    removeProduct: "Remove product",
    removeProductLabel: (title: string) => `Remove product ${title}`,
    changed: (size: string, quantity: number) => `${sizeTitle(size)}: ${pieces(quantity)}`,
    removedSize: (title: string, size: string) => `${sizeTitle(size)} of ${title} removed.`,
    removedProduct: (title: string) => `${title} removed from the cart.`,
  },

  totals: {
    title: "Summary",
    subtotal: "Subtotal",
    delivery: "Delivery",
    deliveryFree: "Free",
    giftCards: "Gift cards (without VAT)",
    deliveryLater: "calculated at checkout",
    vatAdjustment: (percent: string) => `Adjustment to the destination's VAT (${percent})`,
    total: "Total (VAT included)",
    totalWithoutDelivery: "Total (VAT included, without delivery)",
    withoutVat: "Amounts without VAT",
    productsBase: "Items without VAT",
    deliveryBase: "Delivery without VAT",
    vat: (percent: string) => `VAT (${percent})`,
    deliveryToAccount: (country: string) => `Delivery to ${country}, your account's address.`,
    deliveryToPortugal: (country: string) =>
      `Delivery to ${country}. Another country? Choose it at checkout.`,
    freeFrom: (amount: string) => `Free delivery from ${amount}`,
    freeMissing: (missing: string) => `${missing} to go.`,
    freeReached: "Your delivery is free.",
    eurosNote: "All payments are processed in euros.",
    checkout: "Check out",
    continueShopping: "Continue shopping",
    barLabel: "Total and check out",
  },

  pending: {
    title: (idShort: string, deadline: string | null) =>
      deadline
        ? `Order ${idShort} awaiting payment until ${deadline}`
        : `Order ${idShort} awaiting payment`,
    text: "The items below are already reserved in this order. Pay it with the payment details; if you change the cart, you place a new order.",
    pay: "View the payment details",
  },
};
