// `npm run mail:retry`: puts the messages the mail worker gave up on back in the queue; a running
// shop's worker sends them within seconds, or the next start does. On PostgreSQL it runs beside
// the shop; the embedded PGlite opens in one process only, so stop the shop first.
import { loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/database.ts";
import { retryFailedMail } from "../mail/outbox.ts";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const count = await retryFailedMail(database.db);
  console.log(`${count} failed message(s) queued again.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
