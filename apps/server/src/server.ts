import { sql } from "kysely";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config/env.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { prepareDemoShop } from "./db/prepare-demo.ts";

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  poolSize: config.databasePoolSize,
});
await migrate(database);
if (config.seedDemo) await prepareDemoShop(database, config.mediaDir);
// The embedded PostgreSQL has no autovacuum: fresh planner statistics once per start.
if (database.kind === "pglite") await sql`ANALYZE`.execute(database.db);

const app = await buildApp({ config, database });
app.log.info(
  { database: database.kind, dataDir: config.dataDir },
  "database ready (%s)",
  database.kind === "pglite" ? config.pgliteDir : "PostgreSQL",
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
