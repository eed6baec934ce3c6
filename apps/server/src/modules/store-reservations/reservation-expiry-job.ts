import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { drainBatches, startWakeableJob } from "../../operations/queue-worker.ts";
import type { ReservationPayments } from "./reservation-payments.ts";
import { reservationsRepository as repo } from "./reservations.repository.ts";
import { endReservation } from "./reservations.service.ts";

const BATCH = 50;
const EVERY_MS = 5 * 60_000;

/**
 * Ends up to BATCH reservations held past their time, or unpaid by card past theirs, and gives
 * their units back, in one transaction: the rows are locked with SKIP LOCKED (another server takes
 * others) and each end is conditional, so a unit is never released twice. A card payment is
 * stopped first (one that went through is paid instead); the money of paid ones not collected
 * goes back. Answers how many it ended.
 */
export async function expireReservations(
  db: Kysely<DB>,
  payments: ReservationPayments,
  now = new Date(),
): Promise<number> {
  const unstopped = await payments.stopUnpaid(now);
  const ended = await db.transaction().execute(async (trx) => {
    const due = (await repo.overdue(trx, now, BATCH)).filter(({ id }) => !unstopped.has(id));
    for (const { id } of due) await endReservation(trx, id, "EXPIRED", null, now);
    return due.length;
  });
  await payments.refundOwed();
  return ended;
}

/** Expires held reservations every five minutes; stopping lets the batch under way end. */
export function startReservationExpiryJob(options: {
  db: Kysely<DB>;
  payments: ReservationPayments;
  log: FastifyBaseLogger;
}) {
  async function drain(stopping: () => boolean) {
    await drainBatches(
      () => expireReservations(options.db, options.payments),
      () => undefined,
      stopping,
    );
  }
  return startWakeableJob({
    name: "store reservation expiry job",
    everyMs: EVERY_MS,
    drain,
    log: options.log,
  });
}
