import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { apiNotFound } from "./error-handler.ts";
import { type PageMeta, withPageMeta } from "./page-meta.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

export interface StorefrontOptions {
  webDistDir: string;
  /** The title and preview of a page route, when it has its own (a product). */
  pageMeta?: (path: string) => Promise<PageMeta | null>;
}

/**
 * Serves the built storefront: hashed assets cached for a year, index.html for every page route
 * (with a product's own title and preview tags). Unknown API paths get the 404 envelope instead.
 */
export async function registerStorefront(app: FastifyInstance, options: StorefrontOptions) {
  const indexPath = join(options.webDistDir, "index.html");
  const hasStorefront = existsSync(indexPath);
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header("cache-control", path.includes("/assets/") ? IMMUTABLE : "no-cache");
      },
    });
  }
  const indexHtml = hasStorefront ? readFileSync(indexPath, "utf8") : "";
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !/\.[a-z0-9]+$/i.test(path);
    if (path.startsWith("/api/") || path === "/api" || !isPage || !hasStorefront) {
      return reply.status(404).send(apiNotFound());
    }
    const meta = (await options.pageMeta?.(path).catch(() => null)) ?? null;
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(meta ? withPageMeta(indexHtml, meta) : indexHtml);
  });
}
