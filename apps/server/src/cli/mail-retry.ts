// `npm run mail:retry`: puts the messages the mail worker gave up on back in the queue; a running
// shop's worker sends them within seconds, or the next start does. With the embedded database
// a running shop does it itself (its command socket); on PostgreSQL it runs beside the shop.
import { loadConfig } from "../config/env.ts";
import { runMailRetry } from "../operations/mail-retry-command.ts";

try {
  const count = await runMailRetry(loadConfig());
  console.log(`${count} failed message(s) queued again.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
