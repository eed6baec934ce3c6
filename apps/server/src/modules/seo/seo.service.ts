import { createHash } from "node:crypto";
import type { PageMeta } from "../../http/page-meta.ts";
import type { Catalogues } from "../catalog/catalog.service.ts";
import { cached } from "../content/cached-json.ts";
import type { ContentService } from "../content/content.service.ts";
import { type PageSources, pageMetaOf } from "./page-rules.ts";
import type { SeoRepository } from "./seo.repository.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap.ts";
import { absoluteMediaBase } from "./structured-data.ts";

/** A text built once, as bytes with an ETag. */
export interface ReadyText {
  body: Buffer;
  etag: string;
}

function readyText(text: string): ReadyText {
  const body = Buffer.from(text);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

/**
 * What search engines read: each page's head, the sitemap and robots.txt. The sitemap is kept in
 * memory until the catalogue or the persistent data change (the same NOTIFYs that drop their caches).
 */
export function seoService(deps: {
  catalogues: Catalogues;
  content: ContentService;
  repository: SeoRepository;
  publicUrl: string;
  mediaBaseUrl: string;
}) {
  const { catalogues, content, publicUrl } = deps;
  const sources: PageSources = {
    addresses: { publicUrl, mediaBase: absoluteMediaBase(publicUrl, deps.mediaBaseUrl) },
    persistent: async (language) => (await content.persistent(language)).value,
    async product(id, language) {
      const catalog = catalogues.in(language);
      const product = await catalog.productDetails(id);
      if (!product) return null;
      return { product, inStockOnline: await catalog.hasOnlineStock(id) };
    },
  };
  const sitemap = cached(async () => {
    const [persistent, products] = await Promise.all([
      content.persistent(),
      deps.repository.productsOnSale(),
    ]);
    return readyText(
      sitemapXml(publicUrl, sitemapEntries(persistent.value.categoryTree, products)),
    );
  });
  const robots = readyText(robotsTxt(publicUrl));

  return {
    /** The head of a storefront address, path and query (`/products?category=3`). */
    pageMeta: (url: string): Promise<PageMeta> => pageMetaOf(url, sources),
    sitemap: () => sitemap.get(),
    robots: () => robots,
    /** Drops the sitemap (the catalogue or the categories changed). */
    invalidate: () => sitemap.invalidate(),
  };
}

export type SeoService = ReturnType<typeof seoService>;
