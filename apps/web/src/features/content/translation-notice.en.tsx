import { ENGLISH_BASE, pagePathIn } from "@shop/shared";
import { useLocation } from "react-router";
import styles from "./content.module.css";

/**
 * At the top of a legal page in English: it is a translation, and the Portuguese prevails (a link
 * to it, a document of its own outside the English router).
 */
export function TranslationNotice() {
  // The router's path is under /en (its basename), which it leaves out.
  const { pathname, hash } = useLocation();
  return (
    <p className={styles.toc} role="note">
      This page is an English translation of the Portuguese original, for your convenience. If they
      differ, the Portuguese version prevails:{" "}
      <a href={pagePathIn(`${ENGLISH_BASE}${pathname}${hash}`, "pt")} hrefLang="pt-PT" lang="pt-PT">
        ler em português
      </a>
      .
    </p>
  );
}
