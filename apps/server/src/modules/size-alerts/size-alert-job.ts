import { mainPicture } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { hashToken, newToken } from "../../http/session.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { sizeBackInStockMail } from "../../mail/templates/size-alert-emails.ts";
import { drainBatches, startWakeableJob } from "../../operations/queue-worker.ts";
import { alertLinks, productName } from "./size-alert-links.ts";
import { sizeAlertsRepository as repo } from "./size-alerts.repository.ts";

const BATCH = 50;
/** NOTIFY wakes the job; the timer catches what a server that stopped was woken for. */
const EVERY_MS = 60_000;

/**
 * Queues the email of up to BATCH due alerts and ends them, in one transaction: the rows are
 * locked (SKIP LOCKED, so another server takes others) and leave DUE only with their email queued.
 * An alert of a product no longer on sale ends without one. Answers how many it took.
 */
export async function sendDueAlerts(db: Kysely<DB>, shop: ShopIdentity): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await repo.takeDue(trx, BATCH);
    for (const alert of due) {
      if (!alert.active) {
        await repo.end(trx, alert.id, "CANCELED");
        continue;
      }
      const code = newToken();
      await enqueueMail(trx, "SIZE_ALERT", {
        to: alert.email,
        ...sizeBackInStockMail(
          {
            title: productName(alert),
            size: alert.size,
            picture: mainPicture(alert.pictures),
            ...alertLinks(shop, alert.product_id, code, alert.language),
            language: alert.language,
          },
          shop,
        ),
      });
      await repo.end(trx, alert.id, "NOTIFIED", hashToken(code));
    }
    return due.length;
  });
}

/** Sends due alerts when woken (`kick`) and every minute; stopping lets the batch under way end. */
export function startSizeAlertJob(options: {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  log: FastifyBaseLogger;
}) {
  async function drain(stopping: () => boolean) {
    const shop = await options.shopIdentity();
    await drainBatches(() => sendDueAlerts(options.db, shop), options.onMailQueued, stopping);
  }
  return startWakeableJob({ name: "size alerts job", everyMs: EVERY_MS, drain, log: options.log });
}
