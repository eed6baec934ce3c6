import type { OutputChunk } from "rollup";
import type { Plugin } from "vite";

/** Where the client build writes which scripts and styles each page needs (read by the server). */
export const PAGE_ASSETS_FILE = ".vite/page-assets.json";

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Writes, for every module the router loads lazily (`import()`), the chunk it ended up in and
 * that chunk's static imports with their styles: the server links them in a page it renders, so
 * the page is styled before any script runs and its scripts load without a waterfall. Vite's own
 * manifest cannot answer this for a module that shares a chunk with others.
 */
export function pageAssets(): Plugin {
  return {
    name: "page-assets",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkWithCss>();
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") chunks.set(output.fileName, output);
      }
      const assets: Record<string, { js: string[]; css: string[] }> = {};
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) {
          if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
          const key = id.slice(id.indexOf("/src/") + 1);
          const js = new Set<string>();
          const css = new Set<string>();
          const visit = (file: string) => {
            const found = chunks.get(file);
            if (!found || js.has(file)) return;
            js.add(file);
            for (const imported of found.imports) visit(imported);
            // After its imports' styles, as the chunk's own rules come after theirs in the browser.
            for (const style of found.viteMetadata?.importedCss ?? []) css.add(style);
          };
          visit(chunk.fileName);
          assets[key] = { js: [...js], css: [...css] };
        }
      }
      this.emitFile({ type: "asset", fileName: PAGE_ASSETS_FILE, source: JSON.stringify(assets) });
    },
  };
}
