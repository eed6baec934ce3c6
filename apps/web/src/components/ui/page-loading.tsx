import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./page-loading.module.css";
import { uiTexts } from "./texts";

/**
 * 'Carregando...' where a page goes, between header and footer: what the server renders of a page
 * that needs the customer, until the browser has loaded it.
 */
export function PageLoading() {
  const texts = useTexts(uiTexts);
  return (
    <p className={styles.loading} role="status">
      {texts.loading}
    </p>
  );
}
