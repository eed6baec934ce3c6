import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { insertContentFixture } from "../../test/fixtures.ts";
import { buildApp } from "../app.ts";
import { testConfig } from "../config/env.ts";

let shop: TestApp;
let secondServer: FastifyInstance;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture, config: { TRUST_PROXY: "1" } });
  secondServer = await buildApp({
    config: shop.config,
    database: shop.database,
    serveStorefront: false,
  });
  await secondServer.ready();
});
afterAll(async () => {
  await secondServer?.close();
  await shop?.close();
});

const message = { name: "Ana", surname: "Silva", email: "ana@example.pt", message: "Olá" };
const contact = (server: FastifyInstance, forwardedFor: string) =>
  server.inject({
    method: "POST",
    url: "/api/public/contact",
    payload: message,
    remoteAddress: "10.0.0.1",
    headers: { "x-forwarded-for": forwardedFor },
  });

describe(`limits per client address (${databaseKind})`, () => {
  it("hold across two server processes on one database", async () => {
    const statuses: number[] = [];
    for (const server of [shop.app, secondServer, shop.app, secondServer, shop.app, secondServer])
      statuses.push((await contact(server, "198.51.100.7")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("count the address the proxy saw, whatever the client forges on the left", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await shop.app.inject({
        method: "POST",
        url: "/api/users/client",
        payload: newCustomer(),
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.8` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await contact(shop.app, "198.51.100.9")).statusCode).toBe(200);
  });
});

describe("TRUST_PROXY", () => {
  it('refuses "true" at start, saying why', () => {
    expect(() => testConfig({ TRUST_PROXY: "true" })).toThrow(/client could choose its own/);
  });

  it("takes a hop count or a list of proxy addresses and ranges", () => {
    expect(testConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(testConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
    ]);
    expect(testConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(() => testConfig({ TRUST_PROXY: "proxy.local" })).toThrow(/IP addresses or CIDR/);
  });
});
