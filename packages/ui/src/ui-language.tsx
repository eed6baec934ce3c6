import type { Language, Translation } from "@shop/shared";
import { createContext, type ReactNode, useContext } from "react";
import type { uiTexts } from "./texts";

/** The page's language as the form kit needs it: its words, and the schemas' messages. */
export interface UiLanguage {
  language: Language;
  /**
   * The kit's words («opcional», the address fields' labels) in the page's language; null for its
   * own Portuguese (`useUiTexts`), which a page's first load then need not carry.
   */
  texts: Translation<typeof uiTexts> | null;
  /** A form message (a shared schema's Portuguese) in the page's language. */
  message: (message: string) => string;
}

const PORTUGUESE: UiLanguage = { language: "pt", texts: null, message: (message) => message };

const UiLanguageContext = createContext<UiLanguage>(PORTUGUESE);

/**
 * Gives the kit the page's language. Without it (the back office) the kit speaks Portuguese; the
 * storefront's English pages give it their English (`AppProviders`).
 */
export function UiLanguageProvider({
  value,
  children,
}: {
  value: UiLanguage;
  children: ReactNode;
}) {
  return <UiLanguageContext.Provider value={value}>{children}</UiLanguageContext.Provider>;
}

export function useUiLanguage(): UiLanguage {
  return useContext(UiLanguageContext);
}
