import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

/**
 * A copy of a load's trace in which each task of the page's main thread lasts its CPU time (the
 * trace's `tdur`) instead of its wall time, and everything inside it shrinks with it. On a shared
 * two-core machine a task's wall time also holds the time its thread waited for the machine's
 * other threads (the compositor, V8's compilers, the network, the shop itself): a task of 6 ms of
 * CPU can last 24 ms. Other threads, and the tasks' starts, are left as they were.
 */
export function traceOnCpuTime(trace) {
  const paint = trace.traceEvents.filter((event) => event.name === "firstContentfulPaint").at(-1);
  if (!paint) return trace;
  const thread = trace.traceEvents
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid)
    .sort((a, b) => a.ts - b.ts);
  const shrunk = new Map();
  let first = 0;
  // A task run inside another (a nested run loop) shrinks with the one around it, not twice.
  let previousEnd = -Infinity;
  for (const task of thread) {
    if (task.name !== "RunTask" || task.ph !== "X" || !task.dur || task.tdur == null) continue;
    if (task.ts < previousEnd) continue;
    previousEnd = task.ts + task.dur;
    const factor = Math.min(1, task.tdur / task.dur);
    while (thread[first].ts < task.ts) first += 1;
    for (let i = first; i < thread.length && thread[i].ts <= previousEnd; i += 1) {
      const event = thread[i];
      const copy = { ...event, ts: task.ts + (event.ts - task.ts) * factor };
      if (event.dur != null) copy.dur = event.dur * factor;
      shrunk.set(event, copy);
    }
  }
  return { ...trace, traceEvents: trace.traceEvents.map((event) => shrunk.get(event) ?? event) };
}

/**
 * Lighthouse's own total blocking time (its Lantern simulation, at the run's CPU slowdown) of a
 * run's load, on the trace of the page's CPU time (traceOnCpuTime): what Lighthouse would count
 * on a machine whose other threads never held the page's main thread back.
 */
export function blockingTimeOnCpuTime(run) {
  return lanternBlockingTime(run, traceOnCpuTime(run.artifacts.Trace));
}

/**
 * Lighthouse's total blocking time of a run, computed again from the given trace of its load. On
 * the run's own trace it is the report's: lighthouse.mjs checks that it is before it trusts the
 * same computation on the trace of CPU time.
 */
export async function lanternBlockingTime({ lhr, artifacts }, trace) {
  const data = {
    trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const { timing } = await LanternTotalBlockingTime.request(data, { computedCache: new Map() });
  return timing;
}
