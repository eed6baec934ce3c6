import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createServerDatabase, databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { purchaseBody, setOnlineStock } from "../../test/purchases.ts";

const root = join(import.meta.dirname, "../../../..");
// Generous for a loaded CI machine: an unhindered stop takes well under a second.
const DEADLINE_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One JSON call over the keep-alive agent: the status and body, or null if it got no answer. */
function call(agent: http.Agent, port: number, path: string, body?: unknown) {
  return new Promise<{ status: number; body: { data?: { id?: number } } } | null>((resolve) => {
    const request = http.request(
      {
        agent,
        port,
        host: "127.0.0.1",
        path,
        method: body === undefined ? "GET" : "POST",
        headers: body === undefined ? {} : { "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        );
        response.on("error", () => resolve(null));
      },
    );
    request.on("error", () => resolve(null));
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function waitUntilUp(agent: http.Agent, port: number, child: ChildProcess) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if ((await call(agent, port, "/api/health/live"))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

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
    const port = await freePort();
    // The child's database is the one prepared here, never the test run's own.
    const { DATABASE_URL: _run, TEST_DATABASE_URL: _test, ...inherited } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: root,
      env: {
        ...inherited,
        ...database.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        LOG_LEVEL: "info",
        PURCHASE_LIMITS_FACTOR: "1000",
        SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // What the server logs, shown if it does not stop as it should.
    let output = "";
    const keep = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    try {
      await waitUntilUp(agent, port, child);
      // A buyer waiting for a payment holds a long call open: it must not hold the stop.
      const unpaid = await call(
        agent,
        port,
        "/api/public/purchase/generate",
        purchaseBody({ cart }),
      );
      expect(unpaid?.status).toBe(200);
      const waiting = call(agent, port, "/api/public/purchase/wait", {
        idShort: (unpaid?.body.data as { idShort: string }).idShort,
      });
      const buying = Array.from({ length: 6 }, () =>
        call(agent, port, "/api/public/purchase/generate", purchaseBody({ cart })),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      const stoppedAt = Date.now();
      child.kill("SIGTERM");
      const answers = await Promise.all(buying);
      await waiting;
      expect(await exited, output).toBe(0);
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
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 60_000);
});
