import { appendFileSync, cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKind } from "../../test/database.ts";
import type { Database } from "./database.ts";
import { MIGRATIONS_DIR, migrate, migrationNames, pendingMigrations } from "./migrate.ts";

/** The shop's migrations plus one of the test's own, in a folder the test may edit. */
function migrationsWithExtra(): { directory: string; extra: string } {
  const directory = mkdtempSync(join(tmpdir(), "shop-migrations-"));
  cpSync(MIGRATIONS_DIR, directory, { recursive: true });
  const extra = join(directory, "900-extra.sql");
  writeFileSync(extra, "CREATE TABLE extra_things (id integer PRIMARY KEY);\n");
  return { directory, extra };
}

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe(`migrations (${databaseKind})`, () => {
  it("apply once: a second run has nothing to do", async () => {
    expect(await migrate(database)).toEqual([]);
  });

  it("refuse to run when an applied file changed, naming it", async () => {
    const { directory, extra } = migrationsWithExtra();
    expect(await pendingMigrations(database.db, await migrationNames(directory))).toEqual([
      "900-extra.sql",
    ]);
    expect(await migrate(database, directory)).toEqual(["900-extra.sql"]);
    expect(await migrate(database, directory)).toEqual([]);
    appendFileSync(extra, "ALTER TABLE extra_things ADD COLUMN name text;\n");
    await expect(migrate(database, directory)).rejects.toThrow(
      "Migration 900-extra.sql was changed after it was applied",
    );
    await sql`DROP TABLE extra_things`.execute(database.db);
    await sql`DELETE FROM schema_migrations WHERE name = '900-extra.sql'`.execute(database.db);
  });

  it("record the checksum of files applied before checksums existed, then hold them to it", async () => {
    const { directory, extra } = migrationsWithExtra();
    await migrate(database, directory);
    await sql`UPDATE schema_migrations SET checksum = NULL`.execute(database.db);
    appendFileSync(extra, "-- a comment added before checksums were kept\n");
    expect(await migrate(database, directory)).toEqual([]);
    const missing = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM schema_migrations WHERE checksum IS NULL`.execute(
      database.db,
    );
    expect(missing.rows[0]?.count).toBe(0);
    appendFileSync(extra, "-- and an edit after\n");
    await expect(migrate(database, directory)).rejects.toThrow("900-extra.sql");
    await sql`DROP TABLE extra_things`.execute(database.db);
    await sql`DELETE FROM schema_migrations WHERE name = '900-extra.sql'`.execute(database.db);
  });

  it("keep each product's search text normalised and current", async () => {
    const { db } = database;
    const brand = await db
      .insertInto("brands")
      .values({ name: "Fábrica Évora" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const color = await db
      .insertInto("colors")
      .values({ name: "Azul-marinho" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const tag = await db
      .insertInto("tags")
      .values({ name: "Camurça" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const product = await db
      .insertInto("products")
      .values({
        ref: "SL-1",
        title: "Sandálias de Pele",
        price_cents: 5990,
        brand_id: brand.id,
        color_id: color.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("product_tags")
      .values({ product_id: product.id, tag_id: tag.id })
      .execute();
    const searchText = async () =>
      (
        await db
          .selectFrom("products")
          .select("search_text")
          .where("id", "=", product.id)
          .executeTakeFirstOrThrow()
      ).search_text;
    expect(await searchText()).toBe(" sandalias de pele sl 1 fabrica evora azul marinho camurca ");
    await db.updateTable("brands").set({ name: "Atelier" }).where("id", "=", brand.id).execute();
    expect(await searchText()).toBe(" sandalias de pele sl 1 atelier azul marinho camurca ");
  });
});
