import { extname } from "node:path";
import { parsePictureName, type SectionBannerKey } from "@shop/shared";
import sharp from "sharp";
import type { Database } from "../../db/database.ts";
import { homeBanner, sectionBanner, storePicture } from "./decor-pictures.ts";
import type { DemoPictureCache } from "./demo-picture-cache.ts";
import { type MediaRepository, mediaRepository } from "./media.repository.ts";
import { safeMediaPath } from "./media-path.ts";
import type { MediaStorage } from "./media-storage.ts";
import { kindOfCategory, kindsInText, type PictureKind } from "./picture-kinds.ts";
import { type PictureStore, pictureStore } from "./picture-store.ts";
import { productPicture } from "./product-picture.ts";

/** One picture of a row: what it names now, and the drawing that stands in for a photo. */
interface DemoPicture {
  entry: string;
  draw: () => string;
}

/** A row naming pictures (a product, a banner, a store, a section's banner), and how to rename them. */
interface DemoRow {
  pictures: DemoPicture[];
  save: (entries: string[]) => Promise<unknown>;
}

type ProductRow = Awaited<ReturnType<MediaRepository["productPictures"]>>[number];

function productRow(product: ProductRow, repository: MediaRepository): DemoRow {
  const kind = kindOfCategory({ name: product.category_name, forAccessory: product.for_accessory });
  // Unisex and uncategorised products are drawn like women's (slimmer, with heels).
  const woman = product.is_woman !== false;
  const pictures = product.pictures.map((entry, view) => ({
    entry,
    draw: () =>
      productPicture({
        ref: product.ref,
        title: product.title,
        colourName: product.color_manual ?? product.color_name,
        kind,
        woman,
        view,
      }),
  }));
  return { pictures, save: (entries) => repository.setProductPictures(product.id, entries) };
}

const HOME_BANNER_KINDS: PictureKind[][] = [
  ["boot", "ankleBoot"],
  ["heel", "bag"],
  ["bag", "belt"],
];

/** A row of one picture, saved by `save`. */
function single(
  entry: string,
  draw: () => string,
  save: (entry: string) => Promise<unknown>,
): DemoRow {
  return { pictures: [{ entry, draw }], save: ([first]: string[]) => save(first as string) };
}

async function bannerRows(repository: MediaRepository): Promise<DemoRow[]> {
  const banners = await repository.banners();
  return banners.map((banner, index) => {
    const mentioned = kindsInText(`${banner.title} ${banner.subtitle} ${banner.text}`);
    const kinds = mentioned.length ? mentioned : (HOME_BANNER_KINDS[index % 3] as PictureKind[]);
    return single(
      banner.image,
      () => homeBanner({ title: banner.title || "Sapataria Lisboa", index, kinds }),
      (image) => repository.setBannerImage(banner.id, image),
    );
  });
}

async function storeRows(repository: MediaRepository): Promise<DemoRow[]> {
  const stores = await repository.stores();
  return stores.map((store, index) =>
    single(
      store.thumbnail,
      () => storePicture({ name: store.name, index }),
      (thumbnail) => repository.setStoreThumbnail(store.id, thumbnail),
    ),
  );
}

const SECTIONS: Array<{
  column: SectionBannerKey;
  title: string;
  kinds: PictureKind[];
}> = [
  {
    column: "banner_shoes_women",
    title: "Sapatos de senhora",
    kinds: ["heel", "sandal", "ankleBoot"],
  },
  { column: "banner_shoes_men", title: "Sapatos de homem", kinds: ["oxford", "loafer", "boot"] },
  {
    column: "banner_accessories_women",
    title: "Acessórios de senhora",
    kinds: ["bag", "scarf", "hat"],
  },
  {
    column: "banner_accessories_men",
    title: "Acessórios de homem",
    kinds: ["briefcase", "belt", "tie"],
  },
  {
    column: "banner_bottom_homepage",
    title: "Sapataria Lisboa",
    kinds: ["sneaker", "bag", "heel"],
  },
];

async function sectionRows(repository: MediaRepository): Promise<DemoRow[]> {
  const settings = await repository.sectionBanners();
  if (!settings) return [];
  return SECTIONS.map(({ column, title, kinds }, index) =>
    single(
      settings[column],
      () => sectionBanner({ title, index, kinds }),
      (picture) => repository.setSectionBanner(column, picture),
    ),
  );
}

/** The paths the demo seed names before its pictures are drawn (and older demo databases). */
const SEED_EXTENSIONS = new Set([".svg", ".webp"]);

function isSeedPath(entry: string): boolean {
  return SEED_EXTENSIONS.has(extname(entry)) && safeMediaPath(entry) !== null;
}

/** What a demo picture needs: drawn as an upload, or its upload restored to the storage. */
interface Work {
  row: DemoRow;
  index: number;
  /** The upload the row names whose files are missing: restored only if it is this drawing. */
  missing?: string;
}

async function workOf(rows: DemoRow[], store: PictureStore): Promise<Work[]> {
  const pictures = rows.flatMap((row) =>
    row.pictures.map(({ entry }, index) => ({ row, index, entry })),
  );
  // Rows may share an upload (the bench's generated products show the demo's): looked up once.
  const stored = new Map<string, Promise<boolean>>();
  const has = (entry: string) => {
    const answer = stored.get(entry) ?? store.has(entry);
    stored.set(entry, answer);
    return answer;
  };
  const found = await inTurn(pictures, async ({ row, index, entry }): Promise<Work | null> => {
    if (isSeedPath(entry)) return { row, index };
    if (!parsePictureName(entry) || (await has(entry))) return null;
    return { row, index, missing: entry };
  });
  return found.filter((work) => work !== null);
}

/** An SVG drawing as the lossless picture an owner would upload. */
const rasterize = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/**
 * Places a drawing in the media storage as an upload (AVIF and WebP at every width, a JPEG), from
 * this machine's cache when it has it, and answers its name; null when `wanted` is another upload.
 */
async function placeDrawing(
  svg: string,
  {
    storage,
    store,
    cache,
    wanted,
  }: { storage: MediaStorage; store: PictureStore; cache: DemoPictureCache; wanted?: string },
): Promise<string | null> {
  let name = await cache.nameOf(svg);
  let png: Buffer | undefined;
  if (!name) {
    png = await rasterize(svg);
    name = await store.nameOf(png);
    await cache.remember(svg, name);
  }
  if (wanted && name !== wanted) return null;
  if ((await store.has(name)) || (await cache.copyTo(name, storage))) return name;
  await store.store(png ?? (await rasterize(svg)));
  return name;
}

/** Pictures looked up or encoded at once: each encoding spreads its seven files over the cores. */
const CONCURRENCY = 4;

/** `each` of the items, a few at a time (a bucket is not sent four hundred requests at once). */
async function inTurn<T, R>(items: T[], each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await each(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

/**
 * Makes every demo picture the database names an upload, as the back office makes an owner's
 * photo: each seed path (`products/sl-25-0101-1.webp`, and `.svg` of older demo databases) is
 * drawn, stored in every width and format, and the row renamed to the upload; an upload whose
 * files are missing (a new media folder for a kept database) is drawn again when it is the demo's
 * drawing. An owner's own upload is never replaced. Returns how many pictures it placed.
 */
export async function writeDemoMedia(
  database: Database,
  storage: MediaStorage,
  cache: DemoPictureCache,
  /** Told how many are missing before they are drawn (a minute for a whole demo catalogue). */
  onDrawing?: (missing: number) => void,
): Promise<number> {
  const repository = mediaRepository(database.db);
  const products = await repository.productPictures();
  const rows = [
    ...products.map((product) => productRow(product, repository)),
    ...(await bannerRows(repository)),
    ...(await storeRows(repository)),
    ...(await sectionRows(repository)),
  ];
  // Stored as the demo's flat drawings need (AVIF effort 0), a copy kept in this machine's cache.
  const store = pictureStore({ storage: cache.keeping(storage), avifEffort: 0 });
  const work = await workOf(rows, store);
  if (work.length) onDrawing?.(work.length);
  const renamed = new Map<DemoRow, string[]>();
  let placed = 0;
  await inTurn(work, async ({ row, index, missing }) => {
    const picture = row.pictures[index] as DemoPicture;
    const name = await placeDrawing(picture.draw(), { storage, store, cache, wanted: missing });
    if (!name) return;
    placed += 1;
    if (name === picture.entry) return;
    const entries = renamed.get(row) ?? row.pictures.map(({ entry }) => entry);
    entries[index] = name;
    renamed.set(row, entries);
  });
  for (const [row, entries] of renamed) await row.save(entries);
  return placed;
}
