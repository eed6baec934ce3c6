import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServerDatabase, databaseKind } from "../../test/database.ts";
import { IFTHENPAY_KEYS } from "../../test/fake-ifthenpay.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { purchaseBody, setOnlineStock } from "../../test/purchases.ts";
import { callOver, freePort, startServerProcess } from "../../test/server-process.ts";
import { newToken } from "../http/session.ts";
import { newPasswordLink } from "../modules/staff/staff-admin.service.ts";

const cart = { "1": { id: 1, quantities: { "36": 1 } } };
const ANTI_PHISHING_KEY = IFTHENPAY_KEYS.IFTHENPAY_ANTI_PHISHING_KEY;
let drop: (() => Promise<void>) | undefined;
afterAll(() => drop?.());

/** The order page's link in the purchase email the server wrote to its mail folder. */
async function mailedOrderLink(mailDir: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const files = existsSync(mailDir) ? readdirSync(mailDir, { withFileTypes: true }) : [];
    for (const file of files.filter((f) => f.isFile())) {
      const text = readFileSync(join(mailDir, file.name), "utf8").replace(/=\r?\n/g, "");
      const token = text.match(/\/encomenda\/([\w-]{20,})/)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no purchase email with an order link");
}

describe(`the request log of a server run (${databaseKind})`, () => {
  it("holds no link's token and no callback's key", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "shop-request-log-"));
    let staffLink = "";
    const database = await createServerDatabase(dataDir, async (db) => {
      await insertCatalogueFixture(db);
      await setOnlineStock(db, 1, "36", 5);
      const { id } = await db.db
        .insertInto("staff")
        .values({ email: "nova@sapatarialisboa.pt", name: "Nova", role: "manager" })
        .returning("id")
        .executeTakeFirstOrThrow();
      staffLink = await newPasswordLink(db.db, "", id);
    });
    drop = database.drop;
    const server = await startServerProcess({
      ...database.env,
      ...IFTHENPAY_KEYS,
      MULTIBANCO_PROVIDER: "ifthenpay",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
    });
    const agent = new http.Agent({ keepAlive: true });
    const call = (path: string, body?: unknown) => callOver(agent, server.port, path, body);
    try {
      const bought = await call("/api/public/purchase/generate", purchaseBody({ cart }));
      expect(bought?.status).toBe(200);
      const data = bought?.body.data as Record<string, string | number>;
      const orderToken = await mailedOrderLink(join(dataDir, "mail"));
      const order = await call(`/api/public/orders/${orderToken}`);
      expect(order?.status).toBe(200);
      const callback = new URLSearchParams({
        key: ANTI_PHISHING_KEY,
        entidade: String(data.paymentEntity),
        referencia: String(data.paymentReference),
        valor: Number(data.paymentValue).toFixed(2),
        datahorapag: "26-11-2026 10:15:00",
      });
      const paid = await call(`/api/payments/ifthenpay/multibanco?${callback}`);
      expect(paid?.status).toBe(200);
      const staffToken = new URL(staffLink, "http://shop").searchParams.get("token") as string;
      expect((await call(`/api/admin/password-link?token=${staffToken}`))?.status).toBe(200);
      const others = [newToken(), newToken(), newToken()];
      await call(`/api/public/invoices/${others[0]}`);
      await call(`/api/users/client/recover/check`, { token: others[1] });
      expect((await call(`/%65ncomenda/${others[2]}`))?.status).toBeDefined();

      // The log writes its lines in batches (4 KB, or a second's): wait for the seven calls'.
      const log = await loggedRequests(server.output, 7);
      expect(log).toContain("/api/public/orders/…");
      expect(log).toContain("/api/payments/ifthenpay/multibanco?key=…");
      for (const secret of [orderToken, ANTI_PHISHING_KEY, staffToken, ...others]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      agent.destroy();
      server.kill();
    }
  }, 60_000);

  it("writes one line per request, answers before routing included, found by the id in the header", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "shop-request-lines-"));
    const database = await createServerDatabase(dataDir, insertCatalogueFixture);
    const metricsPort = await freePort();
    const server = await startServerProcess({
      ...database.env,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      METRICS_PORT: String(metricsPort),
    });
    const agent = new http.Agent({ keepAlive: true });
    const call = (path: string) => callOver(agent, server.port, path);
    try {
      const answers = [];
      // The first call makes the bytes through the route; the next ones are answered before it.
      for (let i = 0; i < 3; i += 1) answers.push(await call("/api/public/persistent"));
      answers.push(await call("/api/public/products/product/1"));
      answers.push(await call("/api/public/products/product/1"));
      answers.push(await call("/api/public/nothing-here"));
      const ids = answers.map((answer) => answer?.requestId ?? "");
      expect(new Set(ids).size).toBe(answers.length);
      const lines = await requestLines(server.output, ids);
      answers.forEach((answer, i) => {
        const line = lines.get(ids[i] ?? "");
        expect(line, ids[i]).toMatchObject({ method: "GET", status: answer?.status });
        expect(line?.ms).toBeGreaterThanOrEqual(0);
      });
      expect(lines.get(ids[2] ?? "")?.route).toBe("/api/public/persistent");
      expect(lines.get(ids[4] ?? "")?.route).toBe("/api/public/products/product/:id");
      expect(lines.get(ids[5] ?? "")?.status).toBe(404);

      // The metrics count the answers before routing too, on their own port only.
      expect((await call("/metrics"))?.status).toBe(404);
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      const persistent = (await scraped.text())
        .split("\n")
        .find((row) =>
          row.startsWith(
            'shop_http_request_duration_seconds_count{method="GET",route="/api/public/persistent",status="200"}',
          ),
        );
      // As many as the log's lines for it (the three above, and any the server made itself).
      const logged = server
        .output()
        .split("\n")
        .filter((row) => row.includes('"route":"/api/public/persistent","status":200')).length;
      expect(logged).toBeGreaterThanOrEqual(3);
      expect(Number(persistent?.split(" ").pop())).toBe(logged);
    } finally {
      agent.destroy();
      server.kill();
      await database.drop();
    }
  }, 60_000);
});

/** The log once it holds at least `count` request lines (written a second later at most). */
async function loggedRequests(output: () => string, count: number): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const log = output();
    if (log.split("\n").filter((line) => line.includes('"msg":"request"')).length >= count) {
      return log;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return output();
}

/** The request lines of these ids, once the asynchronous log has written them all. */
async function requestLines(output: () => string, ids: string[]) {
  const lines = new Map<string, Record<string, unknown>>();
  for (let tries = 0; tries < 50 && lines.size < ids.length; tries += 1) {
    lines.clear();
    for (const text of output().split("\n")) {
      if (!text.startsWith("{")) continue;
      const line = JSON.parse(text) as Record<string, unknown>;
      const id = String(line.reqId);
      if (line.msg === "request" && ids.includes(id)) {
        expect(lines.has(id), `one line for ${id}`).toBe(false);
        lines.set(id, line);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return lines;
}
