import { mkdirSync } from "node:fs";
import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import { Mutex, PGliteDialect } from "./pglite-dialect.ts";
import type { DB } from "./schema.ts";
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from "./timeouts.ts";

export type DatabaseKind = "pglite" | "postgres";

/** The one door to the database, whichever engine is behind it. */
export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** Runs a multi-statement SQL script in one transaction (migrations). */
  runScript(sql: string): Promise<void>;
  /** Runs `work` while holding a lock that other server processes also take (migrate, seed). */
  withExclusiveLock<T>(work: () => Promise<T>): Promise<T>;
  /** Calls `onNotify` for each NOTIFY on `channel`; returns a function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Housekeeping that PostgreSQL's autovacuum does by itself and PGlite does not: clears the rows
   * that updates left behind (so scans and indexes stay small) and refreshes planner statistics.
   */
  maintain(): Promise<void>;
  /**
   * A consistent gzipped tarball of the embedded database's files, taken between transactions
   * (PGlite only: PostgreSQL has pg_dump).
   */
  snapshot(): Promise<Buffer>;
  /** The connections now: open, running a query or transaction, and work waiting for one. */
  connections(): { open: number; inUse: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL, or undefined for the embedded PGlite. */
  url?: string | undefined;
  /** PGlite's data folder; undefined keeps it in memory. */
  pgliteDir?: string | undefined;
  /** A snapshot() to fill an empty PGlite folder with (restore). */
  pgliteSnapshot?: Blob | undefined;
  /** Most connections the pool opens to PostgreSQL. */
  poolSize?: number;
  /** How long PostgreSQL work may wait (see `DatabaseTimeouts`). */
  timeouts?: Partial<DatabaseTimeouts>;
  /** Told of every dropped PostgreSQL connection (for the log); the shop carries on. */
  onConnectionError?: ConnectionErrorListener;
}

export type ConnectionErrorListener = (error: Error, connection: "pool" | "listen") => void;

/** The name the shop's connections carry in pg_stat_activity. */
export const DATABASE_APPLICATION_NAME = "sapataria-shop";

const LOCK_KEY = 720_1978;
// int8 and numeric (VAT rates) as numbers and dates as 'YYYY-MM-DD': the same values on both engines.
const PG_INT8 = 20;
const PG_DATE = 1082;
const PG_NUMERIC = 1700;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(
        options.url,
        options.poolSize ?? 10,
        { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts },
        options.onConnectionError ?? (() => undefined),
      )
    : openPGlite(options.pgliteDir, options.pgliteSnapshot);
}

/** PGlite is one process's database: its folder is locked before opening and until close. */
async function openPGlite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    return pgliteDatabase(await createPGlite(dataDir, snapshot), () => lock?.release());
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function createPGlite(dataDir: string | undefined, snapshot: Blob | undefined) {
  return PGlite.create(dataDir, {
    extensions: { unaccent, pg_trgm, fuzzystrmatch },
    parsers: {
      [pgliteTypes.INT8]: Number,
      [pgliteTypes.NUMERIC]: Number,
      [pgliteTypes.DATE]: (value: string) => value,
    },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
}

function pgliteDatabase(pglite: PGlite, unlock: () => void): Database {
  const mutex = new Mutex();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite, mutex) });
  return {
    kind: "pglite",
    db,
    async runScript(sql) {
      const release = await mutex.acquire();
      try {
        await pglite.transaction(async (tx) => {
          await tx.exec(sql);
        });
      } finally {
        release();
      }
    },
    withExclusiveLock: (work) => work(),
    connections: () => ({ open: 1, inUse: mutex.inUse, waiting: mutex.waiting }),
    listen: (channel, onNotify) => pglite.listen(channel, onNotify),
    async maintain() {
      await sql`VACUUM ANALYZE`.execute(db);
    },
    async snapshot() {
      const release = await mutex.acquire();
      try {
        await pglite.exec("CHECKPOINT");
        const tarball = await pglite.dumpDataDir("gzip");
        return Buffer.from(await tarball.arrayBuffer());
      } finally {
        release();
      }
    },
    async close() {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === PG_INT8) return Number;
    if (oid === PG_DATE) return (value: string) => value;
    if (oid === PG_NUMERIC) return Number;
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads do not accept a union.
    return pg.types.getTypeParser(oid, format as any);
  },
};

async function openPostgres(
  url: string,
  poolSize: number,
  timeouts: DatabaseTimeouts,
  onConnectionError: ConnectionErrorListener,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: pgTypes,
    application_name: DATABASE_APPLICATION_NAME,
    connectionTimeoutMillis: timeouts.connectMs,
    lock_timeout: timeouts.lockMs,
    statement_timeout: timeouts.statementMs,
    // A transaction left open by a crashed request holds its locks no longer than this.
    idle_in_transaction_session_timeout: timeouts.statementMs,
  });
  // An idle client lost its connection; the pool replaces it on the next query.
  pool.on("error", (error) => onConnectionError(error, "pool"));
  pool.on("connect", (client) => {
    // A client in use whose connection drops (failover, restart, pg_terminate_backend) fails
    // its query, which fails that request; without a listener the event would end the process.
    // The pool discards it when it is released.
    client.on("error", (error) => onConnectionError(error, "pool"));
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const stopListeners: Array<() => Promise<void>> = [];
  return {
    kind: "postgres",
    db,
    async runScript(sql) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        // Migrations may take longer than a request's statement is allowed to.
        await client.query("SET LOCAL statement_timeout = 0; SET LOCAL lock_timeout = 0");
        await client.query(sql);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    async withExclusiveLock(work) {
      const client = await pool.connect();
      try {
        // A server starting while another migrates waits for it, however long that takes.
        await client.query("SET lock_timeout = 0");
        await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
        return await work();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
        await client.query("RESET lock_timeout").catch(() => undefined);
        client.release();
      }
    },
    connections: () => ({
      open: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async listen(channel, onNotify) {
      const stop = await listenWithReconnect(url, channel, onNotify, onConnectionError);
      stopListeners.push(stop);
      return stop;
    },
    maintain: async () => undefined,
    snapshot() {
      return Promise.reject(
        new Error("On PostgreSQL, back up with pg_dump (see docs/operations.md)"),
      );
    },
    async close() {
      await Promise.all(stopListeners.map((stop) => stop()));
      await db.destroy();
    },
  };
}

/** A dedicated connection for LISTEN that reconnects (and reports a change) if it drops. */
async function listenWithReconnect(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onConnectionError: ConnectionErrorListener,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current = await connectListener();

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, types: pgTypes });
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    client.on("error", (error) => {
      if (stopped) return;
      onConnectionError(error, "listen");
      client.end().catch(() => undefined);
      setTimeout(() => reconnect(), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    try {
      current = await connectListener();
      // Changes may have happened while disconnected.
      onNotify("reconnected");
    } catch {
      setTimeout(() => reconnect(), 1000).unref();
    }
  }

  return async () => {
    stopped = true;
    await current.end().catch(() => undefined);
  };
}
