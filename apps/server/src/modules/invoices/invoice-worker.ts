import type { FastifyBaseLogger } from "fastify";
import type { InvoiceService } from "./invoice.service.ts";

const POLL_MS = 5000;

/**
 * Issues the queued invoices and credit notes: on a timer, and at once when `kick()` says a
 * payment or a refund queued one. Stopping (SIGTERM) finishes the document under way and gives
 * the rest of the batch back for another server.
 */
export function startInvoiceWorker(invoices: InvoiceService, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    for (let batch = await invoices.claimDue(); batch.length > 0; ) {
      for (const [index, row] of batch.entries()) {
        if (stopped) {
          await invoices.release(batch.slice(index).map((item) => item.id));
          return;
        }
        await invoices.run(row);
      }
      if (stopped) return;
      batch = await invoices.claimDue();
    }
  }

  function kick(): Promise<void> {
    if (stopped || invoices.providerName === "none") return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => log.error({ err: error }, "invoice worker failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  const timer = setInterval(() => void kick(), POLL_MS);
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

export type InvoiceWorker = ReturnType<typeof startInvoiceWorker>;
