import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { Logo } from "../layout/logo";
import { routeTexts } from "../texts";
import { NotFoundPage } from "./not-found-page";
import styles from "./page-message.module.css";

function isNotFound(error: unknown): boolean {
  return (
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiRequestError && error.status === 404)
  );
}

/** A page's script could not be fetched (a new release replaced it, or the connection dropped). */
function isChunkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** The shop answered that it is briefly unavailable (its database is restarting, say). */
function isUnavailable(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 503;
}

/** Seconds before the page tries again by itself when the shop is briefly unavailable. */
const UNAVAILABLE_RETRY_MS = 10_000;

function errorMessage(error: unknown): string {
  if (isChunkError(error)) return routeTexts.chunkErrorText;
  if (error instanceof ApiRequestError) return error.message;
  return routeTexts.errorText;
}

/**
 * The error boundary of every route: 'Ups' and a message instead of a blank screen. A 404
 * (thrown as `data(null, { status: 404 })` or an API 404) shows the 404 page.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isNotFound(error);
  const unavailable = isUnavailable(error);

  useEffect(() => {
    if (!notFound && !unavailable) console.error(error);
  }, [error, notFound, unavailable]);

  useEffect(() => {
    if (!unavailable) return;
    const timer = setTimeout(() => window.location.reload(), UNAVAILABLE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [unavailable]);

  if (notFound) return <NotFoundPage />;

  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>
        {unavailable ? routeTexts.unavailableTitle : routeTexts.errorTitle}
      </h1>
      <p className={styles.text}>{errorMessage(error)}</p>
      {unavailable && <p className={styles.text}>{routeTexts.unavailableRetrying}</p>}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {routeTexts.retry}
        </button>
        <Link to="/home" className="button button--secondary" reloadDocument>
          {routeTexts.backHome}
        </Link>
      </div>
    </section>
  );
}

/** The root's error boundary: the layout itself failed, so the page stands alone. */
export function RootError() {
  return (
    <div className={styles.standalone}>
      <Logo />
      <RouteError />
    </div>
  );
}
