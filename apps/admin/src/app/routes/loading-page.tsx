import { routeTexts } from "../texts";
import styles from "./page-message.module.css";

/** Shown while the first page's code and data load. */
export function LoadingPage() {
  return (
    <p className={styles.loading} role="status">
      {routeTexts.loading}
    </p>
  );
}
