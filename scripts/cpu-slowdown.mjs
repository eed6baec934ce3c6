/**
 * The CPU slowdown that makes a Lighthouse host a mid-tier phone, from the host's benchmark index
 * (Lighthouse's "Calibrating the CPU slowdown", docs/throttling.md, and its CPU throttling
 * calculator): Lighthouse's default 4× assumes a desktop of index ~1,533; a slower host needs less
 * (a host of 1,000 is 2.4×), a faster one more (2,500 is 8.2×).
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
