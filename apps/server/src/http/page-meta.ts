import { HTML_LANG, type Language, SHOP_NAME } from "@shop/shared";
import { escapeHtml } from "../mail/templates/layout.ts";

/** A schema.org object, as JSON-LD. */
export type JsonLd = Record<string, unknown>;

/**
 * JSON-LD to put inside a `<script>` element: `<`, `>` and `&` written as \u escapes, so no text of
 * the data (a product's name or description) can close the element or open a comment.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The same page in a language (`hreflang`: `pt-PT`, `en`, or `x-default`), absolute. */
export interface PageAlternate {
  hreflang: string;
  href: string;
}

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Language, string> = { pt: "pt_PT", en: "en_GB" };

/** Everything a page's head says to search engines and link previews. */
export interface PageMeta {
  /** The page's language: the document's `lang`, Open Graph's locale. */
  language: Language;
  /** The whole document title: `Sandálias · Sapataria Lisboa`. */
  title: string;
  description: string;
  /** The page's one absolute address; null for pages not to be indexed. */
  canonical: string | null;
  /** The page in each language, for the `hreflang` links (none on the not-found page). */
  alternates: readonly PageAlternate[];
  /** Pages that are not for search engines (cart, account…) say `noindex`. */
  noindex: boolean;
  /** Open Graph: `product` for a product page, `website` otherwise. */
  type: "website" | "product";
  /** The preview picture, absolute. */
  image: string | null;
  /** Structured data (schema.org), one `<script type="application/ld+json">` each. */
  jsonLd: readonly JsonLd[];
}

function headTags(meta: PageMeta): string[] {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.canonical ? [`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`] : []),
    ...meta.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${SHOP_NAME}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[meta.language]}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(meta.canonical
      ? [`<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`]
      : []),
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`),
  ];
}

/** A head's own title, description, robots, canonical and Open Graph tags, taken out. */
export function withoutPageMeta(html: string): string {
  const end = html.indexOf("</head>");
  if (end < 0) return html;
  const head = html
    .slice(0, end)
    .replace(/<title>[\s\S]*?<\/title>\s*/g, "")
    .replace(/<meta\s+(?:name="(?:description|robots)"|property="og:[^"]*")[^>]*>\s*/g, "")
    .replace(/<link\s+rel="(?:canonical|alternate)"[^>]*>\s*/g, "")
    .trimEnd();
  return `${head}\n  ${html.slice(end)}`;
}

/** The document's `lang` attribute set to the page's language (index.html says pt-PT). */
export function withDocumentLanguage(html: string, language: Language): string {
  return html.replace(/^([\s\S]*?<html\b[^>]*?\blang=")[^"]*"/, `$1${HTML_LANG[language]}"`);
}

/** The page's head tags, to put before `</head>` of a document without its own (withoutPageMeta). */
export const pageMetaTags = (meta: PageMeta): string => `  ${headTags(meta).join("\n    ")}\n  `;

/**
 * A storefront document (index.html or a server-rendered page) with the page's own head: its
 * title, description, robots, canonical, Open Graph tags and structured data replace any the head
 * had (a rendered page's body, with its SVG titles, is left as it is).
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const stripped = withoutPageMeta(html);
  const end = stripped.indexOf("</head>");
  return end < 0
    ? stripped
    : `${stripped.slice(0, end)}${pageMetaTags(meta)}${stripped.slice(end)}`;
}
