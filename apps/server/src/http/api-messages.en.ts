import type { Translation } from "@shop/shared";
import { schemaMessagesEn } from "@shop/shared";
import type { apiMessages } from "./api-messages.ts";

/** The English of every message of `apiMessages`, key by key (api-messages.test.ts checks them). */
export const apiMessagesEn: Translation<typeof apiMessages> = {
  errors: {
    malformed: "The request is not valid JSON.",
    tooLarge: "The request is too large.",
    mediaType: "The request must be sent as JSON.",
    apiNotFound: "The address asked for does not exist.",
    badRequest: "The request is not valid.",
    internal: "Something unexpected went wrong. Please try again later.",
    invalidInput: "Some of the data sent is not valid.",
    notFound: "The resource asked for does not exist.",
    unavailable: "The shop is briefly unavailable. Please try again in a few seconds.",
    loginNeeded: "Sign in to continue.",
    linkRefused: schemaMessagesEn.linkRefused,
  },
  limits: {
    attempts: "Too many attempts. Please wait a little and try again.",
    requests: "Too many requests. Please wait a little and try again.",
  },
  account: {
    ...schemaMessagesEn.account,
    emailTaken: "An account with this email already exists.",
    invalidCredentials: "Wrong email or password.",
    wrongPassword: "The password is not correct.",
    gone: "Your account no longer exists.",
    notFound: "Not found.",
    productGone: "This product is no longer available.",
    country: "Choose the country.",
    cartBusy: "The cart is being changed on another device. Please try again.",
    recoveryLinkInvalid: "The recovery link is not valid or has expired.",
  },
  catalog: {
    productNotFound: "The product you are looking for does not exist or is no longer available.",
  },
  sizeAlerts: schemaMessagesEn.sizeAlerts,
  checkout: {
    ...schemaMessagesEn.checkout,
    tooManyOpen: (max) =>
      `There are too many unpaid orders in your name (at most ${max}). Pay one of them, or wait for it to expire, before placing another.`,
  },
  postalCodes: schemaMessagesEn.postalCodes,
  giftCards: schemaMessagesEn.giftCards,
  orders: schemaMessagesEn.orders,
  reservations: schemaMessagesEn.reservations,
  returns: schemaMessagesEn.returns,
  withdrawals: schemaMessagesEn.withdrawals,
  contact: schemaMessagesEn.contact,
  invoices: {
    orderNotFound: "The order does not exist.",
    notFound: "The invoice does not exist or is still being issued.",
    nothingToRetry: "There is no invoice to issue for this order.",
    retrying: "The invoice will be issued again.",
  },
  media: { notFound: "The picture asked for does not exist." },
};
