import type { ReactNode } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import styles from "./content.module.css";
import { aboutTexts as portugueseAboutTexts } from "./texts";

/** The about page's paragraphs in one language, under the headings of its texts. */
export interface AboutProse {
  intro: ReactNode;
  history: ReactNode;
  brands: ReactNode;
  collections: ReactNode;
  service: ReactNode;
  /** The invitation to the stores, by how many there are. */
  visit: (storeCount: number) => ReactNode;
}

/**
 * The about page in either language (about-page.tsx and about-page.en.tsx give the prose): its
 * headings, links and order are the same in both.
 */
export function AboutLayout({ prose, notice }: { prose: AboutProse; notice?: ReactNode }) {
  const aboutTexts = useTexts(portugueseAboutTexts);
  useDocumentTitle(aboutTexts.title);
  const { stores } = usePersistent();

  return (
    <div className={styles.page}>
      <article className={styles.prose}>
        <h1 className={styles.title}>{aboutTexts.title}</h1>
        <p className={styles.lead}>{aboutTexts.lead}</p>
        {notice}

        <p>{prose.intro}</p>

        <h2>{aboutTexts.historyHeading}</h2>
        <p>{prose.history}</p>

        <h2>{aboutTexts.brandsHeading}</h2>
        <p>{prose.brands}</p>

        <h2>{aboutTexts.collectionsHeading}</h2>
        <p>{prose.collections}</p>

        <h2>{aboutTexts.serviceHeading}</h2>
        <p>{prose.service}</p>

        <h2>{aboutTexts.visitHeading}</h2>
        <p>{prose.visit(stores.length)}</p>
        <div className={styles.actions}>
          <Link className={styles.button} to="/stores">
            {aboutTexts.storesLink}
          </Link>
          <Link className={`${styles.button} ${styles.buttonSecondary}`} to="/customize">
            {aboutTexts.customizeLink}
          </Link>
        </div>
      </article>
    </div>
  );
}
