import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKind } from "../../test/database.ts";
import type { Database } from "./database.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe(`database maintenance (${databaseKind})`, () => {
  it("clears the rows that updates left behind", async () => {
    const { db } = database;
    const product = await db
      .insertInto("products")
      .values({ ref: "SL-1", title: "Botas", price_cents: 8990 })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const title of ["Botas de pele", "Botas de camurça", "Botins"]) {
      await db.updateTable("products").set({ title }).where("id", "=", product.id).execute();
    }
    // Statistics reach the views when the backend flushes them (at most once a second, when idle),
    // so the updates' dead rows are flushed before the vacuum and its result after, in that order.
    const flushStatistics = async () => {
      await sql`SELECT pg_stat_force_next_flush()`.execute(db);
      await sql`SELECT pg_stat_clear_snapshot()`.execute(db);
    };
    await flushStatistics();
    await database.maintain();
    await flushStatistics();
    const { rows } = await sql<{ dead: number; analyzed: boolean }>`
      SELECT n_dead_tup::int AS dead, last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL AS analyzed
      FROM pg_stat_user_tables WHERE relname = 'products'`.execute(db);
    // PostgreSQL's own autovacuum does this in the background; PGlite has none, so maintain() must.
    if (databaseKind === "pglite") expect(rows[0]).toEqual({ dead: 0, analyzed: true });
    else expect(rows).toHaveLength(1);
  });
});
