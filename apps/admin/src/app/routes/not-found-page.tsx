import { Link } from "react-router";
import { routeTexts } from "../texts";
import styles from "./page-message.module.css";

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1>{routeTexts.notFoundTitle}</h1>
      <p>{routeTexts.notFoundText}</p>
      <Link to="/" className="button button--secondary">
        {routeTexts.backHome}
      </Link>
    </section>
  );
}
