import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createServerDatabase, databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { purchaseBody, setOnlineStock } from "../../test/purchases.ts";
import { callOver, startServerProcess } from "../../test/server-process.ts";

// Generous for a loaded CI machine: an unhindered stop takes well under a second.
const DEADLINE_MS = 15_000;

const cart = { "1": { id: 1, quantities: { "36": 1 } } };
let drop: (() => Promise<void>) | undefined;
afterAll(() => drop?.());

describe(`SIGTERM in the middle of purchases (${databaseKind})`, () => {
  it("answers what is in flight, exits 0 within the deadline, and every answered purchase is kept", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "shop-shutdown-"));
    const database = await createServerDatabase(dataDir, async (db) => {
      await insertCatalogueFixture(db);
      await setOnlineStock(db, 1, "36", 30);
    });
    drop = database.drop;
    const server = await startServerProcess({
      ...database.env,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      PURCHASE_LIMITS_FACTOR: "1000",
      SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS),
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const call = (path: string, body?: unknown) => callOver(agent, server.port, path, body);
    try {
      // A buyer waiting for a payment holds a long call open: it must not hold the stop.
      const unpaid = await call("/api/public/purchase/generate", purchaseBody({ cart }));
      expect(unpaid?.status).toBe(200);
      const waiting = call("/api/public/purchase/wait", { idShort: unpaid?.body.data?.idShort });
      const buying = Array.from({ length: 6 }, () =>
        call("/api/public/purchase/generate", purchaseBody({ cart })),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      const stoppedAt = Date.now();
      server.child.kill("SIGTERM");
      const answers = await Promise.all(buying);
      await waiting;
      expect(await server.exited, server.output()).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(DEADLINE_MS);

      for (const answer of answers) if (answer) expect([200, 503]).toContain(answer.status);
      const answered = [unpaid, ...answers]
        .filter((answer) => answer?.status === 200)
        .map((answer) => answer?.body.data?.id as number);
      // The embedded database opens again: its lock was released.
      const reopened = await database.open();
      try {
        const kept = await reopened.db
          .selectFrom("purchases")
          .select("id")
          .where("id", "in", answered)
          .execute();
        expect(kept).toHaveLength(answered.length);
        const { rows } = await sql<{ units: number }>`
          SELECT coalesce(sum(quantity), 0)::int AS units FROM purchase_lines
          WHERE product_id = 1 AND size = '36'`.execute(reopened.db);
        const online = await reopened.db
          .selectFrom("stock")
          .select("quantity")
          .where("product_id", "=", 1)
          .where("size", "=", "36")
          .where("store_id", "is", null)
          .executeTakeFirstOrThrow();
        expect((rows[0]?.units ?? 0) + online.quantity).toBe(30);
      } finally {
        await reopened.close();
      }
    } finally {
      agent.destroy();
      server.kill();
    }
  }, 60_000);
});
