import { ENGLISH_BASE, type Language, pagePathIn, preferredLanguage } from "@shop/shared";

/** The language a visitor chose (the switch, or an answer to the notice), in the browser. */
export const LANGUAGE_KEY = "language";

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return value === "pt" || value === "en" ? value : null;
  } catch {
    return null;
  }
}

export function chooseLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode or a full storage: the notice may be offered again on the next visit.
  }
}

/**
 * The language to offer a visitor on a page of `language`: the one their browser prefers, when it
 * is the other and they have not chosen yet; else null (nothing to offer).
 */
export function languageToOffer(language: Language): Language | null {
  if (storedLanguage() !== null) return null;
  const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
  return preferred === language ? null : preferred;
}

export const otherLanguage = (language: Language): Language => (language === "pt" ? "en" : "pt");

/**
 * The address of this page in the other language, from the router's path and query (without
 * the /en basename): `/products?size=38` ↔ `/en/products?size=38`.
 */
export function otherLanguagePath(language: Language, routerPath: string): string {
  const address = language === "en" ? `${ENGLISH_BASE}${routerPath}` : routerPath;
  return pagePathIn(address, otherLanguage(language));
}
