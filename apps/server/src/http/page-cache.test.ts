import { afterEach, describe, expect, it, vi } from "vitest";
import type { CompressedOnDemand } from "./compression.ts";
import { type PageAnswer, pageCache } from "./page-cache.ts";

/** A kept document of `html` that says it keeps two copies of it (two encodings asked for). */
const documentOf = (html: string): CompressedOnDemand & { html: string } => ({
  html,
  in: () => Promise.resolve(Buffer.from(html)),
  size: 2 * html.length,
});
const page = (html: string, status = 200): PageAnswer => ({ status, document: documentOf(html) });
const htmlOf = (answer: PageAnswer) =>
  "document" in answer ? (answer.document as ReturnType<typeof documentOf>).html : "";

/** A render that counts its calls and answers `answer`. */
function renderer(answer: PageAnswer | (() => Promise<PageAnswer>)) {
  const render = vi.fn(() => (typeof answer === "function" ? answer() : Promise.resolve(answer)));
  return render;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the rendered pages' cache", () => {
  it("renders a page once, for concurrent asks and for the asks after them", async () => {
    const cache = pageCache();
    const render = renderer(page("<p>home</p>"));
    const [first, second] = await Promise.all([
      cache.get("/home", render),
      cache.get("/home", render),
    ]);
    expect(await cache.get("/home", render)).toBe(first);
    expect(second).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders a page again after a minute", async () => {
    vi.useFakeTimers();
    const cache = pageCache();
    const render = renderer(page("<p>home</p>"));
    await cache.get("/home", render);
    vi.advanceTimersByTime(59_000);
    await cache.get("/home", render);
    expect(render).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    await cache.get("/home", render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders a failure again, but keeps the offline page (503) and a 404", async () => {
    const cache = pageCache();
    for (const [status, renders] of [
      [500, 2],
      [503, 1],
      [404, 1],
    ] as const) {
      const render = renderer(page("x", status));
      await cache.get(`/${status}`, render);
      await cache.get(`/${status}`, render);
      expect(render, `status ${status}`).toHaveBeenCalledTimes(renders);
    }
  });

  it("renders again after a render that threw", async () => {
    const cache = pageCache();
    const failing = renderer(() => Promise.reject(new Error("down")));
    await expect(cache.get("/home", failing)).rejects.toThrow("down");
    const render = renderer(page("<p>home</p>"));
    expect(htmlOf(await cache.get("/home", render))).toBe("<p>home</p>");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("drops every page on clear, and keeps no page rendered from data that changed meanwhile", async () => {
    const cache = pageCache();
    const render = renderer(page("<p>home</p>"));
    await cache.get("/home", render);
    cache.clear();
    await cache.get("/home", render);
    expect(render).toHaveBeenCalledTimes(2);

    let finish: (answer: PageAnswer) => void = () => {};
    const slow = renderer(() => new Promise<PageAnswer>((resolve) => (finish = resolve)));
    const pending = cache.get("/stores", slow);
    cache.clear();
    finish(page("<p>old stores</p>"));
    await pending;
    const fresh = renderer(page("<p>stores</p>"));
    expect(htmlOf(await cache.get("/stores", fresh))).toBe("<p>stores</p>");
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it("forgets the oldest pages beyond its size, counting what each keeps", async () => {
    const cache = pageCache(25);
    const sized = (html: string) => renderer(page(html));
    const first = sized("a".repeat(5));
    const second = sized("b".repeat(5));
    await cache.get("/a", first);
    await cache.get("/b", second);
    // 10 + 10 bytes kept; a third page of 10 leaves room for two.
    await cache.get("/c", sized("c".repeat(5)));
    await cache.get("/b", second);
    expect(second).toHaveBeenCalledTimes(1);
    await cache.get("/a", first);
    expect(first).toHaveBeenCalledTimes(2);
  });

  it("has a page ready without waiting once it is made and kept, and not after clear or a minute", async () => {
    vi.useFakeTimers();
    const cache = pageCache();
    let finish: (answer: PageAnswer) => void = () => {};
    const pending = cache.get(
      "/home",
      () => new Promise<PageAnswer>((resolve) => (finish = resolve)),
    );
    expect(cache.ready("/home")).toBeUndefined();
    finish(page("<p>home</p>"));
    const made = await pending;
    expect(cache.ready("/home")).toBe(made);
    cache.clear();
    expect(cache.ready("/home")).toBeUndefined();
    await cache.get("/home", renderer(page("<p>home</p>")));
    vi.advanceTimersByTime(60_000);
    expect(cache.ready("/home")).toBeUndefined();
    await cache.get("/bad", renderer(page("<p>down</p>", 500)));
    expect(cache.ready("/bad")).toBeUndefined();
  });
});
