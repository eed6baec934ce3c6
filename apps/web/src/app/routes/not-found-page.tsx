import { Suspense } from "react";
import { data, Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { useTexts } from "../../lib/i18n/use-texts";
import { preloadable } from "../../lib/preloadable";
import { routeTexts } from "../texts";
import styles from "./page-message.module.css";

/** The 404 page's own code and styles (build manifest key), linked in every 404 the server renders. */
export const NOT_FOUND_MODULE = "src/app/routes/not-found-help.tsx";

// Apart from the shell's code: the 404 page's search, categories and new collection's cards.
// Loaded by a 404's loader, or by the 404 page the server rendered (which links it), never beside
// every other page: a phone would fetch and evaluate it on each.
const help = preloadable(() => import("./not-found-help").then((m) => m.NotFoundHelp), {
  beside: false,
});

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
 * For a route's loader that finds nothing (an unknown product): the 404 page, with its help loaded
 * as at an unknown address, so the server renders it too. Without the help when it cannot load.
 */
export async function notFoundWithHelp(): Promise<never> {
  await notFoundLoader().catch(() => null);
  throw data(null, { status: 404 });
}

/**
 * The 404 page: unknown routes, and products or tokens that do not exist. Besides the way home, a
 * search box, the categories and a few of the new collection.
 */
export function NotFoundPage() {
  const texts = useTexts(routeTexts);
  // Also shown inside routes with titles of their own (an unknown product), so it sets its own.
  useDocumentTitle(texts.notFoundTitle);
  return (
    <section className={styles.page}>
      <p className={styles.eyebrow} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{texts.notFoundTitle}</h1>
      <p className={styles.text}>{texts.notFoundText}</p>
      <Link to="/home" className="button">
        {texts.backHome}
      </Link>
      {/* A route's 404 whose loader did not load the help (an API's 404 in a page's query): the
          server's string rendering cannot wait, so the help comes with the browser's script. */}
      {(typeof window !== "undefined" || help.isLoaded()) && (
        <Suspense fallback={null}>
          <help.Component />
        </Suspense>
      )}
    </section>
  );
}
