import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServerDatabase, databaseKind } from "../../test/database.ts";
import { IFTHENPAY_KEYS } from "../../test/fake-ifthenpay.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { purchaseBody, setOnlineStock } from "../../test/purchases.ts";
import { callOver, startServerProcess } from "../../test/server-process.ts";
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

      const log = server.output();
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
});
