import type { ReactNode } from "react";
import { layoutTexts, SHOP_NAME } from "../texts";
import { useRouteTitle } from "./document-title";
import styles from "./public-page.module.css";

/** The pages before signing in: the shop's name over a card. */
export function PublicPage({ children }: { children: ReactNode }) {
  useRouteTitle();
  return (
    <main className={styles.page}>
      <p className={styles.brand}>
        {SHOP_NAME} <span className={styles.part}>{layoutTexts.backOffice}</span>
      </p>
      <div className={styles.card}>{children}</div>
    </main>
  );
}
