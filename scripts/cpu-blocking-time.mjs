/**
 * Total blocking time counted from the CPU time of the page's tasks. Lighthouse's simulation takes
 * each main-thread task's wall time times the CPU slowdown, and counts what is beyond 50 ms; on a
 * shared two-core machine a task's wall time also holds the time its thread waited for the
 * machine's other threads (the compositor, V8's compilers, the shop itself): a task of 6 ms of CPU
 * can last 24 ms. This counts the same from each task's CPU time (the trace's `tdur`), for every
 * task after the first contentful paint to the end of the trace (Lighthouse stops at the time to
 * interactive): the page's own work, whatever the machine is doing. Null without a paint.
 */
export function cpuBlockingTime(traceEvents, cpuSlowdown) {
  const paint = traceEvents.filter((event) => event.name === "firstContentfulPaint").at(-1);
  if (!paint) return null;
  let blocking = 0;
  for (const event of traceEvents) {
    if (event.name !== "RunTask" || event.ph !== "X" || !event.tdur) continue;
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ts < paint.ts) continue;
    blocking += Math.max(0, (event.tdur / 1000) * cpuSlowdown - 50);
  }
  return blocking;
}
