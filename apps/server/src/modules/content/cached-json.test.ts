import { afterEach, describe, expect, it, vi } from "vitest";
import { cached } from "./cached-json.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A build that waits until `finish` is called with its value. */
function slowBuild() {
  let finish: (value: string) => void = () => {};
  const build = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
  return { build, finish: (value: string) => finish(value) };
}

describe("a value kept in memory", () => {
  it("is ready without waiting once built, until invalidated", async () => {
    const { build, finish } = slowBuild();
    const value = cached(build);
    expect(value.ready()).toBeUndefined();
    const pending = value.get();
    expect(value.ready()).toBeUndefined();
    finish("persistent");
    expect(await pending).toBe("persistent");
    expect(value.ready()).toBe("persistent");
    value.invalidate();
    expect(value.ready()).toBeUndefined();
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("is never ready with a build that an invalidation overtook, nor one that failed", async () => {
    const { build, finish } = slowBuild();
    const value = cached(build);
    const pending = value.get();
    value.invalidate();
    finish("old data");
    await pending;
    expect(value.ready()).toBeUndefined();

    const failing = cached(() => Promise.reject(new Error("database down")));
    await expect(failing.get()).rejects.toThrow("database down");
    expect(failing.ready()).toBeUndefined();
  });

  it("is no longer ready once older than its age limit", async () => {
    vi.useFakeTimers();
    const value = cached(() => Promise.resolve("featured"), 60_000);
    await value.get();
    expect(value.ready()).toBe("featured");
    vi.advanceTimersByTime(60_000);
    expect(value.ready()).toBeUndefined();
  });
});
