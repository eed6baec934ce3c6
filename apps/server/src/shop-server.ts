import { DAY_MS } from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config/env.ts";
import { exitIfInUse } from "./db/data-dir-lock.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { prepareDemoShop } from "./db/prepare-demo.ts";
import { chooseMediaStorage } from "./modules/media/choose-media-storage.ts";
import { startControlServer } from "./operations/control-server.ts";
import { shopMetrics } from "./operations/metrics/metrics.ts";
import { metricsApp } from "./operations/metrics/metrics-server.ts";

const config = loadConfig();
// The app's logger once built; the database may report a dropped connection before that.
let log: FastifyBaseLogger | undefined;
let connectionErrors = 0;
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  poolSize: config.databasePoolSize,
  timeouts: config.databaseTimeouts,
  onConnectionError: (error, connection) => {
    connectionErrors += 1;
    log?.warn({ err: error, connection }, "database connection lost; carrying on");
  },
}).catch(exitIfInUse);
await migrate(database).catch((error: Error) => {
  // One clear line (an edited migration names its file), not a stack trace.
  console.error(error.message);
  process.exit(1);
});
if (config.seedDemo) await prepareDemoShop(database, chooseMediaStorage(config));
await database.maintain();

const metrics = config.metrics
  ? shopMetrics({ database, connectionErrors: () => connectionErrors })
  : undefined;
const app = await buildApp({ config, database, ...(metrics ? { metrics } : {}) });
log = app.log;
const metricsServer = metrics ? metricsApp(metrics.registry) : undefined;
const control =
  database.kind === "pglite"
    ? await startControlServer({
        database,
        socketPath: config.controlSocket,
        publicUrl: config.publicUrl,
        log: app.log,
      })
    : undefined;
const maintenance = setInterval(() => {
  database
    .maintain()
    .catch((error) => app.log.error({ err: error }, "database maintenance failed"));
}, DAY_MS);
maintenance.unref();
app.log.info(
  { database: database.kind, dataDir: config.dataDir },
  "database ready (%s)",
  database.kind === "pglite" ? config.pgliteDir : "PostgreSQL",
);

let closing = false;
/**
 * SIGTERM/SIGINT: stop accepting connections, answer the requests in flight (closing each
 * connection after its answer), stop the workers after their current item, close the database
 * (the embedded one's lock released) and exit 0. Past the deadline it ends anyway, saying what
 * was cut.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  clearInterval(maintenance);
  app.log.info({ signal, deadlineMs: config.shutdownDeadlineMs }, "shutting down");
  const deadline = setTimeout(() => {
    app.server.getConnections((_error, connections) => {
      app.log.error({ openConnections: connections }, "shutdown deadline passed: cut short");
      process.exit(1);
    });
  }, config.shutdownDeadlineMs);
  deadline.unref();
  try {
    await control?.close();
    await metricsServer?.close();
    await app.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
  app.log.info("stopped");
  if (config.tracing) {
    await (await import("./operations/tracing.js")).flushTraces();
  }
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
if (metricsServer && config.metrics) {
  await metricsServer.listen(config.metrics);
  app.log.info(config.metrics, "metrics at /metrics");
}
