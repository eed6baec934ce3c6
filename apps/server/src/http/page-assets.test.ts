import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageAssetLinks } from "./page-assets.ts";

const INDEX_HTML =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head></html>';

const dirs: string[] = [];

/** A built storefront whose build wrote `assets` (apps/web/page-assets.ts), or none. */
function webDist(assets?: Record<string, { js: string[]; css: string[] }>): string {
  const dir = mkdtempSync(join(tmpdir(), "page-assets-"));
  dirs.push(dir);
  if (assets) {
    mkdirSync(join(dir, ".vite"));
    writeFileSync(join(dir, ".vite/page-assets.json"), JSON.stringify(assets));
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the links of the pages a document renders", () => {
  const dist = () =>
    webDist({
      "src/features/catalog/home/home-page.tsx": {
        js: ["assets/home-2.js", "assets/index-1.js", "assets/carousel-3.js"],
        css: ["assets/index-1.css", "assets/carousel-3.css", "assets/home-2.css"],
      },
      "src/features/stores/stores-page.tsx": {
        js: ["assets/stores-4.js", "assets/carousel-3.js"],
        css: ["assets/carousel-3.css"],
      },
    });

  it("links each page's styles, then its scripts as module preloads, in the build's order", () => {
    const links = pageAssetLinks(dist(), INDEX_HTML);
    expect(links(["src/features/catalog/home/home-page.tsx"])).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/carousel-3.css">',
        '<link rel="stylesheet" crossorigin href="/assets/home-2.css">',
        '<link rel="modulepreload" crossorigin href="/assets/home-2.js">',
        '<link rel="modulepreload" crossorigin href="/assets/carousel-3.js">',
      ].join(""),
    );
  });

  it("links a file shared by several pages once, and none that index.html links already", () => {
    const html = pageAssetLinks(
      dist(),
      INDEX_HTML,
    )(["src/features/catalog/home/home-page.tsx", "src/features/stores/stores-page.tsx"]);
    expect(html.match(/carousel-3\.css/g)).toHaveLength(1);
    expect(html.match(/carousel-3\.js/g)).toHaveLength(1);
    expect(html).toContain('href="/assets/stores-4.js"');
    expect(html).not.toContain("index-1");
  });

  it("links nothing for a module the build did not list, nor without the build's file", () => {
    expect(pageAssetLinks(dist(), INDEX_HTML)(["src/features/unknown.tsx"])).toBe("");
    expect(pageAssetLinks(webDist(), INDEX_HTML)(["src/features/catalog/home/home-page.tsx"])).toBe(
      "",
    );
  });
});
