import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { routeTexts } from "../texts";
import styles from "./page-message.module.css";

/** The 404 page: unknown routes, and products or tokens that do not exist. */
export function NotFoundPage() {
  // Also shown inside routes with titles of their own (an unknown product), so it sets its own.
  useDocumentTitle(routeTexts.notFoundTitle);
  return (
    <section className={styles.page}>
      <p className={styles.eyebrow} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{routeTexts.notFoundTitle}</h1>
      <p className={styles.text}>{routeTexts.notFoundText}</p>
      <Link to="/home" className="button">
        {routeTexts.backHome}
      </Link>
    </section>
  );
}
