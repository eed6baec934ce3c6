import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pictureSources } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config/env.ts";
import type { Database } from "../../db/database.ts";
import { localMediaStorage } from "./local-media.ts";
import { pictureStore } from "./picture-store.ts";
import { productPicture } from "./product-picture.ts";
import { plainPng } from "./test-pictures.ts";

/** A plain file under the media folder (the back office only ever stores uploads). */
const PICTURE = "products/sl-25-0101-1.webp";
/** A drawing kept as SVG. */
const DRAWING = "products/sl-25-0103-1.svg";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489",
  "hex",
);

let database: Database;
let app: FastifyInstance;
let dataDir: string;
let mediaDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "shop-media-"));
  const config = testConfig({ DATA_DIR: dataDir });
  mediaDir = config.mediaDir;
  database = await createTestDatabase();
  mkdirSync(join(mediaDir, "products"), { recursive: true });
  const drawing = productPicture({
    ref: "SL-25-0103",
    title: "Bota",
    colourName: "Preto",
    kind: "boot",
    woman: true,
    view: 0,
  });
  writeFileSync(join(mediaDir, DRAWING), drawing);
  writeFileSync(join(mediaDir, PICTURE), await sharp(Buffer.from(drawing)).webp().toBuffer());
  writeFileSync(join(dataDir, "secret"), "not a picture");
  writeFileSync(join(mediaDir, "notes.txt"), "not a picture either");
  writeFileSync(join(mediaDir, "products", "upload.png"), PNG);
  symlinkSync(join(dataDir, "secret"), join(mediaDir, "products", "escape.svg"));
  app = await buildApp({ config, database, serveStorefront: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("GET /media/*", () => {
  it("serves a plain picture file as WebP, cached for a day", async () => {
    const response = await app.inject({ url: `/media/${PICTURE}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect((await sharp(response.rawPayload).metadata()).format).toBe("webp");
  });

  it("serves an SVG picture that cannot run script, cached for a day", async () => {
    const response = await app.inject({ url: `/media/${DRAWING}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["last-modified"]).toBeTruthy();
    expect(response.body).toContain("<title>");
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const first = await app.inject({ url: `/media/${PICTURE}` });
    const again = await app.inject({
      url: `/media/${PICTURE}`,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const head = await app.inject({ method: "HEAD", url: `/media/${PICTURE}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/webp");
    expect(head.body).toBe("");
  });

  it("serves an uploaded PNG with its own type", async () => {
    const response = await app.inject({ url: "/media/products/upload.png?v=2" });
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it("serves an uploaded picture's variants in their formats, cached for good", async () => {
    const { name } = await pictureStore({ storage: localMediaStorage(mediaDir) }).store(
      await plainPng(800, 600),
    );
    const { sources, src } = pictureSources(name, "/media/");
    for (const [url, type] of [
      [sources[0]?.srcSet.split(" ")[0], "image/avif"],
      [sources[1]?.srcSet.split(" ")[0], "image/webp"],
      [src, "image/jpeg"],
    ]) {
      const response = await app.inject({ url: String(url) });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe(type);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it.each([
    "/media/products/missing.svg",
    "/media/notes.txt",
    "/media/products",
    "/media/nothing/here.jpg",
  ])("falls back to the no-image picture for %s", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["x-media-fallback"]).toBe("no-image");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.body).toContain("Sem imagem");
  });

  it.each([
    "/media/../package.json",
    "/media/%2e%2e/%2e%2e/package.json",
    "/media/products/..%2f..%2fsecret",
    "/media/..%5c..%5csecret",
    "/media/%2fetc%2fpasswd",
    "/media/products/a.svg%00",
    "/media/.%2e/secret",
    "/media/products/escape.svg",
  ])("refuses %s with the 404 envelope", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      valid: false,
      error: { code: "NOT_FOUND", message: expect.any(String) },
    });
    expect(response.body).not.toContain("not a picture");
  });
});

describe("the media folder missing altogether", () => {
  it("still answers the no-image picture", async () => {
    const empty = mkdtempSync(join(tmpdir(), "shop-media-empty-"));
    const other = await buildApp({
      config: testConfig({ DATA_DIR: empty }),
      database,
      serveStorefront: false,
    });
    try {
      const response = await other.inject({ url: `/media/${PICTURE}` });
      expect(response.headers["x-media-fallback"]).toBe("no-image");
    } finally {
      await other.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
