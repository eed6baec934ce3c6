import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pictureSources } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config/env.ts";
import type { Database } from "../../db/database.ts";
import { seedDemoCatalogue } from "../../db/seed/demo-catalogue.ts";
import { writeDemoMedia } from "./demo-media.ts";
import { expectValidSvg } from "./expect-valid-svg.ts";
import { localMediaStorage } from "./local-media.ts";
import { pictureStore } from "./picture-store.ts";
import { plainPng } from "./test-pictures.ts";

const PICTURE = "products/sl-25-0101-1.webp";
/** A picture path an older demo database names: its drawing, as SVG. */
const DRAWING = "products/sl-25-0103-1.svg";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489",
  "hex",
);

let database: Database;
let app: FastifyInstance;
let dataDir: string;
let mediaDir: string;
let written: number;
let drawn: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "shop-media-"));
  const config = testConfig({ DATA_DIR: dataDir });
  mediaDir = config.mediaDir;
  database = await createTestDatabase();
  await seedDemoCatalogue(database);
  written = await writeDemoMedia(database, localMediaStorage(mediaDir));
  await database.db
    .updateTable("products")
    .set({ pictures: [DRAWING] })
    .where("ref", "=", "SL-25-0103")
    .execute();
  drawn = await writeDemoMedia(database, localMediaStorage(mediaDir));
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

describe("writeDemoMedia", () => {
  it("draws every demo picture the database names", () => {
    expect(written).toBeGreaterThan(400);
    expect(readdirSync(join(mediaDir, "stores")).sort()).toEqual([
      "baixa.webp",
      "campo-de-ourique.webp",
      "chiado.webp",
    ]);
    expect(readdirSync(join(mediaDir, "categories"))).toHaveLength(4);
    expect(readdirSync(join(mediaDir, "banners")).sort()).toEqual([
      "home-1.webp",
      "home-2.webp",
      "home-3.webp",
      "home-bottom.webp",
    ]);
  });

  it("writes each as a small WebP at its drawing's size", async () => {
    const sizes = { products: "800x800", banners: "1600x", stores: "600x400", categories: "1600x" };
    for (const [folder, size] of Object.entries(sizes)) {
      for (const name of readdirSync(join(mediaDir, folder))) {
        if (["escape.svg", "upload.png", basename(DRAWING)].includes(name)) continue;
        const file = join(mediaDir, folder, name);
        expect(name).toMatch(/\.webp$/);
        expect(statSync(file).size).toBeLessThan(40_000);
        const { format, width, height } = await sharp(file).metadata();
        expect(format).toBe("webp");
        expect(`${width}x${height}`).toContain(size);
      }
    }
  });

  it("writes only what is missing, never over an existing file", async () => {
    const custom = join(mediaDir, "products", "sl-25-0102-1.webp");
    writeFileSync(custom, "the owner's own");
    rmSync(join(mediaDir, PICTURE));
    const told: number[] = [];
    const tell = (missing: number) => told.push(missing);
    expect(await writeDemoMedia(database, localMediaStorage(mediaDir), tell)).toBe(1);
    expect(readFileSync(custom, "utf8")).toBe("the owner's own");
    expect(await writeDemoMedia(database, localMediaStorage(mediaDir), tell)).toBe(0);
    // Told before drawing, and only when something is missing.
    expect(told).toEqual([1]);
  });

  it("draws an SVG picture path as SVG (a demo database of an older version)", () => {
    expect(drawn).toBe(1);
    expectValidSvg(readFileSync(join(mediaDir, DRAWING), "utf8"));
  });
});

describe("GET /media/*", () => {
  it("serves a demo picture as WebP, cached for a day", async () => {
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
