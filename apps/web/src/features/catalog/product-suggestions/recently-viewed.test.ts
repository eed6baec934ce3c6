import { afterEach, describe, expect, it } from "vitest";
import {
  parseRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  recentlyViewed,
  rememberViewed,
  withViewed,
} from "./recently-viewed";

afterEach(() => window.localStorage.removeItem(RECENTLY_VIEWED_KEY));

describe("the products seen recently", () => {
  it("keeps the newest first, each once, at most twelve", () => {
    expect(withViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    const many = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(withViewed(many, 99)).toEqual([99, ...many.slice(0, 11)]);
  });

  it("remembers what was opened in the browser", () => {
    rememberViewed(5);
    rememberViewed(7);
    rememberViewed(5);
    expect(recentlyViewed()).toEqual([5, 7]);
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBe("[5,7]");
  });

  it("tolerates anything else stored under its key", () => {
    for (const raw of [null, "", "{", '{"a":1}', '"7"', "null"]) {
      expect(parseRecentlyViewed(raw)).toEqual([]);
    }
    expect(parseRecentlyViewed('[4, "5", -1, 2.5, 4, 6]')).toEqual([4, 6]);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, "not json");
    rememberViewed(3);
    expect(recentlyViewed()).toEqual([3]);
  });
});
