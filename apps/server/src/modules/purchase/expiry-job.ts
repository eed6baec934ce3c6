import type { FastifyBaseLogger } from "fastify";
import type { PurchaseService } from "./purchase.service.ts";

const EVERY_MS = 60_000;

/**
 * Every minute, ends unpaid purchases past their deadline (a batch at a time) and retries refunds
 * (of late payments, and of the `refunders`: cancelled paid purchases, returns).
 * Stopping lets the batch under way finish (at most 50 purchases, each in its own transaction)
 * and starts no other.
 */
export function startPurchaseExpiry(
  purchases: PurchaseService,
  refunders: ReadonlyArray<{ refundPending(): Promise<void> }>,
  log: FastifyBaseLogger,
) {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function run() {
    try {
      while (!stopped && (await purchases.expireDue()) > 0);
      if (!stopped) await purchases.refundPending();
      for (const refunder of refunders) if (!stopped) await refunder.refundPending();
    } catch (error) {
      log.error({ err: error }, "purchase expiry failed");
    }
  }

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = run().finally(() => {
      running = undefined;
    });
  }, EVERY_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
