import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope.ts";
import type { ContentService } from "./content.service.ts";

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** Persistent data and the public lists. */
export async function contentRoutes(
  app: FastifyInstance,
  { content }: { content: ContentService },
) {
  app.get("/public/persistent", async (request, reply) => {
    const cached = await content.persistent();
    reply.header("etag", cached.etag).header("cache-control", "no-cache");
    if (etagMatches(request.headers["if-none-match"], cached.etag)) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(cached.body);
  });
  app.get("/public/categories", async () => ok(await content.categories()));
  app.get("/public/brands", async () => ok(await content.brands()));
  app.get("/public/colors", async () => ok(await content.colors()));
  app.get("/public/tags", async () => ok(await content.tags()));
  app.get("/public/stores", async () => ok(await content.stores()));
}
