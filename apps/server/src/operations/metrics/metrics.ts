import type { Kysely } from "kysely";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { metricsRepository as repo } from "./metrics.repository.ts";

/** Seconds: most answers take a millisecond or less, a purchase tens, a slow page seconds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** Longer than any purchase's transaction may stay open (the database's timeouts). */
const EVENTS_SETTLED_SECONDS = 30;

/**
 * The shop's Prometheus metrics (docs/operations.md). Requests are counted as they are answered;
 * what lives in the database (queues, stock held, the purchases' events) is read when Prometheus
 * scrapes, so every server reports the same totals for those: sum() the requests over servers, and
 * take max() of the database's figures.
 */
export function shopMetrics(options: {
  database: Database;
  connectionErrors: () => number;
  /** How old an event must be to be counted (see purchaseEventsAfter); tests use 0. */
  eventsSettledSeconds?: number;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const db: Kysely<DB> = options.database.db;

  const requests = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Answered requests by method, route and status, with their latency",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  new Gauge({
    name: "shop_database_connections",
    help: "The database pool's connections: open, in use, and queries waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = options.database.connections();
      this.set({ state: "open" }, pool.open);
      this.set({ state: "in_use" }, pool.inUse);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
  new Counter({
    name: "shop_database_connection_errors_total",
    help: "Database connections lost since this server started",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(options.connectionErrors());
    },
  });

  queueGauges(registry, "shop_mail_outbox", "The mail outbox", () => repo.mailOutbox(db));
  queueGauges(registry, "shop_invoice_queue", "Invoices to issue", () => repo.invoiceQueue(db));

  new Gauge({
    name: "shop_stock_held_units",
    help: "Units held: for unpaid purchases, and for open store reservations",
    labelNames: ["for"] as const,
    registers: [registry],
    async collect() {
      const held = await repo.stockHeld(db);
      this.set({ for: "purchase" }, held.purchases);
      this.set({ for: "store_reservation" }, held.reservations);
    },
  });

  // Read from the purchases' timelines: only what was committed, whichever server did it.
  let lastEventId = 0;
  new Counter({
    name: "shop_purchase_events_total",
    help: "Purchases' events (CREATED, PAID, EXPIRED, CANCELED, MBWAY_FAILED…) by payment method",
    labelNames: ["kind", "method"] as const,
    registers: [registry],
    async collect() {
      const settled = options.eventsSettledSeconds ?? EVENTS_SETTLED_SECONDS;
      const { counts, lastId } = await repo.purchaseEventsAfter(db, lastEventId, settled);
      for (const { kind, method, count } of counts) this.inc({ kind, method }, count);
      lastEventId = lastId;
    },
  });

  return {
    registry,
    /** One answered request; `route` is the route's pattern, never the address itself. */
    requestAnswered(method: string, route: string, status: number, seconds: number): void {
      requests.observe({ method, route, status }, seconds);
    },
  };
}

export type ShopMetrics = ReturnType<typeof shopMetrics>;

function queueGauges(
  registry: Registry,
  name: string,
  help: string,
  read: () => ReturnType<typeof repo.mailOutbox>,
) {
  new Gauge({
    name,
    help: `${help}: waiting, and failed for good until staff retry`,
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const queue = await read();
      this.set({ state: "waiting" }, queue.waiting);
      this.set({ state: "failed" }, queue.failed);
    },
  });
  new Gauge({
    name: `${name}_oldest_waiting_seconds`,
    help: `${help}: age of the oldest waiting`,
    registers: [registry],
    async collect() {
      this.set((await read()).oldestWaitingSeconds);
    },
  });
}
