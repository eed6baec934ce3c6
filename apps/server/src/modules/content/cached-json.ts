import { type ReadyBytes, readyJson } from "../../http/ready-bytes.ts";

/** A JSON payload serialised and compressed once, with its ETag. */
export interface CachedJson<T> extends ReadyBytes {
  value: T;
}

/**
 * Builds a value on first use and keeps it until invalidated. A build that an invalidation
 * overtakes is handed to its callers but not kept; `maxAgeMs` bounds how long a value is kept at all.
 */
export function cached<T>(build: () => Promise<T>, maxAgeMs = Number.POSITIVE_INFINITY) {
  let generation = 0;
  let current: Promise<T> | undefined;
  let builtAt = 0;
  // The current build's value once it has settled and is kept.
  let settled: { value: T } | undefined;
  const fresh = () => Date.now() - builtAt < maxAgeMs;

  return {
    get(): Promise<T> {
      if (current && fresh()) return current;
      builtAt = Date.now();
      settled = undefined;
      const startedAt = generation;
      const pending = build();
      current = pending;
      pending.then(
        (value) => {
          if (current !== pending) return;
          if (generation === startedAt) settled = { value };
          else current = undefined;
        },
        () => {
          if (current === pending) current = undefined;
        },
      );
      return pending;
    },
    /** The value kept now, without waiting: undefined while none is built, building or too old. */
    ready(): T | undefined {
      return settled && fresh() ? settled.value : undefined;
    },
    invalidate(): void {
      generation += 1;
      current = undefined;
      settled = undefined;
    },
  };
}

/**
 * {@link cached}, kept with its bytes (plain, brotli and gzip) and ETag: served as it is, never
 * serialised or compressed again.
 */
export function cachedJson<T>(build: () => Promise<T>, maxAgeMs = Number.POSITIVE_INFINITY) {
  return cached(async (): Promise<CachedJson<T>> => readyJson(await build()), maxAgeMs);
}
