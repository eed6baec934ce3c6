import { Suspense } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { preloadable } from "../../lib/preloadable";
import { routeTexts } from "../texts";
import styles from "./page-message.module.css";

// Apart from the shell's code: the 404 page's search, categories and new collection's cards.
const help = preloadable(() => import("./not-found-help").then((m) => m.NotFoundHelp));

/** The unknown route's loader: the ways on and the new collection come with the page. */
export async function notFoundLoader(): Promise<null> {
  const [{ prefetchNotFoundHelp }] = await Promise.all([
    import("./not-found-help"),
    help.preload(),
  ]);
  await prefetchNotFoundHelp();
  return null;
}

/**
 * The 404 page: unknown routes, and products or tokens that do not exist. Besides the way home, a
 * search box, the categories and a few of the new collection.
 */
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
      {/* Inside another route's error (an unknown product) its loader did not run: the server's
          string rendering cannot wait, so the help comes with the browser's script. */}
      {(typeof window !== "undefined" || help.isLoaded()) && (
        <Suspense fallback={null}>
          <help.Component />
        </Suspense>
      )}
    </section>
  );
}
