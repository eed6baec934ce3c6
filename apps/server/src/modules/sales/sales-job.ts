import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { startWakeableJob } from "../../operations/queue-worker.ts";
import { salesRepository as repo } from "./sales.repository.ts";
import { applySales } from "./sales-apply.ts";

/** The job also runs this often, whatever the timer says (a sale changed on another server). */
const EVERY_MS = 60_000;
/** A timer waits at most this long (setTimeout's limit is about 24 days). */
const LONGEST_WAIT_MS = 24 * 3_600_000;

/**
 * Starts and ends the sales on time, with no one at the shop: a timer wakes the job at the next
 * sale's start or end (and every minute besides); `kick()` applies them at once after a change.
 */
export function startSalesJob(options: { db: Kysely<DB>; log: FastifyBaseLogger }) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function drain(stopping: () => boolean) {
    const applied = await applySales(options.db);
    if (applied.started.length > 0 || applied.ended.length > 0)
      options.log.info(applied, "sales started or ended");
    if (!stopping()) wakeAt(await repo.nextBoundary(options.db, new Date()));
  }

  function wakeAt(at: Date | null) {
    clearTimeout(timer);
    if (at === null) return;
    const wait = Math.min(Math.max(0, at.getTime() - Date.now()), LONGEST_WAIT_MS);
    timer = setTimeout(() => void job.kick(), wait);
    timer.unref?.();
  }

  const job = startWakeableJob({ name: "sales job", everyMs: EVERY_MS, drain, log: options.log });
  void job.kick();
  return {
    kick: job.kick,
    async stop() {
      clearTimeout(timer);
      await job.stop();
    },
  };
}
