import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { FastifyServerFactory } from "fastify";
import { isStopping } from "./closing.ts";
import { type ReadyBytes, writeReady } from "./ready-bytes.ts";
import { API_HEADERS } from "./security.ts";

/** What a ready answer's address holds now, found without waiting; undefined when nothing is kept. */
export type FindReady = (match: string[]) => ReadyBytes | undefined;

/** The options Fastify sets its own server up with. */
interface ServerSetup {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

interface ReadyAnswer {
  address: string | RegExp;
  find: FindReady;
  headers: OutgoingHttpHeaders;
}

/**
 * The API's public calls whose answer is kept as ready bytes (the persistent data, product pages,
 * product lists), answered before Fastify's routing when their bytes are kept: routing, the
 * request and reply objects and the hooks of Fastify were two fifths of such a call's CPU
 * (docs/benchmarks.md, tenth pass). Anything else — another method, a query string, bytes
 * not kept yet or no longer, a stopping server — goes to the route, which makes the same answer
 * through the same `writeReady`. Only when requests are not logged (LOG_LEVEL above info):
 * Fastify's two lines per request would be lost for these answers.
 */
export function readyAnswers({ requestsLogged }: { requestsLogged: boolean }) {
  const answers: ReadyAnswer[] = [];

  function answered(server: Server, request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (isStopping(server)) return false;
    const url = request.url ?? "";
    for (const { address, find, headers } of answers) {
      const match =
        typeof address === "string" ? (url === address ? [url] : null) : address.exec(url);
      if (!match) continue;
      const ready = find(match);
      if (!ready) return false;
      writeReady(request, response, ready, headers);
      return true;
    }
    return false;
  }

  return {
    /**
     * Answers GET and HEAD of `address` (the whole URL, query included; a pattern's match goes to
     * `find`) with what `find` holds, sent with the API's headers and `headers`, as its route does.
     */
    add(address: string | RegExp, find: FindReady, headers: OutgoingHttpHeaders = {}): void {
      answers.push({ address, find, headers: { ...API_HEADERS, ...headers } });
    },
    /** Fastify's server: node:http set up as Fastify sets up its own, the ready answers first. */
    serverFactory: ((handler, options) => {
      const setup = options as unknown as ServerSetup;
      const server: Server = createServer(
        setup.http ?? {},
        requestsLogged
          ? handler
          : (request, response) => {
              if (!answered(server, request, response)) handler(request, response);
            },
      );
      server.keepAliveTimeout = setup.keepAliveTimeout;
      server.requestTimeout = setup.requestTimeout;
      server.setTimeout(setup.connectionTimeout);
      if (setup.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = setup.maxRequestsPerSocket;
      return server;
    }) satisfies FastifyServerFactory,
  };
}

export type ReadyAnswers = ReturnType<typeof readyAnswers>;
