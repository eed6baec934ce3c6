import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";

const SCRIPT = `export const words = "${"sapatos de pele e acessórios ".repeat(200)}";\n`;
const PAGE = `<!doctype html><html><head><title>Loja</title></head><body><div id="root"></div><p>${"Sapataria Lisboa ".repeat(100)}</p></body></html>`;
let shop: TestApp;

/** A built storefront as scripts/precompress.mjs leaves it: the asset and its .br and .gz. */
function builtStorefront(): string {
  const dir = mkdtempSync(join(tmpdir(), "shop-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), PAGE);
  const asset = join(dir, "assets", "app-1234.js");
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  return dir;
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  return response.body;
}

const get = (url: string, acceptEncoding?: string, etag?: string) =>
  shop.app.inject({
    url,
    headers: {
      ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
      ...(etag === undefined ? {} : { "if-none-match": etag }),
    },
  });

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture, webDistDir: builtStorefront() });
});
afterAll(() => shop?.close());

describe(`compression (${databaseKind})`, () => {
  it("sends a built asset precompressed in the encoding the browser prefers", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await get("/assets/app-1234.js", accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toContain("javascript");
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
      expect(decoded(response)).toBe(SCRIPT);
    }
  });

  it("sends the plain asset to a client that accepts no encoding", async () => {
    for (const accept of [undefined, "identity"]) {
      const response = await get("/assets/app-1234.js", accept);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
    }
  });

  it("sends the persistent data's ready bytes compressed, the same JSON in every encoding", async () => {
    const plain = await get("/api/public/persistent");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    const data = plain.json();
    expect(data.valid).toBe(true);
    for (const encoding of ["br", "gzip"]) {
      const response = await get("/api/public/persistent", `${encoding}, deflate`);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.headers.etag).not.toBe(plain.headers.etag);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response))).toEqual(data);
    }
  });

  it("reads `*` as the codings the client does not name, never one it refuses", async () => {
    for (const [accept, encoding] of [
      ["*", "gzip"],
      ["br;q=0, *", "gzip"],
      ["gzip;q=0, *", "br"],
      ["gzip;q=0, br;q=0, *", undefined],
      ["*;q=0", undefined],
    ] as const) {
      const response = await get("/api/public/persistent", accept);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
    }
  });

  it("answers 304 to an ETag of the same data, whichever encoding it was sent in", async () => {
    const etags = await Promise.all(
      ["br", "gzip", "identity"].map(async (accept) => {
        const response = await get("/api/public/persistent", accept);
        return String(response.headers.etag);
      }),
    );
    for (const etag of etags)
      for (const accept of ["br", "gzip", "identity"]) {
        const response = await get("/api/public/persistent", accept, etag);
        expect(response.statusCode).toBe(304);
        expect(response.body).toBe("");
      }
    const other = await get("/api/public/persistent", "br", '"another"');
    expect(other.statusCode).toBe(200);
  });

  it("compresses a list built per request, never a small product page kept as ready bytes", async () => {
    const page = await get("/api/public/products/product/1", "br");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBeUndefined();
    expect(page.rawPayload.length).toBeLessThan(1024);
    expect(page.json().data.id).toBe(1);
    const search = await shop.app.inject({
      method: "POST",
      url: "/api/public/products/search",
      headers: { "accept-encoding": "gzip" },
      payload: {},
    });
    expect(search.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(search)).data.length).toBeGreaterThan(0);
  });

  it("compresses the storefront's HTML pages, never a tiny answer", async () => {
    const page = await get("/home", "br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(decoded(page)).toContain("Sapataria Lisboa");
    const missing = await get("/api/nothing-here", "br");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
  });
});
