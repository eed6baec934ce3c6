/**
 * Whether an error means the database cannot serve right now (rather than a bug): its connection
 * dropped, it refuses or does not answer connections, or a statement or lock waited past its
 * timeout. Such a request answers 503 with Retry-After, and the next one may well succeed.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  "57014", // query_canceled: statement_timeout
  "55P03", // lock_not_available: lock_timeout
  "57P01", // admin_shutdown: pg_terminate_backend, a restart
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, or connections not allowed
  "53300", // too_many_connections
  "55000", // on connecting: the database does not accept connections (ALLOW_CONNECTIONS false)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "3D000", // invalid_catalog_name: no such database (or not allowed: ALLOW_CONNECTIONS false)
]);

const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === "string" &&
    (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
  )
    return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE =
  "A loja está momentaneamente indisponível. Por favor, tente de novo dentro de alguns segundos.";
