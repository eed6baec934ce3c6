import { lisbonDay, lisbonDayStart } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ShopIdentity } from "../../mail/templates/layout.ts";
import { lowStockMail } from "../../mail/templates/low-stock-emails.ts";
import { startWakeableJob } from "../../operations/queue-worker.ts";
import { stockLocations } from "./stock-changes.ts";
import { stockLevelsRepository as levels } from "./stock-levels.repository.ts";

/** The email goes out from this Lisbon hour on. */
export const LOW_STOCK_MAIL_HOUR = 8;
/** Lines the email lists; the rest are counted and wait in the back office's list. */
const MAIL_LINES = 100;
const EVERY_MS = 10 * 60_000;

/** The back office's «Stock baixo» list. */
export const lowStockListUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/$/, "")}/admin/stock/stock-baixo`;

/**
 * Queues, once a Lisbon day from LOW_STOCK_MAIL_HOUR, the low-stock email to the shop's owners
 * (their accounts' addresses; the shop's own when it has none). The day is recorded in the same
 * transaction as the email: its primary key lets one server of several, and one run of a
 * restarted one, queue it. A day with nothing low is recorded and sends nothing. Answers whether
 * an email was queued.
 */
export async function queueLowStockMail(
  db: Kysely<DB>,
  shop: ShopIdentity,
  now = new Date(),
): Promise<boolean> {
  const day = lisbonDay(now);
  if (now.getTime() < lisbonDayStart(day).getTime() + LOW_STOCK_MAIL_HOUR * 3_600_000) return false;
  const done = await db
    .selectFrom("stock_low_digests")
    .select("day")
    .where("day", "=", day)
    .executeTakeFirst();
  if (done) return false;
  return db.transaction().execute(async (trx) => {
    const { rows, total } = await levels.low(trx, 1, MAIL_LINES);
    const claimed = await trx
      .insertInto("stock_low_digests")
      .values({ day, sizes: total })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed || total === 0) return false;
    const names = await stockLocations(trx);
    const owners = await trx
      .selectFrom("staff")
      .select("email")
      .where("role", "=", "owner")
      .where("active", "=", true)
      .orderBy("id")
      .execute();
    const recipients = owners.length > 0 ? owners.map((o) => o.email) : [shop.email];
    const lines = rows.map((row) => ({
      ref: row.ref,
      title: row.title,
      size: row.size,
      location: names.get(row.store_id) ?? "",
      quantity: row.quantity,
      threshold: row.threshold,
    }));
    const mail = lowStockMail(lines, total, lowStockListUrl(shop.url), shop);
    for (const to of recipients) await enqueueMail(trx, "STOCK_LOW_DAILY", { to, ...mail });
    return true;
  });
}

/** Looks every ten minutes whether today's low-stock email is due; stopping lets a run end. */
export function startLowStockJob(options: {
  db: Kysely<DB>;
  shopIdentity: () => Promise<ShopIdentity>;
  onMailQueued: () => void;
  log: FastifyBaseLogger;
}) {
  return startWakeableJob({
    name: "low stock email",
    everyMs: EVERY_MS,
    drain: async () => {
      if (await queueLowStockMail(options.db, await options.shopIdentity())) options.onMailQueued();
    },
    log: options.log,
  });
}
