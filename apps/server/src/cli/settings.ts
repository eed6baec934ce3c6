// The shop owner's switchboard: `npm run settings` lists the settings, and
// `npm run settings -- website_online=false store_online=true` changes them.
import { loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { prepareDemoShop } from "../db/prepare-demo.ts";
import { parseSettingAssignments, readSettings, updateSettings } from "./settings-store.ts";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrate(database);
  if (config.seedDemo) await prepareDemoShop(database, config.mediaDir);
  const changes = parseSettingAssignments(process.argv.slice(2));
  if (Object.keys(changes).length > 0) await updateSettings(database.db, changes);
  console.table(await readSettings(database.db));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
