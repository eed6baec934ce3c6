import { DAY_MS, PICKUP_COLLECT_DAYS } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { drainBatches, startWakeableJob } from "../../operations/queue-worker.ts";
import { queuePurchaseMail } from "./purchase-mail.ts";
import { recordPurchaseEvent } from "./purchase-timeline.ts";

const BATCH = 50;
const EVERY_MS = 15 * 60_000;

/**
 * Reminds, once, the customers of up to BATCH pickups on the shelf for PICKUP_COLLECT_DAYS, in
 * one transaction: the purchases are locked (SKIP LOCKED, so another server takes others) and
 * marked reminded with their email queued. Answers how many it reminded.
 */
export async function remindUncollectedPickups(
  db: Kysely<DB>,
  shop: ShopIdentity,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - PICKUP_COLLECT_DAYS * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("purchases")
      .selectAll()
      .where("state", "=", "READY_FOR_PICKUP")
      .where("pickup_reminded_at", "is", null)
      .where("ready_at", "<=", since)
      .orderBy("ready_at")
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const purchase of due) {
      const reminded = await trx
        .updateTable("purchases")
        .set({ pickup_reminded_at: now, updated_at: now })
        .where("id", "=", purchase.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordPurchaseEvent(trx, purchase.id, "PICKUP_REMINDED");
      await queuePurchaseMail(trx, "PURCHASE_PICKUP_REMINDER", reminded, shop);
    }
    return due.length;
  });
}

/** Reminds uncollected pickups every quarter of an hour; stopping lets the batch under way end. */
export function startPickupReminderJob(options: {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  log: FastifyBaseLogger;
}) {
  async function drain(stopping: () => boolean) {
    const shop = await options.shopIdentity();
    await drainBatches(
      () => remindUncollectedPickups(options.db, shop),
      options.onMailQueued,
      stopping,
    );
  }
  return startWakeableJob({
    name: "pickup reminder job",
    everyMs: EVERY_MS,
    drain,
    log: options.log,
  });
}
