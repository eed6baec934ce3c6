import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReadyText, SeoService } from "./seo.service.ts";

function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  text: ReadyText,
  contentType: string,
) {
  reply.header("etag", text.etag).header("cache-control", "public, max-age=300");
  if (request.headers["if-none-match"] === text.etag) return reply.status(304).send();
  return reply.type(contentType).send(text.body);
}

/** /sitemap.xml and /robots.txt, at the shop's root where crawlers look for them. */
export async function seoRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  app.get("/sitemap.xml", async (request, reply) =>
    sendText(request, reply, await seo.sitemap(), "application/xml; charset=utf-8"),
  );
  app.get("/robots.txt", async (request, reply) =>
    sendText(request, reply, seo.robots(), "text/plain; charset=utf-8"),
  );
}
