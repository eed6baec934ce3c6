import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import { repoRoot } from "../config/paths.ts";
import type { Database } from "./database.ts";

// Read from the source tree in development and from the bundle alike.
const MIGRATIONS_DIR = join(repoRoot, "apps/server/src/db/migrations");

/** Applies, in name order, every migration not applied yet; each in its own transaction. */
export async function migrate(database: Database, directory = MIGRATIONS_DIR): Promise<string[]> {
  return database.withExclusiveLock(async () => {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(database.db);
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(
      database.db,
    );
    const applied = new Set(done.rows.map((row) => row.name));
    const files = (await readdir(directory)).filter((file) => file.endsWith(".sql")).sort();
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      const script = await readFile(join(directory, file), "utf8");
      const record = `INSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}');`;
      await database.runScript(`${script}\n${record}`);
    }
    return pending;
  });
}
