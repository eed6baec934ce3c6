import type { Language } from "@shop/shared";
import { useLanguage } from "./language";

/** Turns a shared schema's Portuguese message into English (registered by the English chunk). */
let toEnglish: ((message: string) => string) | null = null;

/**
 * The English chunk (app/english-texts.ts) registers the translator of the shared schemas'
 * messages, built from the same catalogue the server answers with (`schemaMessagesEn`).
 */
export function registerMessageTranslator(translate: (message: string) => string): void {
  toEnglish = translate;
}

/**
 * A message a shared schema wrote (in Portuguese) in a language: «Indique: Código postal.» is
 * «Enter: Postal code.» on an English page. A message not in the catalogue, or already English
 * (the API answers an English page in English), comes back as it is.
 */
export function messageIn(message: string, language: Language): string {
  return language === "en" && toEnglish ? toEnglish(message) : message;
}

/** `messageIn` for the page's language: `const message = useMessage(); message(error)`. */
export function useMessage(): (message: string) => string {
  const language = useLanguage();
  return (message) => messageIn(message, language);
}
