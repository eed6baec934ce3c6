import { describe, expect, it } from "vitest";
import { viewCounter } from "./view-counter.ts";

const noLog = () => undefined;

describe("view counter", () => {
  it("writes the views of every product together", async () => {
    const writes: Array<Map<number, number>> = [];
    const views = viewCounter(async (counts) => {
      writes.push(counts);
    }, noLog);
    views.count(7);
    views.count(7);
    views.count(9);
    await views.flush();
    await views.flush();
    await views.stop();
    expect(writes).toEqual([
      new Map([
        [7, 2],
        [9, 1],
      ]),
    ]);
  });

  it("keeps the counts of a failed write for the next one", async () => {
    const writes: Array<Map<number, number>> = [];
    let failNext = true;
    const views = viewCounter(async (counts) => {
      if (failNext) {
        failNext = false;
        throw new Error("database away");
      }
      writes.push(counts);
    }, noLog);
    views.count(3);
    await expect(views.flush()).rejects.toThrow("database away");
    views.count(3);
    await views.stop();
    expect(writes).toEqual([new Map([[3, 2]])]);
  });

  it("writes many products a few hundred at a time, and only the unwritten ones again", async () => {
    const writes: Array<Map<number, number>> = [];
    let failures = 1;
    const views = viewCounter(async (counts) => {
      if (writes.length === 1 && failures-- > 0) throw new Error("database away");
      writes.push(counts);
    }, noLog);
    for (let id = 1; id <= 1200; id += 1) views.count(id);
    await expect(views.flush()).rejects.toThrow("database away");
    await views.stop();
    expect(writes.map((counts) => counts.size)).toEqual([500, 500, 200]);
    const written = writes.flatMap((counts) => [...counts.keys()]);
    expect(new Set(written).size).toBe(1200);
    expect(writes.every((counts) => [...counts.values()].every((n) => n === 1))).toBe(true);
  });
});
