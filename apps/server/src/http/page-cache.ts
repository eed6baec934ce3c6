import type { Encoding } from "./compression.ts";

/**
 * A page route's answer as sent: a redirect to `location`, or a rendered document, compressed once
 * in each encoding a browser may ask for and kept only so (a client that takes neither gets it
 * decompressed), as the plain text would double what a page costs.
 */
export type PageAnswer =
  | { status: number; location: string }
  | { status: number; document: Record<Encoding, Buffer> };

/** Rendered pages are kept this long at most: the home's most viewed products move (catalog). */
const MAX_AGE_MS = 60_000;
/** Bytes of rendered pages kept at most: a script asking for endless searches cannot fill memory. */
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  answer: Promise<PageAnswer>;
  storedAt: number;
  bytes: number;
}

/** A failure is rendered again next time; the offline page (503) is kept like any page. */
const keepable = (answer: PageAnswer) => answer.status < 500 || answer.status === 503;

/**
 * Rendered pages by address, so that a page is rendered once and then sent as bytes. Everything is
 * dropped when the data pages are rendered from changes (`clear`), and each page after a minute.
 */
export function pageCache(maxBytes = MAX_BYTES) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function keep(entry: Entry, answer: PageAnswer): void {
    entry.bytes =
      "document" in answer ? answer.document.br.length + answer.document.gzip.length : 0;
    bytes += entry.bytes;
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    /** The cached answer for `key`, or the one `render` makes (one render for concurrent asks). */
    get(key: string, render: () => Promise<PageAnswer>): Promise<PageAnswer> {
      const found = entries.get(key);
      if (found && Date.now() - found.storedAt < MAX_AGE_MS) return found.answer;
      remove(key);
      const entry: Entry = { answer: render(), storedAt: Date.now(), bytes: 0 };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.answer.then((answer) => {
        // Not kept: a failure, or an answer rendered from data that changed meanwhile (cleared).
        if (entries.get(key) !== entry) return;
        if (keepable(answer)) keep(entry, answer);
        else forget();
      }, forget);
      return entry.answer;
    },
    /** Drops every page: the catalogue or the persistent data changed. */
    clear(): void {
      entries.clear();
      bytes = 0;
    },
  };
}
