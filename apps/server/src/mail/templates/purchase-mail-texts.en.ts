import { PICKUP_GRACE_DAYS, SHOP_RETURN_DAYS } from "@shop/shared";
import type { PurchaseMailTexts } from "./purchase-mail-texts.ts";

/** The words of a purchase's emails in English (the purchase's language). */
export const english: PurchaseMailTexts = {
  discountCode: "Discount code",
  freeDelivery: "free delivery",
  products: "Products (without VAT)",
  delivery: "Delivery (without VAT)",
  vat: (percent: string) => `VAT (${percent})`,
  total: "Total (VAT included)",
  payment: "Payment",
  paymentWith: (method: string) => `Payment (${method})`,
  giftCard: (code: string) => `Gift card ${code}`,
  giftCardFor: (name: string, day: string) => `Gift card for ${name} (sent on ${day})`,
  giftCardsSold: "Gift cards (without VAT)",
  paymentMethods: {
    MULTIBANCO: "MULTIBANCO",
    CREDIT: "Card",
    MBWAY: "MB WAY",
    GIFT_CARD: "Gift card",
  },
  pickupAt: (store: string, address: string) => `Collect at the ${store} store: ${address}`,
  deliveryTo: (place: string) => `Delivery: ${place}`,
  seeOrder: "See the order",
  returnRight: (termsUrl: string) =>
    `You have ${SHOP_RETURN_DAYS} days from receiving the order to return any item, without giving a reason. Find out how at ${termsUrl}.`,
  multibanco: {
    intro: "To complete the purchase, pay by MULTIBANCO (cash machine or home banking):",
    entity: "Entity",
    reference: "Reference",
    amount: "Amount",
    payBy: "Pay by",
    payNow: "Pay now",
    expiry: "After that the reference is no longer valid and the order is cancelled.",
  },
  generated: {
    subject: (id: string) => `Order ${id} placed`,
    heading: "Thank you for your order",
    registered: (id: string) => `We have registered your order with the code ${id}.`,
    mbway:
      "Accept the payment request in the MB WAY app. As soon as the payment is confirmed, we will send you another email.",
    awaiting: "As soon as the payment is confirmed, we will send you another email.",
  },
  contactUs: (ways: string) => `If you have any question, contact us: ${ways}.`,
  or: " or ",
  paid: {
    subject: (id: string) => `Payment received: order ${id}`,
    heading: "Payment confirmed",
    pickup: (id: string, store: string) =>
      `We have received the payment for order ${id}. We will prepare it at the ${store} store and send you another email when it is ready to collect.`,
    delivery: (id: string) =>
      `We have received the payment for order ${id}. We will prepare it and send it within one working day; deliveries are made by 7 pm.`,
    invoice:
      "The invoice-receipt will be available at this address as soon as it is issued (usually within minutes):",
    seeInvoice: "See the invoice",
    keep: "Keep this email: you will be asked for the order's code for an exchange or a return.",
  },
  tracking: {
    carrier: "Carrier",
    number: "Tracking number",
    follow: "Track the order",
    withoutLink: "Follow the delivery with this number on the carrier's website.",
  },
  dispatched: {
    subject: (id: string) => `Order ${id} dispatched`,
    heading: "Your order is on its way",
    text: (id: string) =>
      `We have handed order ${id} to the carrier. Delivery takes one working day, by 7 pm.`,
  },
  trackingChanged: {
    subject: (id: string) => `Order ${id}: new tracking number`,
    heading: "We corrected the tracking number",
    text: (id: string) =>
      `The tracking number we sent you for order ${id} was wrong. This is the right one; the previous one no longer applies.`,
  },
  delivered: {
    subject: (id: string) => `Order ${id} delivered`,
    heading: "Your order has been delivered",
    text: (id: string) =>
      `Order ${id} has been delivered. We hope you like it! If you did not receive it, tell us straight away.`,
  },
  canceled: {
    subject: (id: string) => `Order ${id} cancelled`,
    heading: "Your order has been cancelled",
    byCustomer: (id: string) => `We have cancelled order ${id}, as you asked.`,
    byShop: (id: string) => `We have cancelled order ${id}.`,
    nothingBack: "There is no money to refund.",
    cardsBack: "What the gift cards paid has gone back to the cards.",
    soldSpent: "The gift cards you bought had already been used: the amount spent is not refunded.",
    unpaid: "The order was never paid, so you have not been charged anything.",
    mbway: (amount: string) =>
      `We have refunded ${amount} by MB WAY, to the phone you paid with. The amount may take a few days to arrive.`,
    card: (amount: string) =>
      `We have refunded ${amount} to the card you paid with. The amount may take a few days to show on the card's statement.`,
    accountEnding: (end: string) => ` ending in ${end}`,
    transfer: (amount: string, account: string) =>
      `We will refund ${amount} by bank transfer to the account${account} you gave us, within 14 days of the cancellation at the latest.`,
    referenceVoid: "The MULTIBANCO reference is no longer valid: do not pay it.",
  },
  pickup: {
    store: "Store",
    address: "Address",
    reference: "Reference to show",
    show: "When you collect it, show the order's reference (this email on your phone will do) and an identity document.",
    ready: {
      subject: (id: string) => `Order ${id} ready to collect`,
      heading: "Your order is ready to collect",
      text: (id: string, store: string) => `Order ${id} is waiting for you at the ${store} store.`,
    },
    reminder: {
      subject: (id: string) => `Reminder: order ${id} not yet collected`,
      heading: "Your order is still waiting for you",
      text: (id: string, store: string, collectBy: string | null) =>
        `Order ${id} is still waiting to be collected at the ${store} store.${collectBy ? ` You can collect it until ${collectBy};` : ""} if it is not collected within ${PICKUP_GRACE_DAYS} days, the order is cancelled and the amount refunded.`,
    },
    collected: {
      subject: (id: string) => `Order ${id} collected`,
      heading: "Thank you for your visit",
      text: (id: string, store: string) =>
        `Order ${id} was collected at the ${store} store. We hope you like it!`,
    },
  },
  preContract: {
    seller: "Who sells",
    sellerName: "Seller",
    address: "Address",
    email: "Email",
    phone: "Phone",
    formAttached:
      "The model withdrawal form (PDF) is attached, already filled in with the order's details.",
    withdrawAction: "Withdraw from the contract here",
    terms: (url: string) => `Full Terms and Conditions: ${url}`,
  },
};
