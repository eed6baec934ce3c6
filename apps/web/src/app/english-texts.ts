/**
 * The English texts of the home page's first load (the shell, the product cards, the cart's popup
 * and quick buy, the size alerts of sold-out cards): their own chunk, loaded by an English page
 * before it renders (main.tsx) and part of the server's renderer; the other pages' English is
 * app/english-more.ts, loaded with their code. Each feature's texts.en.ts is registered by its file, each text
 * object by the key its Portuguese is marked with (`translatable`, lib/i18n/texts-key.ts): this
 * chunk imports no Portuguese texts.ts. A feature not listed yet shows in Portuguese on English
 * pages (english-texts.test.ts lists them).
 */
import {
  categoryGroupNames,
  categoryGroupNamesEn,
  listingTexts,
  listingTextsEn,
  pageDescriptions,
  pageDescriptionsEn,
  routeTitles,
  routeTitlesEn,
} from "@shop/shared";
import { uiTextsEn } from "@shop/ui";
import * as productSharedEn from "../components/product/texts.en";
import * as uiEn from "../components/ui/texts.en";
import * as cartPopupEn from "../features/cart/popup-texts.en";
import * as cartEn from "../features/cart/texts.en";
import * as catalogHomeEn from "../features/catalog/home/texts.en";
import * as productDetailEn from "../features/catalog/product-detail/texts.en";
import * as catalogEn from "../features/catalog/texts.en";
import * as checkoutHeaderEn from "../features/checkout/checkout-header-texts.en";
import * as sizeAlertsEn from "../features/size-alerts/texts.en";
import { registerEnglish } from "../lib/i18n/use-texts";
import { UI_TEXTS_KEY } from "./providers";
import * as appEn from "./texts.en";

export type TextModule = Record<string, unknown>;

/** A list of text modules' English as the keys their Portuguese objects are marked with. */
export function englishPairs(modules: ReadonlyArray<readonly [file: string, en: TextModule]>) {
  return modules.flatMap(([file, en]) =>
    Object.entries(en).map(([name, texts]) => [`${file}#${name}`, texts as object] as const),
  );
}

/** Each text module's English, by its Portuguese file (the parity test reads this list). */
export const ENGLISH_MODULES: ReadonlyArray<readonly [file: string, en: TextModule]> = [
  ["app/texts.ts", appEn],
  ["components/product/texts.ts", productSharedEn],
  ["components/ui/texts.ts", uiEn],
  ["features/size-alerts/texts.ts", sizeAlertsEn],
  ["features/cart/popup-texts.ts", cartPopupEn],
  ["features/cart/texts.ts", cartEn],
  ["features/checkout/checkout-header-texts.ts", checkoutHeaderEn],
  ["features/catalog/texts.ts", catalogEn],
  ["features/catalog/home/texts.ts", catalogHomeEn],
  ["features/catalog/product-detail/texts.ts", productDetailEn],
];

registerEnglish(englishPairs(ENGLISH_MODULES));
// The texts of packages/shared that the storefront shows.
registerEnglish([
  [routeTitles, routeTitlesEn],
  [listingTexts, listingTextsEn],
  [categoryGroupNames, categoryGroupNamesEn],
  [pageDescriptions, pageDescriptionsEn],
  // The form kit's words (packages/ui), given to it by AppProviders.
  [UI_TEXTS_KEY, uiTextsEn],
]);
