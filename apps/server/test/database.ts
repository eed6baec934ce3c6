import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseOptions, openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";

/** The PostgreSQL server to test against, when one is configured; PGlite otherwise. */
export const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
export const databaseKind = postgresUrl ? "postgres" : "pglite";

/** Runs one statement as the test server's administrator (outside the shop's pool). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let snapshot: Blob | undefined;

/** The migrated embedded database of the global setup (`migrated-template.ts`), read once. */
function migratedSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject("migratedSnapshotFile"))]);
  return snapshot;
}

/**
 * A new database on the test server, empty or a copy of `template`: its name and its URL.
 * `prefix` starts its name (test databases left by a killed run are found by it).
 */
export async function createPostgresDatabase(
  template?: string,
  prefix = "shop_test",
): Promise<{ name: string; url: string }> {
  if (!postgresUrl) throw new Error("no PostgreSQL server to test against");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export function dropPostgresDatabase(name: string): Promise<void> {
  return adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * configured PostgreSQL server that is dropped again on close. `migrationsDir` migrates it with
 * other files (the shop's first ones, to test a later migration over data).
 */
export async function createTestDatabase(
  options: Pick<DatabaseOptions, "timeouts" | "onConnectionError"> & {
    migrationsDir?: string;
  } = {},
): Promise<Database> {
  const { migrationsDir, ...databaseOptions } = options;
  const fromTemplate = migrationsDir === undefined;
  if (!postgresUrl) {
    const database = await openDatabase(fromTemplate ? { pgliteSnapshot: migratedSnapshot() } : {});
    await migrate(database, migrationsDir);
    return database;
  }
  const { name, url } = await createPostgresDatabase(
    fromTemplate ? inject("migratedTemplate") : undefined,
  );
  const database = await openDatabase({ url, poolSize: 5, ...databaseOptions });
  await migrate(database, migrationsDir);
  return {
    ...database,
    async close() {
      await database.close();
      await dropPostgresDatabase(name);
    },
  };
}

/**
 * A fresh, migrated database for a server process of its own (a child the test starts): the
 * environment that points the child at it, prepared by `prepare`, and a way to open it again
 * once the child has stopped, and to drop it.
 */
export async function createServerDatabase(
  dataDir: string,
  prepare: (database: Database) => Promise<void>,
): Promise<{ env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> }> {
  if (!postgresUrl) {
    const pgliteDir = join(dataDir, "pglite");
    const open = async () => openDatabase({ pgliteDir });
    const database = await openDatabase({ pgliteDir, pgliteSnapshot: migratedSnapshot() });
    await migrate(database);
    await prepare(database);
    await database.close();
    return { env: {}, open, drop: async () => undefined };
  }
  const { name, url } = await createPostgresDatabase(inject("migratedTemplate"));
  const open = async () => openDatabase({ url, poolSize: 2 });
  const database = await open();
  await migrate(database);
  await prepare(database);
  await database.close();
  return { env: { DATABASE_URL: url }, open, drop: () => dropPostgresDatabase(name) };
}
