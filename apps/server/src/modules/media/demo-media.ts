import { extname } from "node:path";
import sharp from "sharp";
import type { Database } from "../../db/database.ts";
import { homeBanner, sectionBanner, storePicture } from "./decor-pictures.ts";
import { type MediaRepository, mediaRepository } from "./media.repository.ts";
import { safeMediaPath } from "./media-path.ts";
import type { MediaStorage } from "./media-storage.ts";
import { kindOfCategory, kindsInText, type PictureKind } from "./picture-kinds.ts";
import { productPicture } from "./product-picture.ts";

interface PictureJob {
  path: string;
  draw: () => string;
}

type ProductRow = Awaited<ReturnType<MediaRepository["productPictures"]>>[number];

function productJobs(product: ProductRow): PictureJob[] {
  const kind = kindOfCategory({ name: product.category_name, forAccessory: product.for_accessory });
  // Unisex and uncategorised products are drawn like women's (slimmer, with heels).
  const woman = product.is_woman !== false;
  return product.pictures.map((path, view) => ({
    path,
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
}

const HOME_BANNER_KINDS: PictureKind[][] = [
  ["boot", "ankleBoot"],
  ["heel", "bag"],
  ["bag", "belt"],
];

async function bannerJobs(repository: MediaRepository): Promise<PictureJob[]> {
  const banners = await repository.banners();
  return banners.map((banner, index) => {
    const mentioned = kindsInText(`${banner.title} ${banner.subtitle} ${banner.text}`);
    const kinds = mentioned.length ? mentioned : (HOME_BANNER_KINDS[index % 3] as PictureKind[]);
    return {
      path: banner.image,
      draw: () => homeBanner({ title: banner.title || "Sapataria Lisboa", index, kinds }),
    };
  });
}

async function storeJobs(repository: MediaRepository): Promise<PictureJob[]> {
  const stores = await repository.stores();
  return stores.map((store, index) => ({
    path: store.thumbnail,
    draw: () => storePicture({ name: store.name, index }),
  }));
}

type SectionRow = Awaited<ReturnType<MediaRepository["sectionBanners"]>>;

const SECTIONS: Array<{
  column: keyof NonNullable<SectionRow>;
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

async function sectionJobs(repository: MediaRepository): Promise<PictureJob[]> {
  const settings = await repository.sectionBanners();
  if (!settings) return [];
  return SECTIONS.map(({ column, title, kinds }, index) => ({
    path: settings[column],
    draw: () => sectionBanner({ title, index, kinds }),
  }));
}

/**
 * The formats a demo picture is written in, by its path's extension. The drawings are SVG; the
 * demo catalogue names WebP files, as a shop's photos are rasters: a browser loads each SVG `<img>`
 * as a document of its own on the page's main thread, a raster decodes off it.
 */
const DEMO_FORMATS: Record<string, (svg: string) => Promise<Buffer | string>> = {
  ".svg": async (svg) => svg,
  ".webp": (svg) => sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer(),
};

interface MissingPicture {
  path: string;
  content: () => Promise<Buffer | string>;
}

/** Jobs whose file is missing; each folder is listed once, so a complete folder costs one listing. */
async function missingFiles(jobs: PictureJob[], storage: MediaStorage): Promise<MissingPicture[]> {
  const listings = new Map<string, Promise<Set<string>>>();
  const missing: MissingPicture[] = [];
  for (const job of jobs) {
    const format = DEMO_FORMATS[extname(job.path)];
    const path = format ? safeMediaPath(job.path) : null;
    if (!format || !path) continue;
    const slash = path.lastIndexOf("/");
    const [folder, name] = [path.slice(0, Math.max(slash, 0)), path.slice(slash + 1)];
    if (!listings.has(folder)) listings.set(folder, storage.namesIn(folder));
    const names = await listings.get(folder);
    if (!names?.has(name)) missing.push({ path, content: () => format(job.draw()) });
    names?.add(name);
  }
  return missing;
}

const WRITE_BATCH = 32;

/**
 * Draws every demo picture path in the database whose file is missing from the media storage, in
 * the format its extension names (only `.svg` and `.webp` paths: an owner's own photos are never
 * overwritten). Returns how many it wrote.
 */
export async function writeDemoMedia(
  database: Database,
  storage: MediaStorage,
  /** Told how many are missing before they are drawn (seconds for a whole demo catalogue). */
  onDrawing?: (missing: number) => void,
): Promise<number> {
  const repository = mediaRepository(database.db);
  const products = await repository.productPictures();
  const jobs = [
    ...products.flatMap(productJobs),
    ...(await bannerJobs(repository)),
    ...(await storeJobs(repository)),
    ...(await sectionJobs(repository)),
  ];
  const missing = await missingFiles(jobs, storage);
  if (missing.length) onDrawing?.(missing.length);
  for (let start = 0; start < missing.length; start += WRITE_BATCH) {
    const batch = missing.slice(start, start + WRITE_BATCH);
    await Promise.all(batch.map(async (job) => storage.write(job.path, await job.content())));
  }
  return missing.length;
}
