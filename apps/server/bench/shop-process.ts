import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serverArguments } from "../node-flags.mjs";
import { type Database, openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { prepareDemoShop } from "../src/db/prepare-demo.ts";
import { seedBenchmarkProducts } from "../src/db/seed/demo-catalogue.ts";
import { localMediaStorage } from "../src/modules/media/local-media.ts";

const SHOP_START_LIMIT_MS = 5 * 60_000;

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** A shop started by the bench: also the CPU time its process has used so far. */
export interface RunningShop extends Running {
  /** Milliseconds of CPU (every thread: JavaScript, garbage collector, compression), NaN off Linux. */
  cpuMs(): number;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** A process's CPU time so far from /proc/PID/stat (user and system), in milliseconds. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
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
export async function startShop(env: Record<string, string>): Promise<RunningShop> {
  const port = 3700 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, serverArguments(), {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // The default level, every request logged, as production runs (BENCH_LOG_LEVEL=warn for less).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      // Not "production": that refuses the sandbox payments and demo seed the bench buys with.
      NODE_ENV: "test",
    },
    // The log written to a file, as a server's goes to a file or a collector's pipe.
    stdio: ["ignore", openSync(join(tmpdir(), "sapataria-bench-shop.log"), "w"), "inherit"],
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
    if (up) return { url, stop, cpuMs: () => cpuMsOf(child.pid) };
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
