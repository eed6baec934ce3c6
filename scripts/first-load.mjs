// What a visitor's browser fetches as JavaScript to show the home page: the entry script of
// index.html and its modulepreloads, plus the home route's lazy chunk and everything it imports
// statically (read from Vite's manifest). Its own dynamic imports are loaded later and not counted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { constants, gzipSync } from "node:zlib";

/** The home route's module, as Vite's manifest names it. */
export const HOME_ROUTE = "src/features/catalog/home/home-page.tsx";
/**
 * The budget, in kB of gzip (1 kB = 1,000 bytes, as Vite's build report counts): the issue's
 * 120, lowered to keep what the home page loads now (106 kB) from creeping back.
 */
export const BUDGET_KB = 110;
/**
 * An English home page's budget: the 120 kB. It loads the Portuguese page's code (whose
 * texts are its keys) and the English of its first load beside it (app/english-texts.ts).
 */
export const ENGLISH_BUDGET_KB = 120;
/** The English texts' first chunk, as Vite's manifest names it. */
export const ENGLISH_TEXTS = "src/app/english-texts.ts";

function scriptsOf(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isEntry = /^<script/.test(tag) && /type="module"/.test(tag);
    const isPreload = /^<link/.test(tag) && /rel="modulepreload"/.test(tag);
    const url = tag.match(/(?:src|href)="\/?([^"]+)"/)?.[1];
    return (isEntry || isPreload) && url ? [url] : [];
  });
}

/**
 * The home route's key in the manifest: its module, or, when Rollup made the route's module part
 * of a chunk that other lazy chunks import too, that chunk (named after the module).
 */
function homeKey(manifest) {
  if (manifest[HOME_ROUTE]) return HOME_ROUTE;
  const name = HOME_ROUTE.split("/")
    .at(-1)
    .replace(/\.tsx?$/, "");
  const key = Object.keys(manifest).find(
    (each) => manifest[each].isDynamicEntry && manifest[each].name === name,
  );
  if (!key) throw new Error(`Vite's manifest has no ${HOME_ROUTE}`);
  return key;
}

/**
 * The files (relative to dist) of the first load, each once, in the order they are found; with
 * `english`, an English home page's (its texts' first chunk besides).
 */
export function firstLoadFiles(dist, { english = false } = {}) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
  const files = new Set(scriptsOf(readFileSync(join(dist, "index.html"), "utf8")));
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(homeKey(manifest));
  if (english) visit(ENGLISH_TEXTS);
  return [...files];
}

/**
 * The files of the home route's own dynamic imports (the carousels, which the server renders and
 * the page fetches beside its first load: the rest of the page comes alive without them) and what
 * they import, less the first load's files.
 */
export function homePartsFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
  const first = new Set(firstLoadFiles(dist));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || first.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of manifest[homeKey(manifest)].dynamicImports ?? []) visit(key);
  return [...files];
}

const gzipped = (dist, files) =>
  files.map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION })
      .length,
  }));
const sum = (files) => files.reduce((total, { gzipBytes }) => total + gzipBytes, 0);

/**
 * Each file's gzipped size and the total, in bytes; `over` when the total passes the budget; and
 * the home's parts fetched beside it (`parts`, their total `partsTotal`), outside the budget.
 */
export function firstLoad(dist, budgetKb = BUDGET_KB) {
  const files = gzipped(dist, firstLoadFiles(dist));
  const parts = gzipped(dist, homePartsFiles(dist));
  const total = sum(files);
  const portuguese = new Set(files.map(({ file }) => file));
  const englishFiles = gzipped(
    dist,
    firstLoadFiles(dist, { english: true }).filter((file) => !portuguese.has(file)),
  );
  const englishTotal = total + sum(englishFiles);
  return {
    files,
    total,
    parts,
    partsTotal: sum(parts),
    budgetBytes: budgetKb * 1000,
    english: {
      files: englishFiles,
      total: englishTotal,
      budgetBytes: ENGLISH_BUDGET_KB * 1000,
      over: englishTotal > ENGLISH_BUDGET_KB * 1000,
    },
    over: total > budgetKb * 1000 || englishTotal > ENGLISH_BUDGET_KB * 1000,
  };
}
