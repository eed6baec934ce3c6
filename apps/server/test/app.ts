import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { type Config, testConfig } from "../src/config/env.ts";
import type { Database } from "../src/db/database.ts";
import type { ShopMetrics } from "../src/operations/metrics/metrics.ts";
import { createTestDatabase } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real application over a fresh database; `prepare` may fill the database first. */
export async function createTestApp(
  options: {
    config?: Record<string, string>;
    /** The database to run on (a fresh migrated one when not given). */
    database?: Database;
    prepare?: (database: Database) => Promise<void>;
    /** How long the purchase wait call may hang. */
    purchaseWaitMs?: number;
    /** Serve a storefront from this folder (off when not given). */
    webDistDir?: string;
    /** The storefront's server renderer (none when not given: pages get index.html). */
    webServerEntry?: string;
    /** Serve a back office from this folder (with the storefront). */
    adminDistDir?: string;
    /** Extra routes for testing app-wide behaviour (error envelope, body parsing). */
    extraRoutes?: (app: FastifyInstance) => void;
    /** Prometheus metrics to count requests in. */
    metrics?: ShopMetrics;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  await options.prepare?.(database);
  const config = testConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "shop-test-")),
    ...options.config,
  });
  const app = await buildApp({
    config,
    database,
    serveStorefront: options.webDistDir !== undefined,
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    webServerEntry: options.webServerEntry ?? "",
    ...(options.adminDistDir ? { adminDistDir: options.adminDistDir } : {}),
    purchaseWaitMs: options.purchaseWaitMs ?? 1000,
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
