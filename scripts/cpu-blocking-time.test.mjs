import { describe, expect, it } from "vitest";
import { traceOnCpuTime } from "./cpu-blocking-time.mjs";

const MAIN = { pid: 7, tid: 1 };
const OTHER = { pid: 7, tid: 2 };
const paint = { name: "firstContentfulPaint", ph: "R", ts: 1_000_000, ...MAIN };
/** An event lasting from `start` for `wall` ms, `cpu` ms of it on the CPU. */
const event = (name, start, wall, cpu, thread = MAIN) => ({
  name,
  ph: "X",
  ts: start * 1000,
  dur: wall * 1000,
  ...(cpu === undefined ? {} : { tdur: cpu * 1000 }),
  ...thread,
});
const at = (events, name) => events.find((each) => each.name === name);

describe("a trace on the page's CPU time", () => {
  it("shrinks each main-thread task to its CPU time, and what happens inside it with it", () => {
    const task = event("RunTask", 1100, 40, 10);
    const layout = event("Layout", 1120, 20);
    const send = { name: "ResourceSendRequest", ph: "I", ts: 1_140_000, ...MAIN };
    const { traceEvents } = traceOnCpuTime({ traceEvents: [paint, task, layout, send] });
    expect(at(traceEvents, "RunTask")).toMatchObject({ ts: 1_100_000, dur: 10_000 });
    expect(at(traceEvents, "Layout")).toMatchObject({ ts: 1_105_000, dur: 5_000 });
    expect(at(traceEvents, "ResourceSendRequest").ts).toBe(1_110_000);
  });

  it("leaves other threads, the events between tasks and a task as long as its CPU time", () => {
    const other = event("RunTask", 1100, 40, 10, OTHER);
    const between = { name: "ResourceFinish", ph: "I", ts: 1_150_000, ...MAIN };
    const busy = event("RunTask", 1200, 30, 30);
    const { traceEvents } = traceOnCpuTime({ traceEvents: [paint, other, between, busy] });
    expect(traceEvents).toEqual([paint, other, between, busy]);
  });

  it("shrinks a task run inside another with the one around it, not twice", () => {
    const outer = event("RunTask", 1100, 40, 20);
    const inner = event("RunTask", 1120, 10, 2);
    const { traceEvents } = traceOnCpuTime({ traceEvents: [paint, outer, inner] });
    expect(traceEvents[2]).toMatchObject({ ts: 1_110_000, dur: 5_000 });
  });

  it("keeps a task whose CPU time was not recorded, and the trace without a paint", () => {
    const task = event("RunTask", 1100, 40);
    expect(traceOnCpuTime({ traceEvents: [paint, task] }).traceEvents).toEqual([paint, task]);
    const trace = { traceEvents: [event("RunTask", 1100, 40, 10)] };
    expect(traceOnCpuTime(trace)).toBe(trace);
  });
});
