import { createHash } from "node:crypto";
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

/** index.html's entry script and its module preloads, as Vite writes them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">/g;

/**
 * Requests the storefront's scripts once the page has shown: after `load` (the page and its
 * pictures are in), its first paint on the screen (the browser's `first-contentful-paint`; 3 s at
 * most) and the next frame. A phone paints the server's HTML without waiting for about 160 KB of
 * scripts, and the picture the page is judged by is not queued behind them (`load` often comes
 * before the first paint is on the screen, and the frame after it was not always after that paint:
 * docs/benchmarks.md, twelfth pass). Its script tag names the entry (`data-entry`) and the modules
 * to fetch beside it (`data-preload`, space-separated, dependencies first). The entry's libraries
 * are evaluated one per task before the entry itself: all at once they made one long task, and a
 * tap waits for it. Until the page has come alive (the app dispatches `storefront:hydrated`), a
 * click on a button or a form's submission, which need the scripts, is held and replayed then, in
 * order, once per control (three impatient taps on «Comprar» add one unit). A checkbox or radio
 * button ticked meanwhile shows ticked, but its events are held too (its part of the page may be
 * alive already, and its change seen twice would be undone; or not, and hydration takes the box
 * over without a change event; and a render while the rest comes alive may put it back as the app
 * has it): once alive, each one the customer left unlike the page's HTML is set the other way and
 * clicked, so it ends as they left it and the app sees the change once. Text typed meanwhile (or
 * filled in by the browser) stays in its field, but the app's state never saw it, and a form sent
 * as the app has it would be empty: once alive, each field typed into is given its value again
 * with an `input` event (`change` for a list), and the held clicks are replayed in the next task,
 * once the app has rendered it. Links work without the scripts and are left alone. If the entry
 * fails to load, or the app fails to start, what was held is let go.
 */
const SCRIPT_LOADER = `(() => {
  const { entry, preload = "" } = document.currentScript.dataset;
  const held = new Map();
  const ticked = new Map();
  const typed = new Map();
  const HELD = ["click", "submit", "input", "change"];
  const TEXT = "#root :is(textarea, select, input:not([type=checkbox], [type=radio], [type=submit], [type=button], [type=file]))";
  const hold = (event) => {
    if (event.target.matches?.(TEXT)) {
      if (event.type !== "click") typed.set(event.target, event.target.value);
      return;
    }
    if (event.target.matches?.("#root input:is([type=checkbox], [type=radio])")) {
      if (event.type === "click") ticked.set(event.target, event.target.checked);
      return void event.stopImmediatePropagation();
    }
    const control = event.type === "submit" ? event.target : event.target.closest?.("button, [role=button]");
    if (!control?.closest("#root")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.has(control)) return;
    held.set(control, event.type === "submit" ? () => control.requestSubmit() : () => control.click());
  };
  const replay = (replays) => {
    for (const again of replays) again();
    for (const [box, wanted] of ticked) {
      if (wanted !== box.defaultChecked) {
        box.checked = !wanted;
        box.click();
      }
    }
    ticked.clear();
  };
  const release = () => {
    for (const type of HELD) removeEventListener(type, hold, true);
    const replays = [...held.values()];
    held.clear();
    if (!typed.size) return replay(replays);
    for (const [field, value] of typed) {
      field.value = value;
      field.dispatchEvent(new Event(field.matches("select") ? "change" : "input", { bubbles: true }));
    }
    typed.clear();
    // The app renders what was typed before a held click reads it.
    setTimeout(() => replay(replays));
  };
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const load = async () => {
    const preloads = preload.split(" ").filter(Boolean);
    for (const href of preloads) {
      const link = document.createElement("link");
      Object.assign(link, { rel: "modulepreload", crossOrigin: "", href });
      document.head.append(link);
    }
    if (!entry) return;
    for (const href of preloads) {
      await import(href);
      await nextTask();
    }
    const script = document.createElement("script");
    Object.assign(script, { type: "module", crossOrigin: "", src: entry, onerror: release });
    document.head.append(script);
  };
  if (entry) {
    for (const type of HELD) addEventListener(type, hold, true);
    document.addEventListener("storefront:hydrated", release, { once: true });
  }
  const painted = new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length) resolve();
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(resolve, 3000);
  });
  const afterPaint = () =>
    painted.then(() => requestAnimationFrame(() => setTimeout(() => load().catch(release))));
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
})();`;

/** The CSP source that lets the loader run inline (script-src), and nothing else. */
export const SCRIPT_LOADER_SOURCE = `'sha256-${createHash("sha256").update(SCRIPT_LOADER).digest("base64")}'`;

function scriptLoader(entry: string | null, preloads: readonly string[]): string {
  const entryAttribute = entry ? ` data-entry="/${entry}"` : "";
  const preloadAttribute = preloads.length
    ? ` data-preload="${preloads.map((file) => `/${file}`).join(" ")}"`
    : "";
  return `<script${entryAttribute}${preloadAttribute}>${SCRIPT_LOADER}</script>`;
}

/**
 * index.html as the template of every page: its stylesheets inline, and its entry script and
 * module preloads requested by the loader once the page has shown, instead of before it.
 */
export function pageTemplate(webDistDir: string, indexHtml: string): string {
  const style = stylesheets(webDistDir);
  const entry = indexHtml.match(ENTRY_SCRIPT)?.[1] ?? null;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const withStyles = indexHtml.replace(STYLESHEET_LINK, (_link, file: string) => style(file));
  if (!entry) return withStyles;
  return withStyles
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, () => scriptLoader(entry, preloads));
}

/**
 * The head of the pages a document renders: their styles inline (the page is styled before any
 * script runs, and with none) and their scripts preloaded by a loader once the page has shown (no
 * waterfall on hydration). Files the template (`pageTemplate`) has already are left out.
 */
export function pageAssetLinks(webDistDir: string, template: string) {
  const path = join(webDistDir, PAGE_ASSETS_FILE);
  const assets: PageAssets = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {};
  const known = (file: string) => template.includes(`/${file}"`) || template.includes(`/${file} `);
  const style = stylesheets(webDistDir);
  return (modules: readonly string[]): string => {
    const css = new Set<string>();
    const js = new Set<string>();
    for (const module of modules) {
      for (const file of assets[module]?.css ?? []) if (!known(file)) css.add(file);
      for (const file of assets[module]?.js ?? []) if (!known(file)) js.add(file);
    }
    return [...[...css].map(style), js.size ? scriptLoader(null, [...js]) : ""].join("");
  };
}
