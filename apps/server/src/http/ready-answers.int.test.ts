import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { changeProduct, viewCountOf } from "../../test/shop-data.ts";

// The answers written before routing, over a listening server: app.inject never reaches them.
let shop: TestApp;
let base = "";
/** The requests Fastify's routing saw: an answer before routing adds none. */
let routed: string[] = [];

beforeAll(async () => {
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    extraRoutes(app) {
      app.addHook("onRequest", (request, _reply, done) => {
        routed.push(request.url);
        done();
      });
    },
  });
  await shop.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
});
afterAll(() => shop?.close());

/** Status, headers (but the date) and bytes of an answer, and whether routing saw it. */
async function answer(url: string, init: RequestInit = {}) {
  routed = [];
  const response = await fetch(`${base}${url}`, init);
  const headers = Object.fromEntries(response.headers);
  expect(headers["x-request-id"], url).toMatch(/^[0-9a-z]{7}-[0-9a-z]+$/);
  delete headers.date;
  delete headers["x-request-id"];
  return {
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
    routed: routed.length > 0,
  };
}

const READY = [
  "/api/public/persistent",
  "/api/public/products/",
  "/api/public/products/featured",
  "/api/public/products/product/1",
  "/api/public/payments/config",
];

describe(`answers before routing (${databaseKind})`, () => {
  it("answers what is kept as its route does, header for header and byte for byte", async () => {
    for (const url of READY) {
      const first = await answer(url);
      expect(first.status, url).toBe(200);
      for (const encoding of ["br", "gzip", "identity"]) {
        for (const method of ["GET", "HEAD"]) {
          const init = { method, headers: { "accept-encoding": encoding } };
          const early = await answer(url, init);
          expect(early.routed, url).toBe(false);
          // The same address with a query string goes through the route.
          const routedAnswer = await answer(`${url}?route`, init);
          expect(routedAnswer.routed, url).toBe(true);
          expect(early, `${method} ${url} ${encoding}`).toEqual({ ...routedAnswer, routed: false });
        }
      }
      const etag = String(first.headers.etag);
      const unchanged = await answer(url, { headers: { "if-none-match": etag } });
      expect(unchanged.status, url).toBe(304);
      expect(unchanged.body.length).toBe(0);
      expect(unchanged).toEqual({
        ...(await answer(`${url}?route`, { headers: { "if-none-match": etag } })),
        routed: false,
      });
    }
    const persistent = await answer("/api/public/persistent", {
      headers: { "accept-encoding": "br" },
    });
    expect(persistent.headers).toMatchObject({
      "cache-control": "no-cache",
      "content-encoding": "br",
      "content-security-policy": "default-src 'none';frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      vary: "accept-language, accept-encoding",
    });
  });

  it("answers in the request's language before routing too, as its route does", async () => {
    for (const url of READY) {
      const init = { headers: { "accept-encoding": "gzip", "accept-language": "en" } };
      await answer(url, init);
      const early = await answer(url, init);
      expect(early.routed, url).toBe(false);
      expect(early, url).toEqual({ ...(await answer(`${url}?route`, init)), routed: false });
    }
  });

  it("counts the view of a product page answered before routing", async () => {
    await answer("/api/public/products/product/2");
    await shop.app.shop.catalog.flushViews();
    const before = await viewCountOf(shop, 2);
    const early = await answer("/api/public/products/product/2");
    expect(early.routed).toBe(false);
    await shop.app.shop.catalog.flushViews();
    expect(await viewCountOf(shop, 2)).toBe(before + 1);
  });

  it("leaves to the routes what is not kept, another method, a query and an id written otherwise", async () => {
    const product = "/api/public/products/product/3";
    const unseen = await answer(product);
    expect(unseen).toMatchObject({ status: 200, routed: true });
    expect((await answer(product)).routed).toBe(false);
    expect(await answer("/api/public/products/product/03")).toMatchObject({
      status: 200,
      routed: true,
    });
    expect(await answer("/api/public/products/product/99999")).toMatchObject({
      status: 404,
      routed: true,
    });
    expect(await answer("/api/public/persistent", { method: "DELETE" })).toMatchObject({
      status: 404,
      routed: true,
    });
    expect(await answer("/api/public/persistent?v=2")).toMatchObject({ status: 200, routed: true });
  });

  it("stops answering a product page once the catalogue changes", async () => {
    const url = "/api/public/products/product/1";
    await answer(url);
    expect((await answer(url)).routed).toBe(false);
    await changeProduct(shop, 1, { price_cents: 4990 });
    const changed = await answer(url);
    expect(changed.routed).toBe(true);
    expect(JSON.parse(changed.body.toString()).data.price).toBe(49.9);
    expect((await answer(url)).routed).toBe(false);
  });
});

describe("a stopping server", () => {
  it("leaves to Fastify a request that arrives while the server stops", async () => {
    const stopping = await createTestApp({ prepare: insertCatalogueFixture });
    await stopping.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = stopping.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/public/persistent`;
    await fetch(url).then((response) => response.arrayBuffer());
    let closed: Promise<void> = Promise.resolve();
    const read = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      socket.on("error", reject);
      socket.on("close", () => resolve(text));
      socket.on("connect", async () => {
        // A request begun before the stop (its connection is not idle, so it stays open)...
        socket.write("GET /api/public/persistent HTTP/1.1\r\nHost: shop\r\n");
        await new Promise((resolve) => setTimeout(resolve, 50));
        closed = stopping.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
        // ... and ended once it has begun.
        socket.write("\r\n");
      });
    });
    await closed;
    expect(read).toMatch(/^HTTP\/1\.1 503 /);
    expect(read.toLowerCase()).toContain("connection: close");
  });
});
