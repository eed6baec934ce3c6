import type { Language } from "@shop/shared";
import {
  type CompressedOnDemand,
  compressedOnDemand,
  type Encoding,
  type GzipStart,
  gzipAfter,
  gzipStart,
  keptOnDemand,
} from "./compression.ts";
import { type PageMeta, pageMetaTags, withDocumentLanguage, withoutPageMeta } from "./page-meta.ts";
import type { RenderedPage } from "./storefront-render.ts";

/** What index.html holds inside `<div id="root">` where the server puts the rendered page. */
export const APP_MARKUP = /<!--app-->[\s\S]*<!--\/app-->/;

type Page = Extract<RenderedPage, { kind: "page" }>;

/**
 * index.html cut once where every rendered page puts its parts (its head's end, the app's markup,
 * the body's end), so that a page is one concatenation instead of copies of the whole document
 * searched again: most of its bytes are the template's inline styles.
 */
function documentParts(indexHtml: string) {
  const app = APP_MARKUP.exec(indexHtml);
  const headEnd = indexHtml.indexOf("</head>");
  const bodyEnd = indexHtml.lastIndexOf("</body>");
  if (!app || headEnd < 0 || bodyEnd < 0) return null;
  const appEnd = app.index + app[0].length;
  return [
    indexHtml.slice(0, headEnd),
    indexHtml.slice(headEnd, app.index),
    indexHtml.slice(appEnd, bodyEnd),
    indexHtml.slice(bodyEnd),
  ] as const;
}

type DocumentParts = NonNullable<ReturnType<typeof documentParts>>;

/** A document's start, the same for every page of a route: bytes, and deflated once for gzip. */
interface Start {
  bytes: Buffer;
  gzip?: GzipStart;
}

/**
 * The documents of rendered pages, compressed: index.html (`template`, with its markers) with a
 * page's assets (`assetLinks` of its modules: inline styles, the script loader), its own head
 * when it has one, its HTML and its data. The start — the template's head and the route's
 * assets, about 66 KB of a product page's 110 KB — is the same for every page of a route: it is
 * kept as bytes, and deflated once, so a first render in gzip (every browser takes it) only
 * deflates the rest (gzipAfter). Another encoding is made of the whole document.
 */
export function pageDocuments(template: string, assetLinks: (modules: string[]) => string) {
  const ownHead = documentParts(template) as DocumentParts;
  // With the page's own head, the template's title, description and canonical go.
  const pageHead = documentParts(withoutPageMeta(template)) ?? ownHead;
  const starts = new Map<string, Start>();

  function startOf(parts: DocumentParts, modules: string[], language: Language): Start {
    const key = `${language} ${parts === pageHead ? "page" : "own"} ${modules.join(" ")}`;
    let start = starts.get(key);
    if (!start) {
      // index.html says pt-PT: an English page (its address's language) says en.
      const head = language === "pt" ? parts[0] : withDocumentLanguage(parts[0], language);
      start = { bytes: Buffer.from(`${head}${assetLinks(modules)}\n  `) };
      starts.set(key, start);
    }
    return start;
  }

  return function compressedDocument(
    page: Page,
    meta: PageMeta | null,
    encoding: Encoding | null,
    language: Language,
  ): Promise<CompressedOnDemand> {
    const parts = meta ? pageHead : ownHead;
    const [, beforeApp, afterApp, end] = parts;
    const start = startOf(parts, page.modules, language);
    const data = `<script type="application/json" id="server-render">${page.data}</script>\n  `;
    const rest = Buffer.from(
      (meta ? pageMetaTags(meta) : "") + beforeApp + page.html + afterApp + data + end,
    );
    if (encoding === "br") return compressedOnDemand(Buffer.concat([start.bytes, rest]), "br");
    start.gzip ??= gzipStart(start.bytes);
    return keptOnDemand("gzip", gzipAfter(start.gzip, rest));
  };
}
