import { request } from "node:http";
import type { Config } from "../config/env.ts";
import { type Database, openDatabase } from "../db/database.ts";

/** What the socket says when no shop listens on it (none started, or one that crashed). */
const NOT_RUNNING = new Set(["ENOENT", "ECONNREFUSED"]);

/**
 * Asks the shop running on this DATA_DIR (embedded database only); answers null when none runs,
 * so the command may open the database itself.
 */
export function askRunningShop(
  config: Config,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<Buffer | null> {
  if (config.databaseUrl) return Promise.resolve(null);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        socketPath: config.controlSocket,
        // A fresh connection: one kept alive from an earlier call may belong to a shop now gone.
        agent: false,
        method,
        path,
        headers: payload ? { "content-type": "application/json" } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const data = Buffer.concat(chunks);
          if ((response.statusCode ?? 500) < 300) return resolve(data);
          reject(new Error(errorMessage(data) ?? `The shop answered ${response.statusCode}`));
        });
      },
    );
    call.on("error", (error: NodeJS.ErrnoException) =>
      NOT_RUNNING.has(error.code ?? "") ? resolve(null) : reject(error),
    );
    call.end(payload);
  });
}

function errorMessage(data: Buffer): string | undefined {
  try {
    return (JSON.parse(data.toString("utf8")) as { message?: string }).message;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` on the database opened by this command; with the embedded one this refuses
 * (DataDirInUseError) while a shop holds it.
 */
export async function withDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
