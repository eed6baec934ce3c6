import { useDocumentTitle } from "../../lib/document-title";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./content.module.css";
import { offlineTexts as portugueseOfflineTexts, SHOP_NAME } from "./texts";

/**
 * Manutenção: shown when the persistent data could not be loaded or the site is switched off,
 * so it needs no loaded data, no query client and no router.
 */
export function OfflinePage() {
  const offlineTexts = useTexts(portugueseOfflineTexts);
  useDocumentTitle(offlineTexts.title);
  return (
    <div className={`${styles.page} ${styles.notice}`}>
      <p className={styles.noticeBrand}>{SHOP_NAME}</p>
      <h1 className={styles.title}>{offlineTexts.title}</h1>
      <p className={styles.noticeText}>{offlineTexts.message}</p>
      {/* A full page load, so the shop's data is requested again. */}
      <a className={styles.button} href={import.meta.env.BASE_URL}>
        {offlineTexts.retry}
      </a>
    </div>
  );
}
