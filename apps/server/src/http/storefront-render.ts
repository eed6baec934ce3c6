import type { FastifyInstance } from "fastify";

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

/**
 * The renderer, its API calls answered by `app.inject`: the same routes, validation and cached
 * copies (persistent data, products, search index) as a browser's call, without a network trip.
 */
export function renderPageWith(app: FastifyInstance, createRenderer: CreateRenderer): RenderPage {
  return createRenderer(async (path, init) => {
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
