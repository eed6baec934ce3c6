import { demoPictureCacheDir } from "../config/paths.ts";
import { writeDemoMedia } from "../modules/media/demo-media.ts";
import { demoPictureCache } from "../modules/media/demo-picture-cache.ts";
import { type MediaStorage, MediaUnavailable } from "../modules/media/media-storage.ts";
import type { Database } from "./database.ts";
import { seedDemoCatalogue } from "./seed/demo-catalogue.ts";
import { seedDemoStaff } from "./seed/demo-staff.ts";

/**
 * Seeds the demo catalogue (and its staff) into an empty database and draws any of its pictures
 * that are missing. A bucket that does not answer leaves them for the next start, with a warning.
 */
export async function prepareDemoShop(database: Database, media: MediaStorage): Promise<void> {
  await seedDemoCatalogue(database);
  await seedDemoStaff(database);
  const drawing = (missing: number) =>
    console.info(`Drawing ${missing} demo pictures (encoded once on this machine)...`);
  const cache = demoPictureCache(demoPictureCacheDir);
  await writeDemoMedia(database, media, cache, drawing).catch((error: unknown) => {
    if (!(error instanceof MediaUnavailable)) throw error;
    console.warn(`Demo pictures not drawn, the media storage did not answer: ${error.cause}`);
  });
}
