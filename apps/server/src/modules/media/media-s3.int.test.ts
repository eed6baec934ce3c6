import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { parsePictureName, pictureSources } from "@shop/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import {
  closedEndpoint,
  mediaS3Settings,
  S3_BUCKET,
  startS3,
  startSilentServer,
} from "../../../test/s3.ts";
import { staffSession } from "../../../test/staff.ts";
import { seedDemoCatalogue } from "../../db/seed/demo-catalogue.ts";
import { STAFF_COOKIE } from "../staff/staff-sessions.ts";
import { chooseMediaStorage } from "./choose-media-storage.ts";
import { writeDemoMedia } from "./demo-media.ts";
import { demoPictureCache } from "./demo-picture-cache.ts";
import { plainPng } from "./test-pictures.ts";

/** A plain file in the bucket (an older shop's, or put there by hand). */
const PLAIN_PICTURE = "products/sl-25-0101-1.webp";
/** The one demo product kept with its pictures: the whole catalogue takes a minute to encode. */
const DEMO_REF = "SL-25-0102";
const PREFIX = "shop-a/";

let s3: Awaited<ReturnType<typeof startS3>>;
/** Two servers behind one load balancer: the same database and bucket, each its own DATA_DIR. */
let first: TestApp;
let second: TestApp;
let manager: string;
let demoWritten: number;
let cacheDir: string;

beforeAll(async () => {
  s3 = await startS3();
  const config = mediaS3Settings(s3.endpoint, { MEDIA_S3_PREFIX: PREFIX });
  first = await createTestApp({
    config,
    prepare: async (database) => void (await seedDemoCatalogue(database)),
  });
  second = await createTestApp({ config, database: first.database });
  await first.database.db
    .updateTable("products")
    .set({ pictures: [] })
    .where("ref", "!=", DEMO_REF)
    .execute();
  const storage = chooseMediaStorage(first.config);
  await storage.write(
    PLAIN_PICTURE,
    await sharp(await plainPng(400, 400))
      .webp()
      .toBuffer(),
  );
  cacheDir = mkdtempSync(join(tmpdir(), "shop-demo-cache-"));
  demoWritten = await writeDemoMedia(first.database, storage, demoPictureCache(cacheDir));
  manager = (await staffSession(first, "manager")).token;
}, 120_000);

afterAll(async () => {
  await second?.app.close();
  await first?.close();
  await s3?.stop();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

function upload(body: Buffer) {
  return first.app.inject({
    method: "POST",
    url: "/api/admin/pictures",
    headers: { "content-type": "image/png" },
    cookies: { [STAFF_COOKIE]: manager },
    payload: body,
  });
}

function bucketObject(key: string) {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
}

describe("pictures in an S3 bucket", () => {
  it("serves from the second server a picture uploaded to the first", async () => {
    const png = await plainPng(800, 600);
    const uploaded = await upload(png);
    expect(uploaded.statusCode).toBe(200);
    const { name } = uploaded.json().data;
    const { src, sources } = pictureSources(name, "/media/");
    for (const [url, type] of [
      [sources[0]?.srcSet.split(" ")[0], "image/avif"],
      [sources[1]?.srcSet.split(" ")[0], "image/webp"],
      [src, "image/jpeg"],
    ]) {
      const served = await second.app.inject({ url: String(url) });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["x-media-fallback"]).toBeUndefined();
      expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(served.headers["content-length"]).toBe(String(served.rawPayload.length));
      const fromFirst = await first.app.inject({ url: String(url) });
      expect(fromFirst.rawPayload.equals(served.rawPayload)).toBe(true);
    }
    expect(await second.app.shop.pictures.has(name)).toBe(true);
    // Neither server kept a copy of its own.
    expect(existsSync(join(first.config.mediaDir, "pictures"))).toBe(false);
    expect(existsSync(second.config.mediaDir)).toBe(false);
  });

  it("stores each object with its type and cache policy, for a CDN in front of the bucket", async () => {
    const { name } = (await upload(await plainPng(500, 500))).json().data;
    const jpeg = await bucketObject(`${PREFIX}${pictureSources(name, "").src}`);
    expect(jpeg.ContentType).toBe("image/jpeg");
    expect(jpeg.CacheControl).toBe("public, max-age=31536000, immutable");
    const plain = await bucketObject(`${PREFIX}${PLAIN_PICTURE}`);
    expect(plain.ContentType).toBe("image/webp");
    expect(plain.CacheControl).toBe("public, max-age=86400");
  });

  it("answers 304 to the ETag a browser holds, and HEAD", async () => {
    const firstTime = await second.app.inject({ url: `/media/${PLAIN_PICTURE}` });
    expect(firstTime.headers["last-modified"]).toBeTruthy();
    const again = await second.app.inject({
      url: `/media/${PLAIN_PICTURE}`,
      headers: { "if-none-match": String(firstTime.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(firstTime.headers.etag);
    expect(again.body).toBe("");
    const head = await second.app.inject({ method: "HEAD", url: `/media/${PLAIN_PICTURE}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("seeds the demo pictures into the bucket once, as uploads both servers serve", async () => {
    expect(demoWritten).toBeGreaterThan(0);
    const cache = demoPictureCache(cacheDir);
    expect(await writeDemoMedia(first.database, chooseMediaStorage(second.config), cache)).toBe(0);
    const { pictures } = await first.database.db
      .selectFrom("products")
      .select("pictures")
      .where("ref", "=", DEMO_REF)
      .executeTakeFirstOrThrow();
    expect(parsePictureName(pictures[0] as string)).not.toBeNull();
    const { sources } = pictureSources(pictures[0] as string, "/media/");
    const served = await second.app.inject({
      url: String(sources[1]?.srcSet.split(" ")[0]),
      headers: { "accept-encoding": "br" },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    // Already compressed: sent as it is.
    expect(served.headers["content-encoding"]).toBeUndefined();
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });

  it("falls back to the no-image picture for a picture the bucket lacks", async () => {
    const served = await second.app.inject({ url: "/media/products/missing.jpg" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["x-media-fallback"]).toBe("no-image");
    expect(served.headers["cache-control"]).toBe("public, max-age=300");
  });

  it.each(["/media/..%2f..%2fsecret.svg", "/media/%2e%2e/shop-b/x.svg", "/media/.hidden.svg"])(
    "refuses %s with the 404 envelope",
    async (url) => {
      const served = await second.app.inject({ url });
      expect(served.statusCode).toBe(404);
      expect(served.json().error.code).toBe("NOT_FOUND");
    },
  );
});

describe("a bucket that does not answer", () => {
  async function shopOn(endpoint: string) {
    return createTestApp({
      config: mediaS3Settings(endpoint, { MEDIA_S3_TIMEOUT_MS: "300" }),
      database: first.database,
    });
  }

  async function expectUnavailable(shop: TestApp) {
    const warn = vi.spyOn(shop.app.log, "warn");
    const started = Date.now();
    const served = await shop.app.inject({ url: `/media/${PLAIN_PICTURE}` });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(served.statusCode).toBe(503);
    expect(served.headers["x-media-fallback"]).toBe("unavailable");
    expect(served.headers["cache-control"]).toBe("no-store");
    expect(served.headers["retry-after"]).toBe("30");
    expect(served.body).toContain("Sem imagem");
    expect(warn).toHaveBeenCalledWith(expect.anything(), "media storage unavailable");
  }

  it("answers 503 for that picture when the bucket is down, and the shop goes on", async () => {
    const shop = await shopOn(await closedEndpoint());
    try {
      await expectUnavailable(shop);
      expect((await shop.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      await shop.app.close();
    }
  });

  it("gives up on a slow bucket after MEDIA_S3_TIMEOUT_MS", async () => {
    const silent = await startSilentServer();
    const shop = await shopOn(silent.endpoint);
    try {
      await expectUnavailable(shop);
    } finally {
      await shop.app.close();
      await silent.stop();
    }
  });

  it("refuses an upload with 503 while the bucket is down", async () => {
    const shop = await shopOn(await closedEndpoint());
    try {
      const token = (await staffSession(shop, "manager")).token;
      const response = await shop.app.inject({
        method: "POST",
        url: "/api/admin/pictures",
        headers: { "content-type": "image/png" },
        cookies: { [STAFF_COOKIE]: token },
        payload: await plainPng(500, 500),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("UNAVAILABLE");
    } finally {
      await shop.app.close();
    }
  });
});
