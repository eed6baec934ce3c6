import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import pino from "pino";
import type { Config } from "../config/env.ts";
import type { ShopMetrics } from "../operations/metrics/metrics.ts";
import { loggableRequest, loggableUrl } from "./loggable-url.ts";

/** The response header carrying the request's id, also shown on the storefront's error pages. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * Request ids unique across servers and restarts without a random draw per request: a random
 * prefix per process and a counter (`k3x9qa-1f`). A customer quoting one finds its log line.
 */
export function requestIds(): () => string {
  const boot = randomBytes(4).readUInt32BE().toString(36).padStart(7, "0");
  let count = 0;
  return () => {
    count += 1;
    return `${boot}-${count.toString(36)}`;
  };
}

/** pino's level of a request's line. */
const INFO = pino.levels.values.info ?? 30;

/** Whether a logger writes requests' lines (info and below): decided once, its level is fixed. */
function logsRequests(log: FastifyBaseLogger): boolean {
  return (pino.levels.values[log.level] ?? Number.POSITIVE_INFINITY) <= INFO;
}

/** Where an answered request goes: its one log line (at info and below) and the metrics. */
export function requestRecorder(log: FastifyBaseLogger, metrics?: ShopMetrics) {
  const logs = logsRequests(log);

  function record(
    requestLog: FastifyBaseLogger,
    request: { method?: string | undefined; url?: string | undefined },
    route: string,
    status: number,
    ms: number,
    reqId?: string,
  ) {
    const method = request.method ?? "";
    metrics?.requestAnswered(method, route, status, ms / 1000);
    if (!logs) return;
    const line = { method, url: loggableUrl(request.url ?? ""), route, status, ms: round(ms) };
    requestLog.info(reqId ? { reqId, ...line } : line, "request");
  }

  return {
    /** Whether anything is recorded at all: nothing to do per request otherwise. */
    active: logs || metrics !== undefined,
    /** A request routed by Fastify (its logger carries the id). */
    routed(request: FastifyRequest, reply: FastifyReply): void {
      record(
        request.log,
        request,
        request.routeOptions.url || UNROUTED,
        reply.statusCode,
        reply.elapsedTime,
      );
    },
    /** A request answered before Fastify's routing, `startedAt` from performance.now(). */
    ready(
      request: IncomingMessage,
      reqId: string,
      route: string,
      status: number,
      startedAt: number,
    ) {
      record(log, request, route, status, performance.now() - startedAt, reqId);
    },
  };
}

export type RequestRecorder = ReturnType<typeof requestRecorder>;

/** The route of what no route answered: storefront pages (the not-found handler renders them), 404s. */
const UNROUTED = "(unrouted)";

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Returns each request's id in a header, and records each routed request when answered. */
export function registerRequestLog(app: FastifyInstance, recorder: RequestRecorder): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (!recorder.active) return;
  app.addHook("onResponse", (request, reply, done) => {
    recorder.routed(request, reply);
    done();
  });
}

/** Lines gathered before one write to standard output: a write per request cost a tenth of a JSON call. */
const LOG_WRITE_BYTES = 4096;
/** At most this long between a line and its write, however quiet the shop. */
const LOG_FLUSH_MS = 1000;

/**
 * The shop's logger: pino writing asynchronously to standard output (its own destination, flushed
 * on exit), so a request never waits for the terminal or the log collector, gathering lines into
 * writes of 4 KB or one a second; readable lines (pino-pretty) only in development on a terminal.
 */
export function loggerOption(config: Config) {
  if (config.logLevel === "silent") return false;
  const options = { level: config.logLevel, serializers: { req: loggableRequest } };
  if (config.nodeEnv !== "production" && process.stdout.isTTY) {
    return { ...options, transport: { target: "pino-pretty" } };
  }
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_WRITE_BYTES });
  // With a callback, a destination already closed (the shop stopping) is not an error thrown.
  setInterval(() => stream.flush(() => undefined), LOG_FLUSH_MS).unref();
  return { ...options, stream };
}
