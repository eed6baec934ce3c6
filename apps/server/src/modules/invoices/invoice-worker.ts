import type { FastifyBaseLogger } from "fastify";
import { startQueueWorker } from "../../operations/queue-worker.ts";
import type { InvoiceService } from "./invoice.service.ts";

/**
 * Issues the queued invoices and credit notes on every server: on a timer, and at once when a
 * payment or a refund queued one. Without a provider (`none`) nothing is ever queued.
 */
export function startInvoiceWorker(invoices: InvoiceService, log: FastifyBaseLogger) {
  return startQueueWorker({
    name: "invoice worker",
    claim: invoices.claimDue,
    release: invoices.release,
    handle: invoices.run,
    log,
  });
}
