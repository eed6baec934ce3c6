import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import { repoRoot } from "../config/paths.ts";
import type { Database } from "./database.ts";
import type { DB } from "./schema.ts";

// Read from the source tree in development and from the bundle alike.
export const MIGRATIONS_DIR = join(repoRoot, "apps/server/src/db/migrations");

interface MigrationFile {
  name: string;
  script: string;
  checksum: string;
}

/** The migration files in name order; the checksum ignores line endings (a Windows checkout). */
async function readMigrations(directory: string): Promise<MigrationFile[]> {
  const names = (await readdir(directory)).filter((file) => file.endsWith(".sql")).sort();
  return Promise.all(
    names.map(async (name) => {
      const script = await readFile(join(directory, name), "utf8");
      const checksum = createHash("sha256").update(script.replaceAll("\r\n", "\n")).digest("hex");
      return { name, script, checksum };
    }),
  );
}

/** The names of the migration files, read once for a readiness check that runs every few seconds. */
export async function migrationNames(directory = MIGRATIONS_DIR): Promise<string[]> {
  return (await readMigrations(directory)).map((file) => file.name);
}

/** Which of `names` the database has not applied; throws when it has no migrations table. */
export async function pendingMigrations(db: Kysely<DB>, names: string[]): Promise<string[]> {
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  return names.filter((name) => !applied.has(name));
}

async function appliedChecksums(db: Kysely<DB>): Promise<Map<string, string | null>> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // Databases migrated before checksums were recorded get the column, filled once below.
  await sql`ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`.execute(db);
  const done = await sql<{
    name: string;
    checksum: string | null;
  }>`SELECT name, checksum FROM schema_migrations`.execute(db);
  return new Map(done.rows.map((row) => [row.name, row.checksum]));
}

/** An applied migration is history: an edit to its file stops the start, naming the file. */
async function checkApplied(
  db: Kysely<DB>,
  files: MigrationFile[],
  applied: Map<string, string | null>,
): Promise<void> {
  for (const file of files) {
    const recorded = applied.get(file.name);
    if (recorded === null) {
      await sql`UPDATE schema_migrations SET checksum = ${file.checksum}
        WHERE name = ${file.name}`.execute(db);
    } else if (recorded !== undefined && recorded !== file.checksum) {
      throw new Error(
        `Migration ${file.name} was changed after it was applied; restore it and put the change in a new migration file.`,
      );
    }
  }
}

/**
 * Applies, in name order, every migration not applied yet, each in its own transaction, after
 * checking that none of the applied ones changed.
 */
export async function migrate(database: Database, directory = MIGRATIONS_DIR): Promise<string[]> {
  return database.withExclusiveLock(async () => {
    const files = await readMigrations(directory);
    const applied = await appliedChecksums(database.db);
    await checkApplied(database.db, files, applied);
    const pending = files.filter((file) => !applied.has(file.name));
    for (const file of pending) {
      const record = `INSERT INTO schema_migrations (name, checksum) VALUES ('${file.name.replaceAll("'", "''")}', '${file.checksum}');`;
      await database.runScript(`${file.script}\n${record}`);
    }
    return pending.map((file) => file.name);
  });
}
