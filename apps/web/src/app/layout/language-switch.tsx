import type { Language } from "@shop/shared";
import { useQueryClient } from "@tanstack/react-query";
import { type MouseEvent, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { saveAccountLanguage } from "../../lib/auth/account-api";
import { USER_KEY } from "../../lib/auth/user-cache";
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
function useChooseLanguage(): (language: Language, event: MouseEvent<HTMLAnchorElement>) => void {
  const client = useQueryClient();
  return (language, event) => {
    chooseLanguage(language);
    // Signed in, or not known yet (a click before the session's answer, just after the page came
    // alive): the server keeps it on the account, or refuses a visitor's, which changes nothing.
    if (client.getQueryData(USER_KEY) === null) return;
    const saving = saveAccountLanguage(language);
    if (!plainClick(event)) return;
    // The page is left once the account has it (at most SAVE_WAIT_MS later).
    event.preventDefault();
    const href = event.currentTarget.href;
    const waited = new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
    void Promise.race([saving, waited]).then(() => window.location.assign(href));
  };
}

/** The longest the switch waits for the account to keep the language before leaving the page. */
const SAVE_WAIT_MS = 1500;

/** A click that leaves this page (not one asking a new tab or window, which stays here). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

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
      onClick={(event) => choose(otherLanguage(language), event)}
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
        onClick={(event) => choose(otherLanguage(language), event)}
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
