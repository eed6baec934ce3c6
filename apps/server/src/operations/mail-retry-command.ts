import type { Config } from "../config/env.ts";
import { retryFailedMail } from "../mail/outbox.ts";
import { askRunningShop, withDatabase } from "./shop-access.ts";

/**
 * `npm run mail:retry`: queues the failed messages again, through the running shop when it holds
 * the embedded database, on the database itself otherwise. Answers how many.
 */
export async function runMailRetry(config: Config): Promise<number> {
  const viaShop = await askRunningShop(config, "POST", "/mail/retry", {});
  if (viaShop) return (JSON.parse(viaShop.toString("utf8")) as { queued: number }).queued;
  return withDatabase(config, (database) => retryFailedMail(database.db));
}
