import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageAssetLinks, withInlineStyles } from "./page-assets.ts";

const INDEX_HTML =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head></html>';

const dirs: string[] = [];

/** A built storefront whose build wrote `assets` (apps/web/page-assets.ts), or none. */
function webDist(assets?: Record<string, { js: string[]; css: string[] }>): string {
  const dir = mkdtempSync(join(tmpdir(), "page-assets-"));
  dirs.push(dir);
  mkdirSync(join(dir, "assets"));
  for (const name of ["index-1", "carousel-3", "home-2"]) {
    writeFileSync(join(dir, `assets/${name}.css`), `.${name}{color:red}`);
  }
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

  it("puts each page's styles inline, then its scripts as module preloads, in the build's order", () => {
    const links = pageAssetLinks(dist(), INDEX_HTML);
    expect(links(["src/features/catalog/home/home-page.tsx"])).toBe(
      [
        "<style>.carousel-3{color:red}</style>",
        '<link rel="stylesheet" crossorigin href="/assets/carousel-3.css" disabled>',
        "<style>.home-2{color:red}</style>",
        '<link rel="stylesheet" crossorigin href="/assets/home-2.css" disabled>',
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

  it("keeps as a link a stylesheet that could close its style element, or that is missing", () => {
    const dir = dist();
    writeFileSync(join(dir, "assets/home-2.css"), '.a::after{content:"</style>"}');
    rmSync(join(dir, "assets/carousel-3.css"));
    const html = pageAssetLinks(dir, INDEX_HTML)(["src/features/catalog/home/home-page.tsx"]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-2.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/carousel-3.css">');
    expect(html).not.toContain("<style>");
  });
});

describe("index.html's own stylesheets", () => {
  it("go inline, each beside a disabled link that tells Vite's loader they are there", () => {
    expect(withInlineStyles(webDist(), INDEX_HTML)).toBe(
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<style>.index-1{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled></head></html>',
    );
  });
});
