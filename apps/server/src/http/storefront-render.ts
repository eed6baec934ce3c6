import type { Language } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import { acceptLanguageOf } from "./request-language.ts";

/** What an API call answers, as the renderer's API client reads it (a fetch Response is one). */
export interface ApiAnswer {
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  /** The kept bytes the answer is, when it is one of those (read once by the renderer). */
  keptBytes?: Buffer;
}

/**
 * The contract of the storefront's server renderer (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-server/entry-server.js): the server gives it a way to its own API, in-process.
 * Its calls' headers are a plain record (the API client's).
 */
export type ApiTransport = (
  path: string,
  init: Omit<RequestInit, "headers"> & { headers?: Record<string, string> },
) => Promise<ApiAnswer>;

export type RenderedPage =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; html: string; data: string; modules: string[] };

export type RenderPage = (url: string, origin: string) => Promise<RenderedPage>;

type CreateRenderer = (api: ApiTransport) => RenderPage;

/** An in-process answer: plain fields, cheaper to make and read than a fetch Response. */
function answerOf(
  status: number,
  body: Buffer,
  headers: Record<string, unknown>,
  keptBytes?: Buffer,
): ApiAnswer {
  return {
    status,
    headers: { get: (name) => (headers[name.toLowerCase()] as string | undefined) ?? null },
    json: async () => JSON.parse(body.toString("utf8")),
    ...(keptBytes ? { keptBytes } : {}),
  };
}

/**
 * The renderer, its API calls answered by `app.inject`: the same routes, validation and cached
 * copies (persistent data, products, search index) as a browser's call, without a network trip.
 * A GET whose answer is kept as ready bytes (`readyBody`: the persistent data, a product) takes
 * them as they are, as a browser's call would before Fastify's routing — a product not kept yet
 * made as its route makes it, and kept — and says so with `keptBytes`: the same Buffer for as
 * long as the answer is kept, so the renderer reads it once.
 */
export function renderPageWith(
  app: FastifyInstance,
  createRenderer: CreateRenderer,
  readyBody: (url: string, language: Language) => Promise<Buffer | undefined> = async () =>
    undefined,
): RenderPage {
  return createRenderer(async (path, init) => {
    // The page's language, as its calls say it (the catalogue's words are in it).
    const headers = init.headers ?? {};
    const language = acceptLanguageOf(headers["accept-language"]);
    const ready =
      (init.method ?? "GET") === "GET" ? await readyBody(`/api${path}`, language) : undefined;
    if (ready) return answerOf(200, ready, {}, ready);
    const answer = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: `/api${path}`,
      headers,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    return answerOf(answer.statusCode, answer.rawPayload, answer.headers);
  });
}
