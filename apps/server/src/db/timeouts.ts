/**
 * Bounded waits on PostgreSQL, in milliseconds: for a connection (a new one, or a free one of the
 * pool), for a row or table lock, and for one statement. Past them the request fails with 503.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  lockMs: number;
  statementMs: number;
}

/** The defaults of `DATABASE_*_TIMEOUT_MS` (config/env.ts), and of commands and tests. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5000,
  lockMs: 5000,
  statementMs: 15_000,
};
