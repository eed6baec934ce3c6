import { CATEGORY_GROUP_KEYS, type CategoryTree, categoryListPath, groupPath } from "@shop/shared";
import { escapeHtml } from "../../mail/templates/layout.ts";

/** One address of the sitemap; `lastmod` where the shop knows when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The pages for search engines that are not products nor lists of a category. */
const STATIC_PATHS = [
  "/home",
  "/products",
  "/stores",
  "/contacts",
  "/customize",
  "/about",
  "/terms",
  "/privacy",
];

function latest(dates: Date[]): Date | undefined {
  return dates.reduce<Date | undefined>(
    (last, date) => (!last || date > last ? date : last),
    undefined,
  );
}

/**
 * Every page worth indexing: the static pages, the four groups' and every category's list (last
 * changed with their newest product) and the products on sale.
 */
export function sitemapEntries(
  tree: CategoryTree,
  products: Array<{ id: number; category_id: number | null; updated_at: Date }>,
): SitemapEntry[] {
  const changedByCategory = new Map<number, Date[]>();
  for (const product of products) {
    if (product.category_id === null) continue;
    const dates = changedByCategory.get(product.category_id) ?? [];
    dates.push(product.updated_at);
    changedByCategory.set(product.category_id, dates);
  }
  const categories = new Map(
    CATEGORY_GROUP_KEYS.flatMap((group) => tree[group]).map((category) => [category.id, category]),
  );
  const withLastmod = (path: string, lastmod: Date | undefined): SitemapEntry =>
    lastmod ? { path, lastmod } : { path };
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...CATEGORY_GROUP_KEYS.map((group) =>
      withLastmod(
        groupPath(group),
        latest(tree[group].flatMap((category) => changedByCategory.get(category.id) ?? [])),
      ),
    ),
    ...[...categories.values()].map((category) =>
      withLastmod(categoryListPath(category), latest(changedByCategory.get(category.id) ?? [])),
    ),
    ...products.map((product) => ({ path: `/product/${product.id}`, lastmod: product.updated_at })),
  ];
}

/** The sitemap protocol's XML (sitemaps.org 0.9), with absolute, escaped addresses. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(`${publicUrl}${path}`)}</loc>`;
    return lastmod
      ? `<url>${loc}<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod></url>`
      : `<url>${loc}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Where crawlers may go: the shop, but not the private pages, the back office nor the API, except
 * the API's public reads, which a crawler that runs the storefront's script needs to see a page.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /api/public/",
    "Disallow: /account",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /sign",
    "Disallow: /email/",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /sandbox/",
    "Disallow: /size-alerts/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
