import { describe, expect, it } from "vitest";
import { cpuBlockingTime } from "./cpu-blocking-time.mjs";

const MAIN = { pid: 7, tid: 1 };
const paint = { name: "firstContentfulPaint", ph: "R", ts: 1_000_000, ...MAIN };
/** A task of the page's main thread: start, wall and CPU time in ms. */
const task = (start, wall, cpu, thread = MAIN) => ({
  name: "RunTask",
  ph: "X",
  ts: start * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
  ...thread,
});

describe("blocking time from the tasks' CPU time", () => {
  it("counts each task's CPU time times the slowdown, beyond 50 ms, after the first paint", () => {
    const events = [paint, task(1100, 40, 20), task(1200, 60, 10), task(1300, 30, 30)];
    // 20 × 4 = 80 → 30; 10 × 4 = 40 → 0; 30 × 4 = 120 → 70.
    expect(cpuBlockingTime(events, 4)).toBe(100);
  });

  it("leaves out the tasks before the paint and other threads' tasks", () => {
    const events = [task(900, 100, 100), paint, task(1100, 50, 50, { pid: 7, tid: 2 })];
    expect(cpuBlockingTime(events, 4)).toBe(0);
  });

  it("takes the last paint (the page's, after any blank one) and is null without one", () => {
    const later = { ...paint, ts: 2_000_000 };
    expect(cpuBlockingTime([paint, task(1500, 30, 30), later, task(2100, 30, 30)], 4)).toBe(70);
    expect(cpuBlockingTime([task(1100, 100, 100)], 4)).toBeNull();
  });
});
