import type { FastifyBaseLogger } from "fastify";

export interface QueueJob<T extends { id: number }> {
  /** What the log says failed when a whole run throws ("mail worker failed"). */
  name: string;
  /** Takes a batch of due items with a lease (SKIP LOCKED: never one another server took). */
  claim: () => Promise<T[]>;
  /** Gives items not started back to the queue, due now (a server stopping). */
  release: (ids: number[]) => Promise<void>;
  /** Does one item, recording its own success or failure. */
  handle: (item: T) => Promise<void>;
  log: FastifyBaseLogger;
}

const POLL_MS = 5000;

/**
 * A job that runs on a timer and at once when `kick()` says there is work; a kick while it runs
 * runs it again after. `drain` works until nothing is left or `stopping()` says to stop, so that
 * stopping (SIGTERM) lets the work under way end.
 */
export function startWakeableJob(options: {
  name: string;
  everyMs: number;
  drain: (stopping: () => boolean) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const stopping = () => stopped;

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = options
      .drain(stopping)
      .catch((error) => options.log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  const timer = setInterval(() => void kick(), options.everyMs);
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

/**
 * A `drain` of jobs that work in batches: runs `batch` (which answers how many it took) until it
 * takes none or the job is stopping, calling `afterBatch` after each batch that took some.
 */
export async function drainBatches(
  batch: () => Promise<number>,
  afterBatch: () => void,
  stopping: () => boolean,
): Promise<void> {
  while ((await batch()) > 0) {
    afterBatch();
    if (stopping()) return;
  }
}

/**
 * Works a durable queue (the mail outbox, the invoices): on a timer, and at once when `kick()`
 * says something was queued. Stopping (SIGTERM) finishes the item under way and gives the rest of
 * the batch back for the next server.
 */
export function startQueueWorker<T extends { id: number }>(job: QueueJob<T>) {
  async function drain(stopping: () => boolean): Promise<void> {
    for (let batch = await job.claim(); batch.length > 0; ) {
      for (const [index, item] of batch.entries()) {
        if (stopping()) {
          await job.release(batch.slice(index).map((next) => next.id));
          return;
        }
        await job.handle(item);
      }
      if (stopping()) return;
      batch = await job.claim();
    }
  }
  return startWakeableJob({ name: job.name, everyMs: POLL_MS, drain, log: job.log });
}
