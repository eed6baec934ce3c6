import type { CompressedOnDemand } from "./compression.ts";

/**
 * A page route's answer as sent: a redirect to `location`, or a rendered document kept compressed
 * in the encodings asked for (a client that takes none gets it decompressed), as the plain text
 * would double what a page costs.
 */
export type PageAnswer =
  | { status: number; location: string }
  | { status: number; document: CompressedOnDemand };

/** Rendered pages are kept this long at most: the home's most viewed products move (catalog). */
const MAX_AGE_MS = 60_000;
/** Bytes of rendered pages kept at most: a script asking for endless searches cannot fill memory. */
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry<T> {
  value: Promise<T>;
  storedAt: number;
  bytes: number;
  /** The value once made and kept. */
  kept?: { value: T };
}

export interface BoundedCacheOptions<T> {
  /** Bytes kept at most (the oldest values go first). */
  maxBytes: number;
  /** How long a value is kept at most. */
  maxAgeMs?: number;
  /** What a value costs in memory. */
  bytesOf: (value: T) => number;
  /** Whether a value is kept (else made again next time); a failure never is. */
  keepable?: (value: T) => boolean;
}

/**
 * Values made once by key and kept within a byte budget, oldest dropped first: one make for
 * concurrent asks, nothing kept of a make that failed or that `clear` overtook.
 */
export function boundedCache<K, T>({
  maxBytes,
  maxAgeMs = Number.POSITIVE_INFINITY,
  bytesOf,
  keepable = () => true,
}: BoundedCacheOptions<T>) {
  const entries = new Map<K, Entry<T>>();
  let bytes = 0;

  function remove(key: K): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function keep(entry: Entry<T>, value: T): void {
    entry.kept = { value };
    entry.bytes = bytesOf(value);
    bytes += entry.bytes;
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    /** The cached value for `key`, or the one `make` makes (one make for concurrent asks). */
    get(key: K, make: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found && Date.now() - found.storedAt < maxAgeMs) return found.value;
      remove(key);
      const entry: Entry<T> = { value: make(), storedAt: Date.now(), bytes: 0 };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then((value) => {
        // Not kept: a failure, or a value made from data that changed meanwhile (cleared).
        if (entries.get(key) !== entry) return;
        if (keepable(value)) keep(entry, value);
        else forget();
      }, forget);
      return entry.value;
    },
    /** The value kept now for `key`, without waiting: undefined while none is made, making or too old. */
    ready(key: K): T | undefined {
      const found = entries.get(key);
      return found?.kept && Date.now() - found.storedAt < maxAgeMs ? found.kept.value : undefined;
    },
    /** Drops every value: the data they were made from changed. */
    clear(): void {
      entries.clear();
      bytes = 0;
    },
  };
}

/** A failure is rendered again next time; the offline page (503) is kept like any page. */
const keepablePage = (answer: PageAnswer) => answer.status < 500 || answer.status === 503;

/**
 * Rendered pages by address, so that a page is rendered once and then sent as bytes. Everything is
 * dropped when the data pages are rendered from changes (`clear`), and each page after a minute.
 */
export function pageCache(maxBytes = MAX_BYTES) {
  return boundedCache<string, PageAnswer>({
    maxBytes,
    maxAgeMs: MAX_AGE_MS,
    // Counted when kept: a second encoding asked for later is not (browsers nearly all take br).
    bytesOf: (answer) => ("document" in answer ? answer.document.size : 0),
    keepable: keepablePage,
  });
}
