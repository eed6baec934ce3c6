import { writeDemoMedia } from "../modules/media/demo-media.ts";
import type { MediaStorage } from "../modules/media/media-storage.ts";
import type { Database } from "./database.ts";
import { seedDemoCatalogue } from "./seed/demo-catalogue.ts";
import { seedDemoStaff } from "./seed/demo-staff.ts";

/** Seeds the demo catalogue (and its staff) into an empty database and draws any of its pictures that are missing. */
export async function prepareDemoShop(database: Database, media: MediaStorage): Promise<void> {
  await seedDemoCatalogue(database);
  await seedDemoStaff(database);
  await writeDemoMedia(database, media);
}
