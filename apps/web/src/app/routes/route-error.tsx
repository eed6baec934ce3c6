import type { Translation } from "@shop/shared";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { useTexts } from "../../lib/i18n/use-texts";
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

function errorMessage(error: unknown, texts: Translation<typeof routeTexts>): string {
  if (isChunkError(error)) return texts.chunkErrorText;
  if (error instanceof ApiRequestError) return error.message;
  return texts.errorText;
}

/**
 * The error boundary of every route: 'Ups' and a message instead of a blank screen. A 404
 * (thrown as `data(null, { status: 404 })` or an API 404) shows the 404 page.
 */
export function RouteError() {
  const texts = useTexts(routeTexts);
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
      <h1 className={styles.title}>{unavailable ? texts.unavailableTitle : texts.errorTitle}</h1>
      <p className={styles.text}>{errorMessage(error, texts)}</p>
      {unavailable && <p className={styles.text}>{texts.unavailableRetrying}</p>}
      {error instanceof ApiRequestError && error.requestId && (
        <p className={styles.reference}>{texts.errorReference(error.requestId)}</p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {texts.retry}
        </button>
        <Link to="/home" className="button button--secondary" reloadDocument>
          {texts.backHome}
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
