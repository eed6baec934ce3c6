import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Written by the storefront's build (apps/web/page-assets.ts): each lazy page's scripts and styles. */
const PAGE_ASSETS_FILE = ".vite/page-assets.json";

type PageAssets = Record<string, { js: string[]; css: string[] }>;

/** index.html's own stylesheets, as Vite writes them. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * A built stylesheet as a `<style>` of the page: a phone paints the page from the HTML alone,
 * without a round trip per stylesheet first (the storefront's CSP allows inline styles, which the
 * card provider needs anyway). The disabled link beside it is never fetched; it tells Vite's
 * loader that the page has these rules, so hydrating the page's code does not load them again.
 * A file that cannot go inline safely stays a plain link.
 */
function stylesheets(webDistDir: string) {
  const styles = new Map<string, string>();
  return (file: string): string => {
    let style = styles.get(file);
    if (style === undefined) {
      const path = join(webDistDir, file);
      const rules = existsSync(path) ? readFileSync(path, "utf8") : null;
      style =
        rules === null || /<\/style/i.test(rules)
          ? `<link rel="stylesheet" crossorigin href="/${file}">`
          : `<style>${rules}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
      styles.set(file, style);
    }
    return style;
  };
}

/** index.html with its stylesheets inline. */
export function withInlineStyles(webDistDir: string, indexHtml: string): string {
  const style = stylesheets(webDistDir);
  return indexHtml.replace(STYLESHEET_LINK, (_link, file: string) => style(file));
}

/**
 * The head of the pages a document renders: their styles inline (the page is styled before any
 * script runs, and with none) and their scripts as module preloads (no waterfall on hydration).
 * Files index.html already links are left out.
 */
export function pageAssetLinks(webDistDir: string, indexHtml: string) {
  const path = join(webDistDir, PAGE_ASSETS_FILE);
  const assets: PageAssets = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {};
  const known = (file: string) => indexHtml.includes(`/${file}"`);
  const style = stylesheets(webDistDir);
  return (modules: readonly string[]): string => {
    const css = new Set<string>();
    const js = new Set<string>();
    for (const module of modules) {
      for (const file of assets[module]?.css ?? []) if (!known(file)) css.add(file);
      for (const file of assets[module]?.js ?? []) if (!known(file)) js.add(file);
    }
    return [
      ...[...css].map(style),
      ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join("");
  };
}
