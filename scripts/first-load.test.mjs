import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ENGLISH_TEXTS,
  firstLoad,
  firstLoadFiles,
  HOME_ROUTE,
  homePartsFiles,
} from "./first-load.mjs";

/** A built storefront: the entry with a preload, the home chunk with its own imports. */
function builtStorefront() {
  const dist = mkdtempSync(join(tmpdir(), "shop-size-"));
  mkdirSync(join(dist, ".vite"), { recursive: true });
  mkdirSync(join(dist, "assets"));
  writeFileSync(
    join(dist, "index.html"),
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
      '<link rel="stylesheet" href="/assets/index.css">',
  );
  const manifest = {
    "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react.js" },
    "_card.js": { file: "assets/card.js", imports: ["_react.js"] },
    [HOME_ROUTE]: {
      file: "assets/home.js",
      isDynamicEntry: true,
      imports: ["_card.js", "index.html"],
      dynamicImports: ["src/zoom.tsx"],
    },
    "src/zoom.tsx": {
      file: "assets/zoom.js",
      isDynamicEntry: true,
      imports: ["_react.js", "_dialog.js"],
    },
    "_dialog.js": { file: "assets/dialog.js" },
    "src/cart.tsx": { file: "assets/cart.js", isDynamicEntry: true },
    [ENGLISH_TEXTS]: { file: "assets/english.js", isDynamicEntry: true, imports: ["_react.js"] },
  };
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  for (const name of ["index", "react", "card", "home", "zoom", "dialog", "cart", "english"])
    writeFileSync(join(dist, "assets", `${name}.js`), `export const ${name} = 1;`);
  writeFileSync(join(dist, "assets", "big.js"), "x");
  return dist;
}

describe("the home page's first-load JavaScript", () => {
  it("tells apart the home's own lazy parts and what they import that the first load has not", () => {
    const dist = builtStorefront();
    expect(homePartsFiles(dist)).toEqual(["assets/zoom.js", "assets/dialog.js"]);
    const { parts, partsTotal } = firstLoad(dist);
    expect(parts.map(({ file }) => file)).toEqual(["assets/zoom.js", "assets/dialog.js"]);
    expect(partsTotal).toBe(parts[0].gzipBytes + parts[1].gzipBytes);
  });

  it("counts the entry, its preloads, the home chunk and its static imports, each once", () => {
    expect(firstLoadFiles(builtStorefront())).toEqual([
      "assets/index.js",
      "assets/react.js",
      "assets/home.js",
      "assets/card.js",
    ]);
  });

  it("finds the home route in a chunk Rollup shares with other lazy chunks", () => {
    const dist = builtStorefront();
    const path = join(dist, ".vite", "manifest.json");
    const manifest = JSON.parse(readFileSync(path, "utf8"));
    manifest["_home-page-1234.js"] = { ...manifest[HOME_ROUTE], name: "home-page" };
    delete manifest[HOME_ROUTE];
    writeFileSync(path, JSON.stringify(manifest));
    expect(firstLoadFiles(dist)).toContain("assets/home.js");
  });

  it("counts an English home page's texts besides, each file once", () => {
    const { total, english } = firstLoad(builtStorefront());
    expect(english.files.map(({ file }) => file)).toEqual(["assets/english.js"]);
    expect(english.total).toBe(total + (english.files[0]?.gzipBytes ?? 0));
    expect(english.over).toBe(false);
  });

  it("adds their gzipped sizes and fails above the budget", () => {
    const dist = builtStorefront();
    const within = firstLoad(dist, 1);
    expect(within.files).toHaveLength(4);
    expect(within.total).toBe(within.files.reduce((sum, file) => sum + file.gzipBytes, 0));
    expect(within.over).toBe(false);
    expect(firstLoad(dist, within.total / 1000 - 0.001).over).toBe(true);
  });
});
