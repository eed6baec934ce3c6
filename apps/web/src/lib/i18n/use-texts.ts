import type { Language, Translation } from "@shop/shared";
import { useLanguage } from "./language";
import { textsKey } from "./texts-key";

/**
 * The English of each Portuguese text object: by its key (`translatable`) for a feature's texts.ts,
 * by the object itself for the texts of packages/shared (part of the entry chunk anyway).
 */
const english = new Map<object | string, object>();

/** The English texts, registered by their chunk (app/english-texts.ts) before an English page renders. */
export function registerEnglish(
  pairs: ReadonlyArray<readonly [portuguese: object | string, english: object]>,
): void {
  for (const [portuguese, translation] of pairs) english.set(portuguese, translation);
}

/**
 * A feature's texts in a language: the Portuguese object itself, or its registered English. A text
 * object without English shows in Portuguese (a feature not translated yet).
 */
export function textsIn<T extends object>(portuguese: T, language: Language): Translation<T> {
  if (language === "pt") return portuguese as Translation<T>;
  const key = textsKey(portuguese);
  const translation = english.get(key ?? portuguese);
  if (!translation && key) notLoaded(key);
  return (translation ?? portuguese) as Translation<T>;
}

const reported = new Set<string>();

/**
 * Says, once per text object, that an English page shows one in Portuguese: its English chunk
 * (app/english-more.ts) was not loaded before the part rendered (the journeys fail on it).
 */
function notLoaded(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`English texts not loaded before rendering: ${key}`);
}

/**
 * The English registered under a key whose Portuguese the caller does not import (the form kit's
 * words, `@shop/ui#uiTexts`: a Portuguese page's first load need not carry them); undefined before
 * the English chunk registered it.
 */
export function englishOf<T extends object>(key: string): Translation<T> | undefined {
  return english.get(key) as Translation<T> | undefined;
}

/** A feature's texts in the page's language: `const texts = useTexts(headerTexts)`. */
export function useTexts<T extends object>(portuguese: T): Translation<T> {
  return textsIn(portuguese, useLanguage());
}
