import type { Language } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import { acceptLanguageOf } from "./request-language.ts";

/**
 * The contract of the storefront's server renderer (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-server/entry-server.js): the server gives it a way to its own API, in-process.
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export type RenderedPage =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; html: string; data: string; modules: string[] };

export type RenderPage = (url: string, origin: string) => Promise<RenderedPage>;

type CreateRenderer = (api: ApiTransport) => RenderPage;

function headerRecord(headers: RequestInit["headers"]): Record<string, string> {
  return headers ? Object.fromEntries(new Headers(headers)) : {};
}

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

/**
 * The renderer, its API calls answered by `app.inject`: the same routes, validation and cached
 * copies (persistent data, products, search index) as a browser's call, without a network trip.
 * A GET whose answer is kept as ready bytes (`readyBody`: the persistent data, a product) takes
 * them as they are, as a browser's call would before Fastify's routing, and says so with
 * `keptBytes`: the same Buffer for as long as the answer is kept, so the renderer reads it once.
 */
export function renderPageWith(
  app: FastifyInstance,
  createRenderer: CreateRenderer,
  readyBody: (url: string, language: Language) => Buffer | undefined = () => undefined,
): RenderPage {
  return createRenderer(async (path, init) => {
    // The page's language, as its calls say it (the catalogue's words are in it).
    const language = acceptLanguageOf(
      new Headers(init.headers).get("accept-language") ?? undefined,
    );
    const ready = (init.method ?? "GET") === "GET" ? readyBody(`/api${path}`, language) : undefined;
    if (ready) {
      return Object.assign(new Response(ready, { status: 200, headers: JSON_HEADERS }), {
        keptBytes: ready,
      });
    }
    const answer = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: `/api${path}`,
      headers: headerRecord(init.headers),
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  });
}
