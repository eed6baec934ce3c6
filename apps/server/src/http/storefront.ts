import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { type Language, languageOfPath, listingPageQuery, pagePathIn } from "@shop/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LOGO_PATH } from "../mail/templates/layout.ts";
import {
  acceptedEncoding,
  type Encoding,
  firstRenderEncoding,
  varyOnEncoding,
} from "./compression.ts";
import { apiNotFound } from "./error-handler.ts";
import { pageAssetLinks, pageTemplate } from "./page-assets.ts";
import { type PageAnswer, pageCache } from "./page-cache.ts";
import { APP_MARKUP, pageDocuments } from "./page-document.ts";
import { type PageMeta, withDocumentLanguage, withPageMeta } from "./page-meta.ts";
import { routedPath } from "./request-path.ts";
import { type RenderPage, renderPageWith } from "./storefront-render.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** How long a visitor of the switched-off website is asked to wait before trying again. */
const OFFLINE_RETRY_AFTER_SECONDS = 300;

export interface StorefrontOptions {
  webDistDir: string;
  /** The shop's address (PUBLIC_URL): pages are rendered for it, whatever Host a request names. */
  publicUrl: string;
  /** The storefront's server renderer (apps/web/dist-server/entry-server.js); absent: index.html. */
  serverEntry?: string;
  /** The head of a page: its path and query, as `request.url` (`/products?category=3`). */
  pageMeta?: (url: string) => Promise<PageMeta | null>;
  /** Registers `drop`, to be called whenever the data pages are rendered from changes. */
  onDataChanged?: (drop: () => void) => void;
  /** Called for each page answered from the cache, without its API calls (a product's view). */
  cachedPageServed?: (path: string) => void;
  /** The JSON kept or made for an API GET (`/api/…`), which the renderer takes without routing. */
  readyBody?: (url: string, language: Language) => Promise<Buffer | undefined>;
}

/** The listing's paths, Portuguese and English. */
const LISTING_PATHS = new Set(["/products", pagePathIn("/products", "en")]);

/**
 * The address a page is rendered and kept for: the listing's query written the one way it is
 * read, and no query on any other page (none reads one on the server). So a script adding
 * random parameters gets the page from the cache instead of a render each time. Its language is
 * its path's (`/en/…`), so each language's page is kept apart.
 */
export function pageAddress(path: string, url: string): string {
  if (!LISTING_PATHS.has(path)) return path;
  const query = listingPageQuery(new URL(url, "http://shop").searchParams);
  return query === "" ? path : `${path}?${query}`;
}

async function loadRenderer(
  app: FastifyInstance,
  entry: string | undefined,
  indexHtml: string,
  options: Pick<StorefrontOptions, "onDataChanged" | "readyBody">,
) {
  if (!entry || !existsSync(entry)) return null;
  if (!APP_MARKUP.test(indexHtml)) {
    app.log.warn("index.html has no <!--app--> marker: pages are rendered in the browser only");
    return null;
  }
  const module = (await import(pathToFileURL(entry).href)) as {
    createRenderer: Parameters<typeof renderPageWith>[1];
    /** Drops the layout's parts the renderer keeps as HTML (a renderer built before has none). */
    forgetKeptParts?: () => void;
  };
  if (module.forgetKeptParts) options.onDataChanged?.(module.forgetKeptParts);
  return renderPageWith(app, module.createRenderer, options.readyBody);
}

/**
 * Serves the built storefront: hashed assets cached for a year, and every page route rendered on
 * the server with its data and its own head (title, description, canonical or noindex, structured
 * data), answered 404 for an
 * unknown address or product and 503 while the website is switched off. Without the server
 * renderer, page routes get index.html. Unknown API paths get the 404 envelope instead.
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
        // Emails show the logo from wherever they are read (a webmail's own origin).
        if (path.endsWith(LOGO_PATH)) reply.header("cross-origin-resource-policy", "cross-origin");
      },
    });
  }
  const indexHtml = hasStorefront
    ? pageTemplate(options.webDistDir, readFileSync(indexPath, "utf8"))
    : "";
  const renderPage = hasStorefront
    ? await loadRenderer(app, options.serverEntry, indexHtml, options)
    : null;
  const compressedDocument = pageDocuments(
    indexHtml,
    pageAssetLinks(options.webDistDir, indexHtml),
  );
  const origin = new URL(options.publicUrl).origin;

  /** The page's head; null without one (no rules, or they failed: the document's own head stays). */
  async function metaOf(url: string): Promise<PageMeta | null> {
    return (await options.pageMeta?.(url).catch(() => null)) ?? null;
  }

  /** index.html with the page's head and language (without the renderer). */
  function withMeta(html: string, url: string, meta: PageMeta | null): string {
    const language = languageOfPath(routedPath(url));
    return withDocumentLanguage(meta ? withPageMeta(html, meta) : html, language);
  }

  async function renderAnswer(
    url: string,
    origin: string,
    render: RenderPage,
    encoding: Encoding | null,
  ): Promise<PageAnswer> {
    // The head's data is read while the page renders, not after it.
    const [page, meta] = await Promise.all([render(url, origin), metaOf(url)]);
    if (page.kind === "redirect") return { status: page.status, location: page.location };
    // Compressed with the page, not on each of the many times the cache sends it.
    return {
      status: page.status,
      document: await compressedDocument(page, meta, encoding, languageOfPath(url)),
    };
  }

  // Rendering costs milliseconds of CPU; sending a rendered page, microseconds (see decision 004).
  const rendered = pageCache();
  options.onDataChanged?.(() => rendered.clear());

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    render: RenderPage,
  ) {
    const address = pageAddress(path, request.url);
    let encoding = acceptedEncoding(request);
    let renderedNow = false;
    const answer: PageAnswer = await rendered.get(address, () => {
      renderedNow = true;
      // The first render in the encoding cheapest to make; a later visit gets the one preferred.
      encoding = firstRenderEncoding(request);
      return renderAnswer(address, origin, render, encoding);
    });
    if (!renderedNow) options.cachedPageServed?.(path);
    if ("location" in answer) return reply.redirect(answer.location, answer.status);
    if (answer.status === 503) reply.header("retry-after", String(OFFLINE_RETRY_AFTER_SECONDS));
    reply
      .status(answer.status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8");
    varyOnEncoding(reply);
    const bytes = await answer.document.in(encoding);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(bytes);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = routedPath(request.url);
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !/\.[a-z0-9]+$/i.test(path);
    if (path.startsWith("/api/") || path === "/api" || !isPage || !hasStorefront) {
      return reply.status(404).send(apiNotFound());
    }
    if (renderPage) return sendPage(request, reply, path, renderPage);
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(withMeta(indexHtml, request.url, await metaOf(request.url)));
  });
}
