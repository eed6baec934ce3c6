import { type CategoryGroup, categoryGroupNames } from "../category-groups.ts";
import type { Language } from "../languages.ts";
import type { Translation } from "../translation.ts";
import {
  categoryGroupNamesEn,
  listingTextsEn,
  pageDescriptionsEn,
  routeTitlesEn,
} from "./texts.en.ts";
import { listingTexts, pageDescriptions, routeTitles } from "./texts.ts";

/** The words of a page's head and heading in one language (for the server, which has both). */
export interface PageTexts {
  language: Language;
  routeTitles: Translation<typeof routeTitles>;
  pageDescriptions: Translation<typeof pageDescriptions>;
  listing: Translation<typeof listingTexts>;
  groups: Record<CategoryGroup, string>;
}

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  pt: {
    language: "pt",
    routeTitles,
    pageDescriptions,
    listing: listingTexts,
    groups: categoryGroupNames,
  },
  en: {
    language: "en",
    routeTitles: routeTitlesEn,
    pageDescriptions: pageDescriptionsEn,
    listing: listingTextsEn,
    groups: categoryGroupNamesEn,
  },
};
