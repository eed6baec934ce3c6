import type { FastifyBaseLogger } from "fastify";
import type { PurchaseService } from "./purchase.service.ts";

const EVERY_MS = 60_000;

/** Every minute, ends unpaid purchases past their deadline (a batch at a time) and retries refunds. */
export function startPurchaseExpiry(purchases: PurchaseService, log: FastifyBaseLogger) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      while ((await purchases.expireDue()) > 0);
      await purchases.refundPending();
    } catch (error) {
      log.error({ err: error }, "purchase expiry failed");
    } finally {
      running = false;
    }
  }, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
