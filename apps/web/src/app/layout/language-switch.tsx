import type { Language } from "@shop/shared";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { saveAccountLanguage } from "../../lib/auth/account-api";
import { useUserFact } from "../../lib/auth/hooks";
import { useLanguage } from "../../lib/i18n/language";
import {
  chooseLanguage,
  languageToOffer,
  otherLanguage,
  otherLanguagePath,
} from "../../lib/i18n/language-choice";
import { useTexts } from "../../lib/i18n/use-texts";
import { otherLanguageTexts } from "../texts";
import styles from "./language-switch.module.css";

/** The address of the page shown, in the other language: its filters and query kept. */
function useOtherLanguageHref(): string {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  return otherLanguagePath(language, pathname + search + hash);
}

/**
 * Remembers a language chosen in the browser and, for a signed-in customer, on the account (its
 * emails speak it), before the other page loads.
 */
function useChooseLanguage(): (language: Language) => void {
  const signedIn = useUserFact((user) => user !== null);
  return (language) => {
    chooseLanguage(language);
    if (signedIn) saveAccountLanguage(language);
  };
}

/**
 * «English» on a Portuguese page, «Português» on an English one (the header's top bar, the phone's
 * menu drawer, the footer): the same page in the other language, loaded as a new document (its
 * texts and its server render), the choice remembered (on the account too, when signed in).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const texts = useTexts(otherLanguageTexts);
  const href = useOtherLanguageHref();
  const choose = useChooseLanguage();
  return (
    <a
      href={href}
      hrefLang={texts.lang}
      lang={texts.lang}
      className={className}
      onClick={() => choose(otherLanguage(language))}
    >
      {texts.name}
    </a>
  );
}

/**
 * A first visit whose browser prefers the other language is offered that page, never sent there
 * (crawlers and shared links get what they asked for). Either answer is remembered. Shown once the
 * page is alive: the server's page is the same for every visitor.
 */
export function LanguageNotice() {
  const language = useLanguage();
  const texts = useTexts(otherLanguageTexts);
  const href = useOtherLanguageHref();
  const choose = useChooseLanguage();
  const [offered, setOffered] = useState(false);
  useEffect(() => setOffered(languageToOffer(language) !== null), [language]);
  if (!offered) return null;
  return (
    <section className={styles.notice} lang={texts.lang} aria-label={texts.name}>
      <p className={styles.text}>{texts.offer}</p>
      <a
        href={href}
        hrefLang={texts.lang}
        className="button button--small"
        onClick={() => choose(otherLanguage(language))}
      >
        {texts.accept}
      </a>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          chooseLanguage(language);
          setOffered(false);
        }}
      >
        {texts.dismiss}
      </button>
    </section>
  );
}
