import type { Language } from "@shop/shared";
import { type UiLanguage, UiLanguageProvider, type uiTexts } from "@shop/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { LanguageProvider } from "../lib/i18n/language";
import { messageIn } from "../lib/i18n/messages";
import { englishOf } from "../lib/i18n/use-texts";
import { currentQueryClient } from "../lib/query-client";

/** Where the English chunk registers the form kit's English words (app/english-texts.ts). */
export const UI_TEXTS_KEY = "@shop/ui#uiTexts";

/**
 * The form kit's words and the schemas' messages in a language: on an English page the English
 * its chunk registered; on a Portuguese one the kit's own (none of them on the first load).
 */
export function uiLanguage(language: Language): UiLanguage {
  return {
    language,
    texts: language === "en" ? (englishOf<typeof uiTexts>(UI_TEXTS_KEY) ?? null) : null,
    message: (message) => messageIn(message, language),
  };
}

/** Providers above the router. The modal provider sits in the root layout, inside the router. */
export function AppProviders({ language, children }: { language: Language; children: ReactNode }) {
  const ui = useMemo(() => uiLanguage(language), [language]);
  return (
    <LanguageProvider value={language}>
      <UiLanguageProvider value={ui}>
        <QueryClientProvider client={currentQueryClient()}>{children}</QueryClientProvider>
      </UiLanguageProvider>
    </LanguageProvider>
  );
}
