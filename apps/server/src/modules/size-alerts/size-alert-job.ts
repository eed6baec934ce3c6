import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { hashToken, newToken } from "../../http/session.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { sizeBackInStockMail } from "../../mail/templates/size-alert-emails.ts";
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
            ...alertLinks(shop, alert.product_id, code),
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
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain() {
    const shop = await options.shopIdentity();
    let taken = await sendDueAlerts(options.db, shop);
    while (taken > 0) {
      options.onMailQueued();
      if (stopped) return;
      taken = await sendDueAlerts(options.db, shop);
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => options.log.error({ err: error }, "size alerts job failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  const timer = setInterval(() => void kick(), EVERY_MS);
  timer.unref();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
