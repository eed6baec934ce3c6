import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parsePictureName, SECTION_BANNER_KEYS, variantFiles } from "@shop/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import type { Database } from "../../db/database.ts";
import { seedDemoCatalogue } from "../../db/seed/demo-catalogue.ts";
import { writeDemoMedia } from "./demo-media.ts";
import { type DemoPictureCache, demoPictureCache } from "./demo-picture-cache.ts";
import { localMediaStorage } from "./local-media.ts";
import { mediaRepository } from "./media.repository.ts";
import { pictureStore } from "./picture-store.ts";
import { plainPng } from "./test-pictures.ts";

/** The products kept with pictures: the demo's whole catalogue would take a minute to encode. */
const KEPT = ["SL-25-0101", "SL-25-0102"];
/** A product whose picture an older demo database names as an SVG drawing. */
const OLDER = "SL-25-0103";

let database: Database;
let folder: string;
let cache: DemoPictureCache;
let told: number[];
let placed: number;

const mediaDir = (name = "media") => join(folder, name);
const tell = (missing: number) => told.push(missing);

async function productPictures(ref: string): Promise<string[]> {
  const product = await database.db
    .selectFrom("products")
    .select("pictures")
    .where("ref", "=", ref)
    .executeTakeFirstOrThrow();
  return product.pictures;
}

/** Every picture the database names, in the order writeDemoMedia reads them. */
async function namedPictures(): Promise<string[]> {
  const repository = mediaRepository(database.db);
  const settings = await repository.sectionBanners();
  return [
    ...(await repository.productPictures()).flatMap((product) => product.pictures),
    ...(await repository.banners()).map((banner) => banner.image),
    ...(await repository.stores()).map((store) => store.thumbnail),
    ...SECTION_BANNER_KEYS.map((column) => settings?.[column] ?? ""),
  ];
}

/** The size of an upload's widest variant, as decoded. */
async function sizeOf(name: string): Promise<string> {
  const picture = parsePictureName(name);
  if (!picture) throw new Error(`not an upload: ${name}`);
  const widest = variantFiles(picture).at(-2)?.path as string;
  const { width, height } = await sharp(join(mediaDir(), widest)).metadata();
  return `${width}x${height}`;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "shop-demo-media-"));
  cache = demoPictureCache(join(folder, "cache"));
  database = await createTestDatabase();
  await seedDemoCatalogue(database);
  await database.db
    .updateTable("products")
    .set({ pictures: [] })
    .where("ref", "not in", [...KEPT, OLDER])
    .execute();
  await database.db
    .updateTable("products")
    .set({ pictures: ["products/sl-25-0103-1.svg"] })
    .where("ref", "=", OLDER)
    .execute();
  told = [];
  placed = await writeDemoMedia(database, localMediaStorage(mediaDir()), cache, tell);
}, 120_000);

afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("writeDemoMedia", () => {
  it("stores every demo picture as an upload, in every width and format, named in its row", async () => {
    const names = await namedPictures();
    expect(told).toEqual([names.length]);
    expect(placed).toBe(names.length);
    for (const name of names) {
      const picture = parsePictureName(name);
      expect(picture, name).not.toBeNull();
      for (const { path } of variantFiles(picture as NonNullable<typeof picture>)) {
        expect(existsSync(join(mediaDir(), path)), path).toBe(true);
      }
    }
    const repository = mediaRepository(database.db);
    const [product] = await productPictures(KEPT[0] as string);
    expect(await sizeOf(product as string)).toBe("800x800");
    const [store] = await repository.stores();
    expect(await sizeOf(store?.thumbnail as string)).toBe("600x400");
    const [banner] = await repository.banners();
    expect(await sizeOf(banner?.image as string)).toBe("1600x640");
    const settings = await repository.sectionBanners();
    expect(await sizeOf(settings?.banner_shoes_women as string)).toBe("1600x480");
  });

  it("encodes small files a phone can take in the width it shows", async () => {
    const picture = parsePictureName((await productPictures(KEPT[0] as string))[0] as string);
    for (const { width, extension, path } of variantFiles(picture as NonNullable<typeof picture>)) {
      const file = join(mediaDir(), path);
      const metadata = await sharp(file).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.format).toBe(
        extension === "jpg" ? "jpeg" : extension === "avif" ? "heif" : "webp",
      );
      expect(readFileSync(file).length).toBeLessThan(width <= 240 ? 6_000 : 30_000);
    }
  });

  it("makes an older demo database's SVG drawing an upload too", async () => {
    const [older] = await productPictures(OLDER);
    expect(parsePictureName(older as string)).not.toBeNull();
  });

  it("writes nothing, and tells nothing, when every picture is there", async () => {
    const before = told.length;
    expect(await writeDemoMedia(database, localMediaStorage(mediaDir()), cache, tell)).toBe(0);
    expect(told).toHaveLength(before);
  });

  it("fills a new media folder for the same database from this machine's copy, unchanged", async () => {
    const names = await namedPictures();
    // The first run kept every file in this machine's copy.
    for (const name of names) {
      const picture = parsePictureName(name);
      for (const { path } of variantFiles(picture as NonNullable<typeof picture>)) {
        expect(existsSync(join(folder, "cache", path)), path).toBe(true);
      }
    }
    const fresh = localMediaStorage(mediaDir("fresh"));
    expect(await writeDemoMedia(database, fresh, cache)).toBe(names.length);
    expect(await namedPictures()).toEqual(names);
    const picture = parsePictureName(names[0] as string);
    for (const { path } of variantFiles(picture as NonNullable<typeof picture>)) {
      expect(readFileSync(join(mediaDir("fresh"), path))).toEqual(
        readFileSync(join(mediaDir(), path)),
      );
    }
  });

  it("draws a demo picture again when its files are gone and this machine has no copy", async () => {
    const [name] = await productPictures(KEPT[1] as string);
    const picture = parsePictureName(name as string);
    const jpeg = variantFiles(picture as NonNullable<typeof picture>).at(-1)?.path as string;
    rmSync(join(mediaDir(), jpeg));
    const empty = demoPictureCache(join(folder, "empty-cache"));
    expect(await writeDemoMedia(database, localMediaStorage(mediaDir()), empty)).toBe(1);
    expect(existsSync(join(mediaDir(), jpeg))).toBe(true);
  });

  it("never replaces an owner's upload, even when its files are gone", async () => {
    const storage = localMediaStorage(mediaDir());
    const { name } = await pictureStore({ storage }).store(await plainPng(900, 700));
    const [, ...rest] = await productPictures(KEPT[0] as string);
    await database.db
      .updateTable("products")
      .set({ pictures: [name, ...rest] })
      .where("ref", "=", KEPT[0] as string)
      .execute();
    rmSync(join(mediaDir(), "pictures", parsePictureName(name)?.hash as string), {
      recursive: true,
    });
    expect(await writeDemoMedia(database, storage, cache)).toBe(0);
    expect(await productPictures(KEPT[0] as string)).toEqual([name, ...rest]);
    expect(await pictureStore({ storage }).has(name)).toBe(false);
  });
});
