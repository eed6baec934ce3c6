import { staffMessages } from "@shop/shared";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { routeTexts } from "../texts";
import { NotFoundPage } from "./not-found-page";
import styles from "./page-message.module.css";

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiRequestError) return error.status;
  return null;
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

function errorMessage(error: unknown): string {
  if (isChunkError(error)) return routeTexts.chunkErrorText;
  if (error instanceof ApiRequestError) return error.message;
  return routeTexts.errorText;
}

/** The error boundary of every route: a message in the page instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const status = statusOf(error);
  const expected = status === 403 || status === 404;

  useEffect(() => {
    if (!expected) console.error(error);
  }, [error, expected]);

  if (status === 404) return <NotFoundPage />;
  const forbidden = status === 403;
  return (
    <section className={styles.page} role="alert">
      <h1>{forbidden ? routeTexts.forbiddenTitle : routeTexts.errorTitle}</h1>
      <p>{forbidden ? staffMessages.forbidden : errorMessage(error)}</p>
      {!forbidden && (
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {routeTexts.retry}
        </button>
      )}
    </section>
  );
}
