import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./cpu-slowdown.mjs";

describe("the CPU slowdown of a Lighthouse host", () => {
  it("follows Lighthouse's calculator: 4× for a desktop of 1,533, less below, more above", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it("never speeds a host up", () => {
    expect(cpuSlowdownFor(60)).toBe(1);
  });
});
