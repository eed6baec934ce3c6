import { createElement, Fragment, type ReactNode } from "react";

/**
 * Set to true by the server renderer's build only (vite.config.ts): Preact's server renderer
 * writes a fragment's `tpl` strings as they are (its precompiled JSX), which React's does not.
 */
declare const __KEPT_PARTS__: boolean | undefined;

/** How long a part is kept at most, as the server keeps a whole page (a sale starting shows). */
const MAX_AGE_MS = 60_000;

/** The layout's parts the same on every page of a route, as HTML, by route and part. */
const kept = new Map<string, { html: string; at: number }>();

/**
 * What the render under way keeps (set around `renderToString`): its route, and the page's own
 * words inside the parts (the language switch's address), each as the HTML writes it.
 */
let keeping: { route: string; ownWords: Record<string, string> } | null = null;

/** Where a page's own words stand in a kept part: a character no HTML holds, then the name. */
const placeOf = (name: string) => `\u0000${name}\u0000`;

function withOwnWords(html: string, ownWords: Record<string, string>): string {
  let written = html;
  for (const [name, words] of Object.entries(ownWords)) {
    written = written.replaceAll(placeOf(name), words);
  }
  return written;
}

/**
 * A part of the layout (its header, its footer: one element each), written from the HTML kept
 * for the route being rendered on the server when there is one, else rendered. The browser
 * always renders it: the HTML is the same byte for byte.
 */
export function keptPart(part: string, node: ReactNode): ReactNode {
  if (keeping === null) return node;
  const found = kept.get(`${keeping.route} ${part}`);
  if (!found || Date.now() - found.at >= MAX_AGE_MS) return node;
  return createElement(Fragment, { tpl: [withOwnWords(found.html, keeping.ownWords)] } as object);
}

/** The HTML of `<tag ...>...</tag>`, the first of the page (no part holds its own tag again). */
function elementHtml(html: string, tag: string): string | null {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  return start < 0 || end < 0 ? null : html.slice(start, end + tag.length + 3);
}

/**
 * A part's HTML with the page's own words put back as their places, or null when one of them is
 * not in it (then the part is not kept: every page renders it).
 */
function withPlaces(html: string, ownWords: Record<string, string>): string | null {
  let kept = html;
  for (const [name, words] of Object.entries(ownWords)) {
    if (!kept.includes(words)) return null;
    kept = kept.replaceAll(words, placeOf(name));
  }
  return kept;
}

/**
 * Renders a page (`render`, synchronous) with the kept parts of `route` (null: none kept, none
 * taken), and keeps the parts it rendered itself, `parts` naming each one's element. `ownWords`
 * are the strings of a part that differ from page to page (exactly as the HTML writes them).
 */
export function renderKeepingParts(
  route: string | null,
  parts: Record<string, string>,
  ownWords: Record<string, string>,
  render: () => string,
): string {
  if (typeof __KEPT_PARTS__ === "undefined" || route === null) return render();
  keeping = { route, ownWords };
  let html: string;
  try {
    html = render();
  } finally {
    keeping = null;
  }
  const now = Date.now();
  for (const [part, tag] of Object.entries(parts)) {
    const key = `${route} ${part}`;
    const found = kept.get(key);
    if (found && now - found.at < MAX_AGE_MS) continue;
    const partHtml = elementHtml(html, tag);
    const withTheirPlaces = partHtml === null ? null : withPlaces(partHtml, ownWords);
    if (withTheirPlaces !== null) kept.set(key, { html: withTheirPlaces, at: now });
  }
  return html;
}

/** Drops every kept part: the data they were rendered from changed. */
export function forgetKeptParts(): void {
  kept.clear();
}
