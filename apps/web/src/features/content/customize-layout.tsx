import type { ReactNode } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./content.module.css";
import { customizeTexts as portugueseCustomizeTexts } from "./texts";

type BlockKey = keyof typeof portugueseCustomizeTexts.blocks;

/** The made-to-measure page's paragraphs in one language, under the headings of its texts. */
export interface CustomizeProse {
  intro: ReactNode;
  /** What each block offers, in the order of the page. */
  blocks: Record<BlockKey, string>;
  cta: ReactNode;
  /** The note on the right of withdrawal, which made-to-measure shoes do not have. */
  note: ReactNode;
}

/** Each block's drawing, in the page's order. */
const ICONS: Record<BlockKey, ReactNode> = {
  sizes: (
    <>
      <rect x="4" y="16" width="40" height="16" rx="2" />
      <path d="M10 16v6M16 16v9M22 16v6M28 16v9M34 16v6M40 16v9" />
    </>
  ),
  colors: (
    <>
      <circle cx="18" cy="19" r="10" />
      <circle cx="30" cy="19" r="10" />
      <circle cx="24" cy="30" r="10" />
    </>
  ),
  sole: (
    <>
      <path d="M6 32v-8c0-4 3-7 7-7h7l8 8 11 2c3 .5 5 2.5 5 5H6z" />
      <path d="M4 38h40" strokeWidth="4" />
    </>
  ),
  material: (
    <>
      <rect x="8" y="8" width="32" height="32" rx="3" />
      <rect x="13" y="13" width="22" height="22" rx="1" strokeDasharray="3 3" />
      <path d="M13 35l22-22" />
    </>
  ),
  heel: (
    <>
      <path d="M4 20c6 0 10 4 14 8l6 4h8c2 0 3-1 3-3v-9c-3-4-8-6-13-4" />
      <path d="M29 32v8h4v-8" />
      <path d="M42 10v28M39 13l3-3 3 3M39 35l3 3 3-3" />
    </>
  ),
  asymmetric: (
    <>
      <ellipse cx="16" cy="27" rx="8" ry="15" />
      <ellipse cx="35" cy="31" rx="6" ry="11" />
    </>
  ),
};

/**
 * The made-to-measure page in either language (customize-page.tsx and customize-page.en.tsx give
 * the prose): six blocks, then the invitation to contact us or visit a store.
 */
export function CustomizeLayout({ prose, notice }: { prose: CustomizeProse; notice?: ReactNode }) {
  const customizeTexts = useTexts(portugueseCustomizeTexts);
  useDocumentTitle(customizeTexts.title);
  return (
    <div className={styles.page}>
      <div className={styles.prose}>
        <h1 className={styles.title}>{customizeTexts.title}</h1>
        <p className={styles.lead}>{customizeTexts.lead}</p>
        {notice}
        <p>{prose.intro}</p>
      </div>

      <ul className={styles.grid}>
        {Object.entries(ICONS).map(([key, icon]) => (
          <li key={key} className={styles.card}>
            <svg
              className={styles.icon}
              viewBox="0 0 48 48"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {icon}
            </svg>
            <h2>{customizeTexts.blocks[key as BlockKey]}</h2>
            <p>{prose.blocks[key as BlockKey]}</p>
          </li>
        ))}
      </ul>

      <section className={styles.cta} aria-labelledby="customize-cta">
        <h2 id="customize-cta">{customizeTexts.ctaHeading}</h2>
        <p>{prose.cta}</p>
        <p className={styles.note}>{prose.note}</p>
        <div className={styles.actions}>
          <Link className={styles.button} to="/contacts">
            {customizeTexts.ctaContacts}
          </Link>
          <Link className={`${styles.button} ${styles.buttonSecondary}`} to="/stores">
            {customizeTexts.ctaStores}
          </Link>
        </div>
      </section>
    </div>
  );
}
