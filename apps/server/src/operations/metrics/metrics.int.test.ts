import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { createTestDatabase, databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { type ShopMetrics, shopMetrics } from "./metrics.ts";
import { metricsApp } from "./metrics-server.ts";

let shop: TestApp;
let metrics: ShopMetrics;

beforeAll(async () => {
  const database = await createTestDatabase();
  await insertCatalogueFixture(database);
  await setOnlineStock(database, 1, "36", 5);
  await setOnlineStock(database, 1, "38", 5);
  metrics = shopMetrics({ database, connectionErrors: () => 0, eventsSettledSeconds: 0 });
  shop = await createTestApp({ database, metrics });
});
afterAll(() => shop?.close());

/** A metric's value in Prometheus's text: the line of that name whose labels hold all these. */
function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split("\n")
    .find(
      (row) =>
        (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) &&
        wanted.every((label) => row.includes(label)),
    );
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

async function scrape(): Promise<string> {
  const server = metricsApp(metrics.registry);
  const answer = await server.inject({ url: "/metrics", remoteAddress: "127.0.0.1" });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers["content-type"]).toContain("text/plain");
  return answer.body;
}

describe(`Prometheus metrics (${databaseKind})`, () => {
  it("move after a purchase: requests, stock held, mail waiting, the purchase's events", async () => {
    const before = await scrape();
    const bought = await generate(shop, purchaseBody());
    expect(bought.statusCode).toBe(200);
    const after = await scrape();
    const route = { route: "/api/public/purchase/generate", status: "200", method: "POST" };
    expect(metricValue(after, "shop_http_request_duration_seconds_count", route)).toBe(
      metricValue(before, "shop_http_request_duration_seconds_count", route) + 1,
    );
    const held = { for: "purchase" };
    expect(metricValue(after, "shop_stock_held_units", held)).toBe(
      metricValue(before, "shop_stock_held_units", held) + 2,
    );
    expect(metricValue(after, "shop_mail_outbox", { state: "waiting" })).toBeGreaterThan(0);
    const created = { kind: "CREATED", method: "MULTIBANCO" };
    expect(metricValue(after, "shop_purchase_events_total", created)).toBe(
      metricValue(before, "shop_purchase_events_total", created) + 1,
    );
  });

  it("report the database's connections and Node's own figures", async () => {
    const text = await scrape();
    expect(metricValue(text, "shop_database_connections", { state: "open" })).toBeGreaterThan(0);
    expect(text).toContain("shop_database_connection_errors_total 0");
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
    expect(text).toContain("nodejs_heap_size_used_bytes");
    expect(text).toContain("shop_invoice_queue_oldest_waiting_seconds");
  });

  it("are not served on the shop's own port, and their port refuses public addresses", async () => {
    const publicCall = await shop.app.inject({ url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(publicCall.statusCode).toBe(404);
    const server = metricsApp(metrics.registry);
    for (const remoteAddress of ["203.0.113.7", "8.8.8.8", "2001:db8::1", "::ffff:198.51.100.2"]) {
      const answer = await server.inject({ url: "/metrics", remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(403);
      expect(answer.body).not.toContain("shop_");
    }
    for (const remoteAddress of [
      "127.0.0.1",
      "10.0.0.5",
      "192.168.1.20",
      "::1",
      "::ffff:172.16.0.9",
    ]) {
      expect((await server.inject({ url: "/metrics", remoteAddress })).statusCode).toBe(200);
    }
  });
});
