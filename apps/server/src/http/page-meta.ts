import {
  centsToEuros,
  discountedPriceCents,
  eurosToCents,
  formatEuros,
  type Product,
  pictureSources,
} from "@shop/shared";
import { escapeHtml } from "../mail/templates/layout.ts";

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  url: string;
}

const SHOP = "Sapataria Lisboa";

/** What a shared product link shows in a preview (crawlers do not run the storefront's script). */
export function productMeta(product: Product, publicUrl: string, mediaBaseUrl: string): PageMeta {
  const name = product.title ?? `Ref: ${product.ref}`;
  const price = formatEuros(
    centsToEuros(discountedPriceCents(eurosToCents(product.price), product.discount)),
  );
  const picture = product.pictures[product.thumbnailIndex] ?? product.pictures[0];
  const mediaBase = /^https?:\/\//.test(mediaBaseUrl)
    ? mediaBaseUrl
    : `${publicUrl}${mediaBaseUrl}`;
  return {
    title: `${name} · ${SHOP}`,
    description: `${name} por ${price}. Compre online na ${SHOP}, com lojas em Lisboa desde 1978.`,
    image: picture ? pictureSources(picture, mediaBase).src : null,
    url: `${publicUrl}/product/${product.id}`,
  };
}

/** The storefront's index.html with the page's own title, description and Open Graph tags. */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
  ].join("\n    ");
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, "")
    .replace("</head>", `    ${tags}\n  </head>`);
}
