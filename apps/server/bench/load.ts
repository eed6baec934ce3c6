import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Failed connections, timeouts and answers other than 2xx. */
  errors: number;
  /** The machine's load average over the last minute as the run ended (the bench's own included). */
  loadAverage: number;
  /** Requests sent. */
  requests: number;
  /** The shop process's CPU time per request, in milliseconds (its every thread), when measured. */
  cpuMsPerRequest?: number;
  /** Requests that asked again what the same run had asked (a `distinct` call's runs ran out). */
  repeated?: number;
}

export interface LoadCall {
  name: string;
  method?: "GET" | "POST";
  /** Called for every request: a path, for POST a JSON body, and any extra headers. */
  next: (i: number) => { path: string; body?: unknown; headers?: Record<string, string> };
  /**
   * How many different requests `next` makes (i and i + distinct ask the same): the warm-up and
   * each round then ask their own share of them, none asked twice in the call while its runs last.
   */
  distinct?: number;
}

const CONNECTIONS = 10;
/** wrk's threads: one per core of the bench machine. */
const WRK_THREADS = 2;
/** Requests wrk cycles through (each is `call.next(i)` for one i); enough for a run's distinct buyers. */
const WRK_REQUESTS = 20_000;
const WRK_SCRIPT = join(import.meta.dirname, "wrk-requests.lua");

export type LoadTool = "wrk" | "autocannon";

/** wrk when it is installed (Debian's package `wrk`), otherwise autocannon. */
export const loadTool: LoadTool =
  spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined ? "wrk" : "autocannon";

/** Loads one call at 10 connections for `seconds`, after a one-second warm-up. */
export async function load(baseUrl: string, call: LoadCall, seconds: number): Promise<LoadResult> {
  const run = loadTool === "wrk" ? runWrk : runAutocannon;
  await run(baseUrl, call, 1);
  return { ...(await run(baseUrl, call, seconds)), loadAverage: loadavg()[0] ?? 0 };
}

/** The requests of one run: where in `call.next` they start and how many there are before it cycles. */
interface Slice {
  from: number;
  count: number;
}

/** Rounds of a call run in turn with the bare server's (`loadAlongside`). */
const ROUNDS = 3;
/**
 * Each run of a call starts this many requests further on: a call whose requests differ (first
 * visits, new searches) does not meet in a round what its warm-up or an earlier round asked.
 */
const RUN_OFFSET = 5_000;

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export interface AlongsideResult {
  result: LoadResult;
  /** The bare server's req/s in each round. */
  bareRates: number[];
  /** The median over the rounds of the call's req/s over the bare server's in the same round. */
  ofBare: number;
}

/**
 * Loads one call and the bare server in turn, three rounds of `seconds / 3` each after a warm-up
 * of both: a shared machine's ups and downs (another process, a neighbour of the VM) reach both
 * sides of each round, where one bare run then one call run a minute later put them on one side.
 * The call's req/s and p50 are the rounds' medians, its p99 their worst.
 */
export async function loadAlongside(
  bareUrl: string,
  shop: { url: string; cpuMs?: () => number },
  call: LoadCall,
  seconds: number,
): Promise<AlongsideResult> {
  const run = loadTool === "wrk" ? runWrk : runAutocannon;
  const bare: LoadCall = { name: "bare", next: () => ({ path: "/" }) };
  // A distinct call's warm-up and rounds each take a quarter of its requests; others overlap.
  const share = call.distinct ? Math.floor(call.distinct / (ROUNDS + 1)) : WRK_REQUESTS;
  const slice = (i: number): Slice => ({
    from: i * (call.distinct ? share : RUN_OFFSET),
    count: share,
  });
  await run(bareUrl, bare, 1);
  await run(shop.url, call, 1, slice(0));
  const roundSeconds = Math.max(1, Math.round(seconds / ROUNDS));
  const rounds: { bare: Run; shop: Run; cpuMs: number }[] = [];
  for (let i = 1; i <= ROUNDS; i += 1) {
    const bareRun = await run(bareUrl, bare, roundSeconds);
    const cpuBefore = shop.cpuMs?.() ?? Number.NaN;
    const shopRun = await run(shop.url, call, roundSeconds, slice(i));
    rounds.push({
      bare: bareRun,
      shop: shopRun,
      cpuMs: (shop.cpuMs?.() ?? Number.NaN) - cpuBefore,
    });
  }
  const repeated = call.distinct
    ? rounds.reduce((sum, r) => sum + Math.max(0, r.shop.requests - share), 0)
    : 0;
  const cpuMsPerRequest = median(rounds.map((r) => r.cpuMs / r.shop.requests));
  return {
    result: {
      name: call.name,
      requestsPerSecond: median(rounds.map((r) => r.shop.requestsPerSecond)),
      p50: median(rounds.map((r) => r.shop.p50)),
      p99: Math.max(...rounds.map((r) => r.shop.p99)),
      errors: rounds.reduce((sum, r) => sum + r.shop.errors, 0),
      loadAverage: loadavg()[0] ?? 0,
      requests: rounds.reduce((sum, r) => sum + r.shop.requests, 0),
      ...(Number.isNaN(cpuMsPerRequest) ? {} : { cpuMsPerRequest }),
      ...(repeated > 0 ? { repeated } : {}),
    },
    bareRates: rounds.map((r) => r.bare.requestsPerSecond),
    ofBare: median(rounds.map((r) => r.shop.requestsPerSecond / r.bare.requestsPerSecond)),
  };
}

/** One request a line: method, path, body, then its own headers, tab-separated (wrk-requests.lua). */
function requestLines(call: LoadCall, { from, count }: Slice): string {
  const lines: string[] = [];
  for (let i = from; i < from + count; i += 1) {
    const { path, body, headers = {} } = call.next(i);
    const fields = [call.method ?? "GET", path, body === undefined ? "" : JSON.stringify(body)];
    for (const [name, value] of Object.entries(headers)) fields.push(`${name}: ${value}`);
    lines.push(fields.join("\t"));
  }
  return `${lines.join("\n")}\n`;
}

type Run = Omit<LoadResult, "loadAverage">;

const WHOLE: Slice = { from: 0, count: WRK_REQUESTS };

async function runWrk(
  baseUrl: string,
  call: LoadCall,
  seconds: number,
  slice = WHOLE,
): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), "shop-wrk-"));
  const file = join(dir, "requests.tsv");
  writeFileSync(file, requestLines(call, slice));
  try {
    const { stdout } = await promisify(execFile)("wrk", [
      `--threads=${WRK_THREADS}`,
      `--connections=${CONNECTIONS}`,
      `--duration=${seconds}s`,
      "--timeout=10s",
      `--script=${WRK_SCRIPT}`,
      baseUrl,
      "--",
      file,
      String(WRK_THREADS),
    ]);
    const result = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      errors: number;
      status: number;
    };
    return {
      name: call.name,
      requestsPerSecond: result.requests / (result.durationUs / 1e6),
      requests: result.requests,
      p50: result.p50Us / 1000,
      p99: result.p99Us / 1000,
      errors: result.errors + result.status,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runAutocannon(
  baseUrl: string,
  call: LoadCall,
  seconds: number,
  { from, count } = WHOLE,
): Promise<Run> {
  let counter = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: call.method ?? "GET",
        setupRequest: (request) => {
          const { path, body, headers = {} } = call.next(from + (counter++ % count));
          return body === undefined
            ? { ...request, path, headers }
            : {
                ...request,
                path,
                body: JSON.stringify(body),
                headers: { ...headers, "content-type": "application/json" },
              };
        },
      },
    ],
  });
  return {
    name: call.name,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
