import {
  CATEGORY_GROUP_KEYS,
  type CategoryTree,
  categoryListPath,
  groupPath,
  HTML_LANG,
  LANGUAGES,
  pagePathIn,
} from "@shop/shared";
import { escapeHtml } from "../../mail/templates/layout.ts";
import { INDEXED_PATHS } from "./page-rules.ts";

/** One address of the sitemap; `lastmod` where the shop knows when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The pages for search engines that are not products nor lists of a category. */
const STATIC_PATHS = [...INDEXED_PATHS, "/products"];

/**
 * Every page worth indexing: the static pages, the four groups' and every category's list (last
 * changed with their newest product) and the products on sale.
 */
export function sitemapEntries(
  tree: CategoryTree,
  products: Array<{ id: number; category_id: number | null; updated_at: Date }>,
): SitemapEntry[] {
  // Each category's newest product.
  const changed = new Map<number, Date>();
  for (const { category_id, updated_at } of products) {
    if (category_id === null) continue;
    const last = changed.get(category_id);
    if (!last || updated_at > last) changed.set(category_id, updated_at);
  }
  const newest = (categories: readonly { id: number }[]): Date | undefined =>
    categories.reduce<Date | undefined>((last, { id }) => {
      const date = changed.get(id);
      return date && (!last || date > last) ? date : last;
    }, undefined);
  const withLastmod = (path: string, lastmod: Date | undefined): SitemapEntry =>
    lastmod ? { path, lastmod } : { path };
  const categories = new Map(
    CATEGORY_GROUP_KEYS.flatMap((group) => tree[group]).map((category) => [category.id, category]),
  );
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...CATEGORY_GROUP_KEYS.map((group) => withLastmod(groupPath(group), newest(tree[group]))),
    ...[...categories.values()].map((category) =>
      withLastmod(categoryListPath(category), changed.get(category.id)),
    ),
    ...products.map((product) => ({ path: `/product/${product.id}`, lastmod: product.updated_at })),
  ];
}

/**
 * The sitemap protocol's XML (sitemaps.org 0.9), with absolute, escaped addresses: each page in
 * Portuguese and in English, each naming both (and `x-default`, the Portuguese) as Google reads
 * `hreflang` in a sitemap.
 */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const address = (path: string) => escapeHtml(`${publicUrl}${path}`);
  const urls = entries.flatMap(({ path, lastmod }) => {
    const links = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${HTML_LANG[language]}" href="${address(pagePathIn(path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ].join("");
    const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    return LANGUAGES.map(
      (language) => `<url><loc>${address(pagePathIn(path, language))}</loc>${date}${links}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The storefront's private pages (each language's), as robots.txt names them. */
const PRIVATE_PATHS = [
  "/account",
  "/cart",
  "/checkout",
  "/sign",
  "/email/",
  "/sandbox/",
  "/size-alerts/",
  "/encomenda/",
];

/**
 * Where crawlers may go: the shop, but not the private pages, the back office nor the API, except
 * the API's public reads, which a crawler that runs the storefront's script needs to see a page.
 */
export function robotsTxt(publicUrl: string): string {
  const privatePages = PRIVATE_PATHS.flatMap((path) =>
    LANGUAGES.map((language) => `Disallow: ${pagePathIn(path, language)}`),
  );
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /api/public/",
    ...privatePages,
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
