import { postalCodeMessages } from "./postal-codes.ts";
import { accountMessages } from "./schemas/account-messages.ts";
import { checkoutMessages } from "./schemas/checkout-messages.ts";
import { contactFormMessages } from "./schemas/contact-form-messages.ts";
import { giftCardMessages } from "./schemas/gift-card-messages.ts";
import { customerCancelMessages } from "./schemas/order-messages.ts";
import { reservationMessages } from "./schemas/reservation-messages.ts";
import { returnMessages } from "./schemas/return-messages.ts";
import { sizeAlertMessages } from "./schemas/size-alert-messages.ts";
import { withdrawalMessages } from "./schemas/withdrawal-messages.ts";
import { LINK_REFUSED_MESSAGE } from "./validation.ts";

/**
 * The shared schemas' own messages, which both the API and the storefront's forms write, in
 * Portuguese: `schema-messages.en.ts` twins them key by key. The server's catalogue
 * (`apiMessages`) is built on them, and an English page's forms translate what a schema says with
 * `messageTranslator(schemaMessages, schemaMessagesEn)` (docs/languages.md).
 */
export const schemaMessages = {
  linkRefused: LINK_REFUSED_MESSAGE,
  account: accountMessages,
  sizeAlerts: sizeAlertMessages,
  checkout: checkoutMessages,
  postalCodes: postalCodeMessages,
  giftCards: giftCardMessages,
  orders: customerCancelMessages,
  reservations: reservationMessages,
  returns: returnMessages,
  withdrawals: withdrawalMessages,
  contact: contactFormMessages,
};
