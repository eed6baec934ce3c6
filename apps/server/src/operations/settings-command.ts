import { applySettingAssignments } from "../cli/settings-store.ts";
import type { Config } from "../config/env.ts";
import { migrate } from "../db/migrate.ts";
import { prepareDemoShop } from "../db/prepare-demo.ts";
import { chooseMediaStorage } from "../modules/media/choose-media-storage.ts";
import { askRunningShop, withDatabase } from "./shop-access.ts";

/**
 * `npm run settings -- key=value…`: through the running shop when it holds the embedded database,
 * on the database itself otherwise. Answers the settings as they now are.
 */
export async function runSettings(config: Config, args: string[]): Promise<object> {
  const viaShop = await askRunningShop(config, "POST", "/settings", { assignments: args });
  if (viaShop) return JSON.parse(viaShop.toString("utf8")) as object;
  return withDatabase(config, async (database) => {
    await migrate(database);
    if (config.seedDemo) await prepareDemoShop(database, chooseMediaStorage(config));
    return applySettingAssignments(database.db, args);
  });
}
