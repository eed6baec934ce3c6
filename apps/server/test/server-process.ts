import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";

const root = join(import.meta.dirname, "../../..");

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Answer {
  status: number;
  body: { data?: Record<string, unknown> };
  /** The x-request-id header: the answer's line in the log. */
  requestId: string;
}

/** A body's JSON, or an empty one for a page or anything else that is not JSON. */
function jsonOrNothing(text: string): Answer["body"] {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** One JSON call over a keep-alive agent: the status and body, or null if it got no answer. */
export function callOver(agent: http.Agent, port: number, path: string, body?: unknown) {
  return new Promise<Answer | null>((resolve) => {
    const request = http.request(
      {
        agent,
        port,
        host: "127.0.0.1",
        path,
        method: body === undefined ? "GET" : "POST",
        headers: body === undefined ? {} : { "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: jsonOrNothing(text),
            requestId: String(response.headers["x-request-id"] ?? ""),
          }),
        );
        response.on("error", () => resolve(null));
      },
    );
    request.on("error", () => resolve(null));
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/**
 * The real server (`apps/server/src/server.ts`) in a process of its own, on a free port, with
 * `env` over this process's environment, never on the test run's own database. Answers when it
 * is up, with what it logs so far and a promise of its exit code.
 */
export async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const { DATABASE_URL: _run, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/server.ts"],
    {
      cwd: root,
      env: { ...inherited, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const probe = new http.Agent();
  try {
    for (let tries = 0; ; tries += 1) {
      if (child.exitCode !== null)
        throw new Error(`server exited with ${child.exitCode}: ${output}`);
      if ((await callOver(probe, port, "/api/health/live"))?.status === 200) break;
      if (tries > 300) throw new Error(`server did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    probe.destroy();
  }
  return {
    port,
    child,
    exited,
    output: () => output,
    kill: () => {
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
