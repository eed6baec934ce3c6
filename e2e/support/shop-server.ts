import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`shop server exited with ${child.exitCode}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("shop server did not start in time");
}

export interface OwnShop {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second shop of its own, on the embedded database in a new folder, for a test that changes
 * the shop's settings: `settings` are applied with the owner's command before it starts, and
 * `environment` is the operator's (REFUND_IBAN_HOLD_HOURS=0, …).
 */
export async function startOwnShop(
  settings: string[],
  environment: Record<string, string> = {},
): Promise<OwnShop> {
  // Always the embedded database: its settings are this test's alone.
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: mkdtempSync(join(tmpdir(), "shop-own-")),
    LOG_LEVEL: "warn",
    ...environment,
  };
  const cli = spawnSync("node", [join(root, "apps/server/dist/cli/settings.js"), ...settings], {
    env,
    encoding: "utf8",
  });
  if (cli.status !== 0) throw new Error(`settings command failed: ${cli.stderr}`);
  const port = await freePort();
  const child = spawn("node", [join(root, "apps/server/dist/server.js")], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseURL}/api/public/persistent`, child);
  return {
    baseURL,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
