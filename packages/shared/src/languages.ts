/**
 * The storefront's languages: Portuguese at the shop's own addresses (`/products`), English under
 * `/en` with its route segments in English (`/en/accessibility` for `/acessibilidade`). Query
 * parameters keep their names in both (they are English words already: `?category=3&size=38`).
 */
export const LANGUAGES = ["pt", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The document's `lang`, and the `hreflang` of a page's alternates. */
export const HTML_LANG: Record<Language, string> = { pt: "pt-PT", en: "en" };

/** Where the English pages live; the router's basename on an English page. */
export const ENGLISH_BASE = "/en";

/** The route segments with a Portuguese name, and their English name (longest first). */
export const TRANSLATED_PATHS: ReadonlyArray<readonly [pt: string, en: string]> = [
  ["/encomenda/confirmada", "/order/confirmed"],
  ["/encomenda", "/order"],
  ["/acessibilidade", "/accessibility"],
  ["/livre-resolucao", "/withdrawal"],
  ["/cartao-presente/oferecer", "/gift-card/give"],
  ["/cartao-presente", "/gift-card"],
  ["/reservas", "/reservations"],
];

/** The language of a storefront path: English under `/en`, else Portuguese. */
export function languageOfPath(path: string): Language {
  return path === ENGLISH_BASE || /^\/en[/?#]/.test(path) ? "en" : "pt";
}

/** Replaces the leading segments `from` with `to`, whole segments only. */
function swapPrefix(path: string, from: string, to: string): string | null {
  if (path === from) return to;
  return path.startsWith(from) && /[/?#]/.test(path.charAt(from.length))
    ? to + path.slice(from.length)
    : null;
}

function translated(path: string, into: Language): string {
  for (const [pt, en] of TRANSLATED_PATHS) {
    const swapped = into === "en" ? swapPrefix(path, pt, en) : swapPrefix(path, en, pt);
    if (swapped !== null) return swapped;
  }
  return path;
}

/**
 * A path within the router of a language, without `/en` (`/accessibility?x=1`), as the
 * Portuguese one: `/acessibilidade?x=1`. Route patterns translate too (`/encomenda/:token`).
 */
export function routerPathIn(path: string, language: Language): string {
  return translated(path, language);
}

/**
 * The same page in the other language (or the same): `/products?size=38` ↔ `/en/products?size=38`,
 * `/acessibilidade` ↔ `/en/accessibility`, `/` and `/home` ↔ `/en/home`. Query and hash are kept.
 */
export function pagePathIn(path: string, language: Language): string {
  const from = languageOfPath(path);
  const inside = from === "en" ? path.slice(ENGLISH_BASE.length) || "/" : path;
  const portuguese = from === "en" ? translated(inside, "pt") : inside;
  const page = /^\/?(?:[?#]|$)/.test(portuguese)
    ? `/home${portuguese.replace(/^\//, "")}`
    : portuguese;
  return language === "en" ? ENGLISH_BASE + translated(page, "en") : page;
}

/** What a customer's browser prefers, from its `navigator.languages` (the tags of Accept-Language): en
 * when English comes before any Portuguese, else pt. */
export function preferredLanguage(accepted: readonly string[]): Language {
  for (const tag of accepted) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (primary === "pt") return "pt";
    if (primary === "en") return "en";
  }
  return "pt";
}
