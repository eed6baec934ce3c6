import type { FilterParams } from "./listing-filters.ts";

/**
 * For tests: a query string read as URLSearchParams would, repeated names and all (no DOM or Node
 * types in this package; no `+` for a space is used).
 */
export function queryParams(query: string): FilterParams {
  const entries = query
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => pair.split("=").map(decodeURIComponent) as [string, string]);
  return paramsOf(entries);
}

/** For tests: these name–value pairs as URL parameters. */
export function paramsOf(entries: [string, string][]): FilterParams {
  return {
    get: (name) => entries.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name) => entries.filter(([key]) => key === name).map(([, value]) => value),
  };
}
