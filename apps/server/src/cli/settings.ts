// The shop owner's switchboard: `npm run settings` lists the settings, and
// `npm run settings -- website_online=false store_online=true` changes them.
import { loadConfig } from "../config/env.ts";
import { runSettings } from "../operations/settings-command.ts";

try {
  console.table(await runSettings(loadConfig(), process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
