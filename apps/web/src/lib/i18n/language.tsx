import { ENGLISH_BASE, type Language, languageOfPath } from "@shop/shared";
import { createContext, type ReactNode, useContext } from "react";

const LanguageContext = createContext<Language>("pt");

/**
 * The page's language, fixed for the document: its address says it (`/en/…` English), the server
 * renders it so, and the language switch loads the other language's page (a new document).
 */
export function LanguageProvider({ value, children }: { value: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The language of the page the browser shows (read once, at start). */
export function documentLanguage(): Language {
  return languageOfPath(window.location.pathname);
}

/** The router's basename in a language: every route and link of an English page is under /en. */
export function routerBasename(language: Language): string | undefined {
  return language === "en" ? ENGLISH_BASE : undefined;
}
