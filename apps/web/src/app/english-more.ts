/**
 * The English texts of every page but the home page's first load (app/english-texts.ts has those):
 * a chunk of its own, loaded by an English page's route with the route's code (router.tsx), and by
 * a part of the home page that needs more (the sold-out dialog's form), before they render; part of
 * the server's renderer. With the shared schemas' messages for the forms.
 */
import { messageTranslator, schemaMessages, schemaMessagesEn } from "@shop/shared";
import * as accountEn from "../features/account/texts.en";
import * as cartDiscountEn from "../features/cart/discount-code-texts.en";
import * as productSuggestionsEn from "../features/catalog/product-suggestions/texts.en";
import * as productsEn from "../features/catalog/products/texts.en";
import * as purchasePromiseEn from "../features/catalog/purchase-promise/texts.en";
import * as checkoutEn from "../features/checkout/texts.en";
import * as contactEn from "../features/contact/texts.en";
import * as contentEn from "../features/content/texts.en";
import * as giftCardsEn from "../features/gift-cards/texts.en";
import * as orderEn from "../features/order/texts.en";
import * as reservationsEn from "../features/reservations/texts.en";
import * as returnsEn from "../features/returns/texts.en";
import * as sizeGuideEn from "../features/size-guide/texts.en";
import * as storesEn from "../features/stores/texts.en";
import * as withdrawalEn from "../features/withdrawal/texts.en";
import { registerMessageTranslator } from "../lib/i18n/messages";
import { registerEnglish } from "../lib/i18n/use-texts";
import { englishPairs, type TextModule } from "./english-texts";

/** Each text module's English, by its Portuguese file (the parity test reads this list). */
export const ENGLISH_MORE_MODULES: ReadonlyArray<readonly [file: string, en: TextModule]> = [
  ["features/account/texts.ts", accountEn],
  ["features/contact/texts.ts", contactEn],
  ["features/reservations/texts.ts", reservationsEn],
  ["features/returns/texts.ts", returnsEn],
  ["features/withdrawal/texts.ts", withdrawalEn],
  ["features/content/texts.ts", contentEn],
  ["features/cart/discount-code-texts.ts", cartDiscountEn],
  ["features/checkout/texts.ts", checkoutEn],
  ["features/gift-cards/texts.ts", giftCardsEn],
  ["features/order/texts.ts", orderEn],
  ["features/catalog/product-suggestions/texts.ts", productSuggestionsEn],
  ["features/catalog/products/texts.ts", productsEn],
  ["features/catalog/purchase-promise/texts.ts", purchasePromiseEn],
  ["features/size-guide/texts.ts", sizeGuideEn],
  ["features/stores/texts.ts", storesEn],
];

registerEnglish(englishPairs(ENGLISH_MORE_MODULES));
// What the shared schemas say in the forms (the same catalogue the API answers English with).
registerMessageTranslator(messageTranslator(schemaMessages, schemaMessagesEn));
