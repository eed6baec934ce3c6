import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminQuery, createTestDatabase, databaseKind, postgresUrl } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { generate, onlineStock, purchaseBody, setOnlineStock } from "../../test/purchases.ts";

// What a failover, a restart or an idle-timeout proxy does to the shop's connections (this file
// runs in the PostgreSQL pass only: see vitest.config.ts).
describe(`database faults (${databaseKind})`, () => {
  let shop: TestApp;
  let name: string;
  const timeouts = { connectMs: 1000, lockMs: 500, statementMs: 3000 };
  const reported: string[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase({
      timeouts,
      onConnectionError: (_error, connection) => reported.push(connection),
    });
    await insertCatalogueFixture(database);
    shop = await createTestApp({ database });
    name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(database.db))
      .rows[0]?.name as string;
  });
  afterAll(async () => {
    await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await shop?.close();
  });
  // Each test starts from 20 units online and no reservation of them, once selling works.
  beforeEach(async () => {
    await sellsAgain();
    await sql`DELETE FROM purchase_lines`.execute(shop.database.db);
    await setOnlineStock(shop.database, 1, "36", 20);
  });

  const terminateAll = () =>
    adminQuery(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
    );
  const buyOne = () =>
    generate(shop, purchaseBody({ cart: { "1": { id: 1, quantities: { "36": 1 } } } }));

  /**
   * A purchase succeeds again within seconds. The first request after a drop may still be given
   * a connection whose end the pool has not seen yet: it fails alone, with 503.
   */
  async function sellsAgain() {
    const started = Date.now();
    for (;;) {
      const answer = await buyOne();
      if (answer.statusCode === 200) return Date.now() - started;
      expect(answer.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Units of size 36 reserved by purchases, plus what is left online: the 20 there were. */
  async function stockAddsUp() {
    const reserved = await sql<{ units: number }>`
      SELECT coalesce(sum(quantity), 0)::int AS units FROM purchase_lines
      WHERE product_id = 1 AND size = '36'`.execute(shop.database.db);
    expect((reserved.rows[0]?.units ?? 0) + (await onlineStock(shop.database, 1, "36"))).toBe(20);
  }

  it("sells again within seconds after its idle connections are dropped", async () => {
    expect((await buyOne()).statusCode).toBe(200);
    await terminateAll();
    expect(await sellsAgain()).toBeLessThan(5000);
    // Each dropped connection was reported for the log, the LISTEN ones included.
    await vi.waitFor(() => expect(reported).toContain("listen"));
    expect(reported).toContain("pool");
  });

  it("stays up when connections drop in the middle of purchases; what was answered is there", async () => {
    const buying = Array.from({ length: 6 }, () => buyOne());
    await new Promise((resolve) => setTimeout(resolve, 15));
    await terminateAll();
    const answers = await Promise.all(buying);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.statusCode);
      if (answer.statusCode === 503) {
        expect(answer.headers["retry-after"]).toBe("5");
        expect(answer.json().error.code).toBe("UNAVAILABLE");
      }
    }
    const answered = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.id);
    const stored = await shop.database.db
      .selectFrom("purchases")
      .select("id")
      .where("id", "in", answered.length > 0 ? answered : [0])
      .execute();
    expect(stored).toHaveLength(answered.length);
    await sellsAgain();
    await stockAddsUp();
  });

  it("answers 503 with Retry-After within the lock timeout while a size's stock is locked", async () => {
    const locker = new pg.Client({ connectionString: new URL(`/${name}`, postgresUrl).toString() });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query(
        "SELECT * FROM stock WHERE product_id = 1 AND size = '36' AND store_id IS NULL FOR UPDATE",
      );
      const started = Date.now();
      const answer = await buyOne();
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json().error.message).toMatch(/momentaneamente indisponível/);
      expect(Date.now() - started).toBeLessThan(timeouts.lockMs + 2000);
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
    expect((await buyOne()).statusCode).toBe(200);
    await stockAddsUp();
  });

  it("answers 503 while the database refuses connections, and sells again once it accepts them", async () => {
    await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await terminateAll();
    const started = Date.now();
    const refused = await buyOne();
    expect(refused.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(timeouts.connectMs + 2000);
    const health = await shop.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json().error.message).toBe("A base de dados não responde.");
    await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await sellsAgain();
  });
});
