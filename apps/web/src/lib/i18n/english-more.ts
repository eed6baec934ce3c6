import { documentLanguage } from "./language";

/**
 * The English of the pages beyond the home page's first load (app/english-more.ts), loaded on an
 * English page only, once; nothing to load on a Portuguese page or on the server (its renderer has
 * every text built in).
 */
export function loadEnglishMore(): Promise<unknown> {
  if (typeof window === "undefined" || documentLanguage() !== "en") return Promise.resolve();
  return import("../../app/english-more");
}

/** A part's code, with the English it needs on an English page (both before it renders). */
export function withEnglishMore<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadEnglishMore()]))[0];
}
