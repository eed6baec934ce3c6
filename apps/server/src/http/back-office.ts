import { existsSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiNotFound } from "./error-handler.ts";
import { routedPath } from "./request-path.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Where the back office is served; its own build (apps/admin, Vite `base`) says the same. */
export const BACK_OFFICE_PATH = "/admin";

function cacheControlOf(servedPath: string): string {
  // A precompressed file (index.html.br) is cached as the file it encodes.
  const path = servedPath.replace(/\.(br|gz)$/, "");
  if (path.includes(`${sep}assets${sep}`)) return IMMUTABLE;
  return path.endsWith("index.html") ? "no-store" : "no-cache";
}

/**
 * Serves the built back office under /admin: hashed assets cached for a year, and its index.html
 * for /admin and every page below it, never stored (it names the assets of the current release
 * and opens onto signed-in pages). A missing file is a 404, not the page.
 */
export async function registerBackOffice(
  app: FastifyInstance,
  { adminDistDir }: { adminDistDir: string },
) {
  const indexPath = join(adminDistDir, "index.html");
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: adminDistDir,
      prefix: `${BACK_OFFICE_PATH}/`,
      decorateReply: false,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header("cache-control", cacheControlOf(path));
      },
    });
  }
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = routedPath(request.url);
    if (indexHtml === null || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send(apiNotFound());
    }
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(indexHtml);
  };
  app.get(BACK_OFFICE_PATH, page);
  app.get(`${BACK_OFFICE_PATH}/*`, page);
}
