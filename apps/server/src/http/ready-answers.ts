import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { Language } from "@shop/shared";
import type { FastifyServerFactory } from "fastify";
import { isStopping } from "./closing.ts";
import { type ReadyBytes, writeReady } from "./ready-bytes.ts";
import { acceptLanguageOf } from "./request-language.ts";
import type { RequestRecorder } from "./request-log.ts";
import { API_HEADERS } from "./security.ts";

/**
 * What a ready answer's address holds now in a language (the request's Accept-Language: the
 * catalogue's words are in it), found without waiting; undefined when nothing is kept.
 */
export type FindReady = (match: string[], language: Language) => ReadyBytes | undefined;

/**
 * What the route makes for that address (kept from then on), for the server's own renderer: a
 * page's first render takes it without a routed request. Refused (an unknown product): the
 * renderer asks the route, which answers the refusal.
 */
export type MakeReady = (match: string[], language: Language) => Promise<ReadyBytes>;

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
  /** The route's name in the log. */
  route: string;
  find: FindReady;
  make: MakeReady | undefined;
  headers: OutgoingHttpHeaders;
}

/**
 * The API's public calls whose answer is kept as ready bytes (the persistent data, product pages,
 * product lists), answered before Fastify's routing when their bytes are kept: routing, the
 * request and reply objects and the hooks of Fastify were two fifths of such a call's CPU
 * (docs/benchmarks.md, tenth pass). Anything else — another method, a query string, bytes
 * not kept yet or no longer, a stopping server — goes to the route, which makes the same answer
 * through the same `writeReady`. Each is logged in the same one line as a routed request, with an
 * id from the same sequence.
 */
export function readyAnswers(nextRequestId: () => string) {
  const answers: ReadyAnswer[] = [];
  let recorder: RequestRecorder | undefined;

  /**
   * The answer kept for `url` and its bytes now in `language`; null when no answer has that
   * address.
   */
  function readyFor(
    url: string,
    language: Language,
  ): { answer: ReadyAnswer; match: string[]; ready: ReadyBytes | undefined } | null {
    for (const answer of answers) {
      const { address, find } = answer;
      const match =
        typeof address === "string" ? (url === address ? [url] : null) : address.exec(url);
      if (match) return { answer, match, ready: find(match, language) };
    }
    return null;
  }

  function answered(server: Server, request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (isStopping(server)) return false;
    const language = acceptLanguageOf(request.headers["accept-language"]);
    const found = readyFor(request.url ?? "", language);
    if (!found?.ready) return false;
    const { route, headers } = found.answer;
    const startedAt = recorder?.active ? performance.now() : 0;
    const reqId = nextRequestId();
    const status = writeReady(request, response, found.ready, headers, reqId);
    if (recorder?.active) recorder.ready(request, reqId, route, status, startedAt);
    return true;
  }

  return {
    /**
     * Answers GET and HEAD of `address` (the whole URL, query included; a pattern's match goes to
     * `find`) with what `find` holds, sent with the API's headers and `headers`, as its route does;
     * `make`, what the route makes, for the server's renderer when nothing is kept yet.
     */
    add(
      address: string | RegExp,
      route: string,
      find: FindReady,
      headers: OutgoingHttpHeaders = {},
      make?: MakeReady,
    ): void {
      answers.push({ address, route, find, make, headers: { ...API_HEADERS, ...headers } });
    },
    /**
     * The JSON of a GET of `url` in `language` for the server's own renderer (its page's log line
     * stands for it): kept, or made as the route makes it; undefined when neither (not an
     * address of these, or refused): the renderer then asks the route.
     */
    readyBody: async (url: string, language: Language = "pt"): Promise<Buffer | undefined> => {
      const found = readyFor(url, language);
      if (!found) return undefined;
      if (found.ready) return found.ready.body;
      const made = await found.answer.make?.(found.match, language).catch(() => undefined);
      return made?.body;
    },
    /** Where the answers are recorded (log, metrics): made with the app, after its server. */
    recordWith(next: RequestRecorder): void {
      recorder = next;
    },
    /** Fastify's server: node:http set up as Fastify sets up its own, the ready answers first. */
    serverFactory: ((handler, options) => {
      const setup = options as unknown as ServerSetup;
      const server: Server = createServer(setup.http ?? {}, (request, response) => {
        if (!answered(server, request, response)) handler(request, response);
      });
      server.keepAliveTimeout = setup.keepAliveTimeout;
      server.requestTimeout = setup.requestTimeout;
      server.setTimeout(setup.connectionTimeout);
      if (setup.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = setup.maxRequestsPerSocket;
      return server;
    }) satisfies FastifyServerFactory,
  };
}

export type ReadyAnswers = ReturnType<typeof readyAnswers>;
