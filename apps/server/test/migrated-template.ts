import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { createPostgresDatabase, dropPostgresDatabase, postgresUrl } from "./database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database's files (PGlite's snapshot), to start each test from. */
    migratedSnapshotFile: string;
    /** A migrated PostgreSQL database that each test's database is copied from. */
    migratedTemplate: string;
  }
}

/**
 * Vitest's global setup for the server's tests: the migrations run once per run, not once per
 * test database (a fresh PGlite spends ~3 s in initdb and migrations; one loaded from a migrated
 * snapshot ~1 s). Each test still gets a database of its own, and still migrates it (a no-op).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (postgresUrl) return setupPostgres(project);
  const folder = mkdtempSync(join(tmpdir(), "shop-migrated-"));
  const file = join(folder, "migrated.tgz");
  const database = await openDatabase({});
  try {
    await migrate(database);
    writeFileSync(file, await database.snapshot());
  } finally {
    await database.close();
  }
  project.provide("migratedSnapshotFile", file);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const { name, url } = await createPostgresDatabase(undefined, "shop_template");
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  project.provide("migratedTemplate", name);
  return () => dropPostgresDatabase(name);
}
