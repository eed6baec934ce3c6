import { useEffect } from "react";
import { useTexts } from "../../lib/i18n/use-texts";
import styles from "./content.module.css";
import { maintenanceTexts as portugueseMaintenanceTexts, SHOP_NAME } from "./texts";

/** The new-site notice; it needs no loaded data, no query client and no router. */
export function MaintenancePage() {
  const maintenanceTexts = useTexts(portugueseMaintenanceTexts);
  useEffect(() => {
    document.title = SHOP_NAME;
  }, []);
  return (
    <div className={`${styles.page} ${styles.notice}`}>
      <p className={styles.noticeBrand}>{SHOP_NAME}</p>
      <h1 className={styles.title}>{maintenanceTexts.message}</h1>
    </div>
  );
}
