import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { prepareDemoShop } from "../src/db/prepare-demo.ts";
import { seedBenchmarkProducts } from "../src/db/seed/demo-catalogue.ts";
import { localMediaStorage } from "../src/modules/media/local-media.ts";

const serverDir = join(import.meta.dirname, "..");
const SHOP_START_LIMIT_MS = 5 * 60_000;

export interface Running {
  url: string;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

/** A folder for a bench shop's files (DATA_DIR): its media, and the embedded database if any. */
export const benchDataDir = (label: string) => mkdtempSync(join(tmpdir(), `shop-bench-${label}-`));

/** Migrates an empty database and fills it with the demo shop plus generated products, `total` in all. */
export async function prepareCatalogue(
  database: Database,
  dataDir: string,
  total: number,
): Promise<void> {
  await migrate(database);
  await prepareDemoShop(database, localMediaStorage(join(dataDir, "media")));
  await seedBenchmarkProducts(database, total - 200);
}

/** An embedded database folder holding the demo shop plus generated products, `total` in all. */
export async function embeddedCatalogue(total: number): Promise<string> {
  const dataDir = benchDataDir(String(total));
  const database = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
  await prepareCatalogue(database, dataDir, total);
  await database.close();
  return dataDir;
}

/** The built shop server as its own process, on the given data folder or PostgreSQL URL. */
export async function startShop(env: Record<string, string>): Promise<Running> {
  const port = 3700 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, [join(serverDir, "dist/server.js")], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Not "production": that refuses the sandbox payments and demo seed the bench buys with.
      NODE_ENV: "test",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  // A fresh machine's first start encodes the demo pictures' sizes (about a minute on two cores).
  const deadline = Date.now() + SHOP_START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("shop server exited");
    const up = await fetch(`${url}/api/public/persistent`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Left running, it would go on encoding beside the next shop and slow what that one measures.
  await stop();
  throw new Error("shop server did not start");
}

/** The bare node:http yardstick answering `size` bytes. */
export async function startBaseline(size: number): Promise<Running> {
  const child = fork(join(import.meta.dirname, "baseline-server.mjs"), [String(size)], {
    stdio: "inherit",
  });
  const port = await new Promise<number>((resolve) =>
    child.once("message", (m: { port: number }) => resolve(m.port)),
  );
  return { url: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
