import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testConfig } from "../src/config/env.ts";
import { type Database, openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { startControlServer } from "../src/operations/control-server.ts";
import { createTestApp, type TestApp } from "./app.ts";

/**
 * A shop on the embedded database in a DATA_DIR of its own, as `npm start` runs it: the folder
 * locked by this process and the owner's command socket open. Always PGlite, whatever the tests
 * run on, since that is what it is about.
 */
export async function startEmbeddedShop(
  prepare?: (database: Database) => Promise<void>,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "shop-data-"));
  const config = testConfig({ DATA_DIR: dataDir });
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  await migrate(database);
  const shop = await createTestApp({
    database,
    config: { DATA_DIR: dataDir },
    ...(prepare ? { prepare } : {}),
  });
  const control = await startControlServer({
    database,
    socketPath: config.controlSocket,
    publicUrl: config.publicUrl,
    log: shop.app.log,
  });
  return {
    ...shop,
    async close() {
      await control.close();
      await shop.close();
    },
  };
}
