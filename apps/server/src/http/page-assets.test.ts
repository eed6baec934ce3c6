import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageAssetLinks, pageTemplate, SCRIPT_LOADER_SOURCE } from "./page-assets.ts";

const INDEX_HTML =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-5.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head></html>';

/** The loader's tag: its attributes, and whether its code is the one the CSP allows. */
function loaderTags(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, code]) => ({
    attributes,
    allowed:
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'` === SCRIPT_LOADER_SOURCE,
  }));
}

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

  it("puts each page's styles inline, then its scripts in a loader's preloads, in the build's order", () => {
    const html = pageAssetLinks(dist(), INDEX_HTML)(["src/features/catalog/home/home-page.tsx"]);
    expect(html.slice(0, html.indexOf("<script"))).toBe(
      [
        "<style>.carousel-3{color:red}</style>",
        '<link rel="stylesheet" crossorigin href="/assets/carousel-3.css" disabled>',
        "<style>.home-2{color:red}</style>",
        '<link rel="stylesheet" crossorigin href="/assets/home-2.css" disabled>',
      ].join(""),
    );
    expect(loaderTags(html)).toEqual([
      { attributes: ' data-preload="/assets/home-2.js /assets/carousel-3.js"', allowed: true },
    ]);
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("links a file shared by several pages once, and none that index.html links already", () => {
    const html = pageAssetLinks(
      dist(),
      INDEX_HTML,
    )(["src/features/catalog/home/home-page.tsx", "src/features/stores/stores-page.tsx"]);
    expect(html.match(/carousel-3\.css/g)).toHaveLength(1);
    expect(html.match(/carousel-3\.js/g)).toHaveLength(1);
    expect(html).toContain("/assets/stores-4.js");
    expect(html).not.toContain("index-1");
    // Known to the template too: its loader preloads them.
    const template = pageTemplate(dist(), INDEX_HTML);
    const links = pageAssetLinks(dist(), template);
    expect(links(["src/features/stores/stores-page.tsx"])).not.toContain("react-5");
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

describe("index.html as the pages' template", () => {
  it("has its stylesheets inline, each beside a disabled link that tells Vite's loader they are there", () => {
    expect(pageTemplate(webDist(), INDEX_HTML)).toContain(
      '<style>.index-1{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled></head></html>',
    );
  });

  it("requests its entry and preloads with the loader the CSP allows, not from the head", () => {
    const template = pageTemplate(webDist(), INDEX_HTML);
    expect(template).not.toContain('type="module"');
    expect(template).not.toContain('rel="modulepreload"');
    expect(loaderTags(template)).toEqual([
      {
        attributes: ' data-entry="/assets/index-1.js" data-preload="/assets/react-5.js"',
        allowed: true,
      },
    ]);
  });
});

/** The little of jsdom's window the loader's test touches (jsdom ships no types). */
interface PageElement {
  click(): void;
  addEventListener(type: string, listener: () => void): void;
}
interface PageWindow {
  document: {
    getElementById(id: string): PageElement | null;
    querySelector(selector: string): PageElement | null;
    dispatchEvent(event: unknown): boolean;
  };
  Event: new (type: string) => unknown;
  close(): void;
}
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string, options: object) => { window: PageWindow };
};

/** Two filters and two delivery choices, the first one chosen, as the server rendered them. */
const FIELDS = [
  '<input type="checkbox" id="size-38"><input type="checkbox" id="size-39">',
  '<input type="radio" name="delivery" id="home" checked><input type="radio" name="delivery" id="store">',
].join("");

describe("the script loader, run in a page", () => {
  const page = (indexHtml = INDEX_HTML) => {
    const template = pageTemplate(
      webDist(),
      indexHtml.replace(
        "</head></html>",
        `</head><body><div id="root"><button id="buy">Comprar</button>${FIELDS}</div><button id="outside">Fora</button></body></html>`,
      ),
    );
    return new JSDOM(template, { runScripts: "dangerously", pretendToBeVisual: true }).window;
  };

  // The entry comes after its libraries, imported one per task: jsdom runs no modules, so the entry
  // is checked on a page without any (the journeys run the whole loader in Chromium).
  it.each([
    ["the entry's preloads", INDEX_HTML, 'link[rel="modulepreload"][href="/assets/react-5.js"]'],
    [
      "the entry, when it has no libraries to import first",
      INDEX_HTML.replace(/<link rel="modulepreload"[^>]*>/, ""),
      'script[type="module"][src="/assets/index-1.js"]',
    ],
  ])("asks for %s only after the page has loaded and painted", async (_, indexHtml, selector) => {
    const window = page(indexHtml);
    expect(window.document.querySelector(selector)).toBeNull();
    // The load event, then a frame and a task: on a loaded machine that can take more than 100 ms.
    await vi.waitFor(() => expect(window.document.querySelector(selector)).not.toBeNull(), {
      timeout: 3000,
    });
    window.close();
  });

  it("holds the clicks on a button of the page until it has come alive, then replays one", async () => {
    const window = page();
    const clicks: string[] = [];
    for (const id of ["buy", "outside"]) {
      window.document.getElementById(id)?.addEventListener("click", () => clicks.push(id));
    }
    // Impatient taps before the page is alive: one purchase, not three.
    for (let tap = 0; tap < 3; tap += 1) window.document.getElementById("buy")?.click();
    window.document.getElementById("outside")?.click();
    expect(clicks).toEqual(["outside"]);
    window.document.dispatchEvent(new window.Event("storefront:hydrated"));
    expect(clicks).toEqual(["outside", "buy"]);
    window.document.getElementById("buy")?.click();
    expect(clicks).toEqual(["outside", "buy", "buy"]);
    window.close();
  });

  it("lets a box be ticked before the page is alive, then clicks it again for the app to see", async () => {
    const window = page();
    const box = (id: string) =>
      window.document.getElementById(id) as PageElement & { checked: boolean };
    const clicks: string[] = [];
    for (const id of ["size-38", "size-39", "home", "store"]) {
      box(id).addEventListener("click", () => clicks.push(`${id}:${box(id).checked}`));
    }
    box("size-38").click();
    box("size-39").click();
    box("size-39").click(); // ticked and unticked: as the app has it
    box("store").click();
    // Shown as tapped, and not yet seen by the page (a part already alive would see it twice).
    expect(clicks).toEqual([]);
    expect(
      [box("size-38"), box("size-39"), box("home"), box("store")].map((b) => b.checked),
    ).toEqual([true, false, false, true]);
    window.document.dispatchEvent(new window.Event("storefront:hydrated"));
    expect(clicks).toEqual(["size-38:true", "store:true"]);
    expect(
      [box("size-38"), box("size-39"), box("home"), box("store")].map((b) => b.checked),
    ).toEqual([true, false, false, true]);
    window.close();
  });

  it("clicks a ticked box again even when a render put it back before the page was alive", () => {
    const window = page();
    const box = window.document.getElementById("size-38") as PageElement & { checked: boolean };
    const clicks: boolean[] = [];
    box.addEventListener("click", () => clicks.push(box.checked));
    box.click();
    // A part of the page came alive and rendered the box as the app has it: not ticked.
    box.checked = false;
    window.document.dispatchEvent(new window.Event("storefront:hydrated"));
    expect(clicks).toEqual([true]);
    expect(box.checked).toBe(true);
    window.close();
  });
});
