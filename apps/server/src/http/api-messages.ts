import { schemaMessages } from "@shop/shared";
import { accountServiceMessages } from "../modules/account/account.service.ts";
import { accountDataMessages } from "../modules/account/account-data.ts";
import { RECOVERY_LINK_INVALID } from "../modules/account/account-recovery.ts";
import { NOT_FOUND_MESSAGE } from "../modules/catalog/catalog.service.ts";
import { invoiceMessages } from "../modules/invoices/texts.ts";
import { MEDIA_NOT_FOUND } from "../modules/media/texts.ts";
import { purchaseGuardMessages } from "../modules/purchase/purchase-guards.ts";
import { limitMessages } from "./account-limit.ts";
import { NOT_FOUND } from "./app-error.ts";
import { UNAVAILABLE_MESSAGE } from "./database-unavailable.ts";
import { INVALID_INPUT, MESSAGES } from "./error-handler.ts";
import { LOGIN_NEEDED } from "./session.ts";

/**
 * The API's messages a customer may read, in Portuguese as the modules write them: the catalogue
 * `api-messages.en.ts` twins key by key (docs/languages.md). An answer to a request in English has
 * its message and field messages looked up here (`answerLanguage.ts`); one not listed stays in
 * Portuguese.
 */
export const apiMessages = {
  errors: {
    ...MESSAGES,
    invalidInput: INVALID_INPUT,
    notFound: NOT_FOUND,
    unavailable: UNAVAILABLE_MESSAGE,
    loginNeeded: LOGIN_NEEDED,
    linkRefused: schemaMessages.linkRefused,
  },
  limits: limitMessages,
  account: {
    ...schemaMessages.account,
    ...accountServiceMessages,
    ...accountDataMessages,
    recoveryLinkInvalid: RECOVERY_LINK_INVALID,
  },
  catalog: { productNotFound: NOT_FOUND_MESSAGE },
  sizeAlerts: schemaMessages.sizeAlerts,
  checkout: { ...schemaMessages.checkout, ...purchaseGuardMessages },
  postalCodes: schemaMessages.postalCodes,
  giftCards: schemaMessages.giftCards,
  orders: schemaMessages.orders,
  reservations: schemaMessages.reservations,
  returns: schemaMessages.returns,
  withdrawals: schemaMessages.withdrawals,
  contact: schemaMessages.contact,
  invoices: invoiceMessages,
  media: { notFound: MEDIA_NOT_FOUND },
};
