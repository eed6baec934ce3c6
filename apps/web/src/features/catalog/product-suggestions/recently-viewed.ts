import { RECENTLY_VIEWED_LIMIT } from "@shop/shared";

/** The products this browser opened, newest first (ids), kept without an account. */
export const RECENTLY_VIEWED_KEY = "recently-viewed";

/** The stored ids, tolerating anything else stored there (then none). */
export function parseRecentlyViewed(raw: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** The list once `id` is opened: first, once, and the oldest beyond the limit forgotten. */
export function withViewed(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((each) => each !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
}

export function recentlyViewed(): number[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

/** Remembers that the product was opened now. */
export function rememberViewed(id: number): void {
  try {
    window.localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify(withViewed(recentlyViewed(), id)),
    );
  } catch {
    // Private mode or a full storage: nothing is remembered, the page works the same.
  }
}
