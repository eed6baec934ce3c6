import { type Persistent, PersistentSchema } from "@shop/shared";
import { sql, type Updateable } from "kysely";
import { expect, vi } from "vitest";
import type { Database } from "../src/db/database.ts";
import type { DB } from "../src/db/schema.ts";
import type { TestApp } from "./app.ts";
import { insertCatalogueFixture } from "./fixtures.ts";

/** Tables the content fixture fills with its own ids: their identities continue after them. */
const FIXED_ID_TABLES = ["categories", "country_groups"] as const;

/** The catalogue fixture, ready for rows added without an id (as the back office adds them). */
export async function insertShopDataFixture(database: Database): Promise<void> {
  await insertCatalogueFixture(database);
  for (const table of FIXED_ID_TABLES) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
      database.db,
    );
  }
}

/** The storefront's persistent data as it is served now. */
export async function persistent(shop: TestApp): Promise<Persistent> {
  const response = await shop.app.inject({ url: "/api/public/persistent" });
  return PersistentSchema.parse(response.json().data);
}

/** Waits until the storefront's persistent data shows what `check` expects (the cache is dropped on NOTIFY). */
export async function storefrontShows(shop: TestApp, check: (data: Persistent) => void) {
  await vi.waitFor(async () => check(await persistent(shop)), { timeout: 5000, interval: 50 });
}

/** The audit log's entries for one thing, newest first. */
export async function auditOf(shop: TestApp, entity: string, entityId?: number | string) {
  let query = shop.database.db
    .selectFrom("audit_log")
    .select(["staff_id", "action", "entity_id", "before", "after"])
    .where("entity", "=", entity);
  if (entityId !== undefined) query = query.where("entity_id", "=", String(entityId));
  return query.orderBy("id", "desc").execute();
}

/** A failed call's envelope: its status, code, message and fields. */
export function expectFailure(
  response: { statusCode: number; json: () => { valid: boolean; error: unknown } },
  status: number,
  error: { code: string; message?: string | RegExp; fields?: Record<string, unknown> },
) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body.valid).toBe(false);
  const { message, ...rest } = error;
  expect(body.error).toMatchObject({
    ...rest,
    ...(message === undefined
      ? {}
      : { message: typeof message === "string" ? message : expect.stringMatching(message) }),
  });
}

/** A product's views as written (call `catalog.flushViews()` first for the ones counted since). */
export async function viewCountOf(shop: TestApp, id: number): Promise<number> {
  const row = await shop.database.db
    .selectFrom("product_views")
    .select("views")
    .where("product_id", "=", id)
    .executeTakeFirst();
  return row?.views ?? 0;
}

/**
 * Changes a product's row as a back-office change does, and waits until the database's notice of
 * it has dropped the cached catalogue: a notice arriving after the next request would drop what
 * that request kept.
 */
export async function changeProduct(
  shop: TestApp,
  id: number,
  values: Updateable<DB["products"]>,
): Promise<void> {
  const dropped = new Promise<void>((resolve) => {
    const stop = shop.app.shop.catalog.onInvalidate(() => {
      stop();
      resolve();
    });
  });
  await shop.database.db.updateTable("products").set(values).where("id", "=", id).execute();
  await dropped;
}
