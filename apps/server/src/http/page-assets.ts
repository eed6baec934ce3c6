import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Written by the storefront's build (apps/web/page-assets.ts): each lazy page's scripts and styles. */
const PAGE_ASSETS_FILE = ".vite/page-assets.json";

type PageAssets = Record<string, { js: string[]; css: string[] }>;

/**
 * The `<link>`s of the pages a document renders: their styles (the page is styled before any
 * script runs, and with none) and their scripts as module preloads (no waterfall on hydration).
 * Files index.html already links are left out.
 */
export function pageAssetLinks(webDistDir: string, indexHtml: string) {
  const path = join(webDistDir, PAGE_ASSETS_FILE);
  const assets: PageAssets = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {};
  const known = (file: string) => indexHtml.includes(`/${file}"`);
  return (modules: readonly string[]): string => {
    const css = new Set<string>();
    const js = new Set<string>();
    for (const module of modules) {
      for (const file of assets[module]?.css ?? []) if (!known(file)) css.add(file);
      for (const file of assets[module]?.js ?? []) if (!known(file)) js.add(file);
    }
    return [
      ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join("");
  };
}
