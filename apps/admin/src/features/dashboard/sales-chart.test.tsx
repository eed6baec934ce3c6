import type { DailySales } from "@shop/shared";
import { cleanup, render } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SalesChart } from "./sales-chart";

// jsdom lays nothing out: the chart's box is given the size it would have on a page, 600 × 240 px
// (and a ResizeObserver that never reports a change). Put back after: the files share one jsdom.
const measure = HTMLElement.prototype.getBoundingClientRect;
const chartBox = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
beforeAll(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  chartBox.mockImplementation(function (this: HTMLElement) {
    return this.classList.contains("recharts-responsive-container")
      ? DOMRect.fromRect({ width: 600, height: 240 })
      : measure.call(this);
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  chartBox.mockRestore();
});
afterEach(cleanup);

const month = (revenueCents: (index: number) => number): DailySales[] =>
  Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, "0")}`,
    revenueCents: revenueCents(index),
    count: revenueCents(index) > 0 ? 1 : 0,
  }));

/** The scale's labels, once the chart has drawn them. */
async function revenueTicks(daily: DailySales[]): Promise<string[]> {
  const { container } = render(<SalesChart daily={daily} />);
  const labels = () =>
    [
      ...container.querySelectorAll(
        ".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value",
      ),
    ].map((tick) => tick.textContent ?? "");
  await vi.waitFor(() => expect(labels().length).toBeGreaterThan(1));
  return labels();
}

describe("SalesChart's revenue scale", () => {
  it("on a month without sales, goes from 0 € to 1 € in whole euros, each once", async () => {
    const ticks = await revenueTicks(month(() => 0));
    expect(ticks[0]).toBe("0 €");
    expect(ticks.at(-1)).toBe("1 €");
    expect(new Set(ticks).size).toBe(ticks.length);
  });

  it("under 3 € of sales, names each whole euro once", async () => {
    const ticks = await revenueTicks(month((index) => (index === 4 ? 250 : 0)));
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(ticks.every((tick) => /^\d+ €$/.test(tick))).toBe(true);
  });

  it("on a month of sales, rises in whole euros from 0 € past the best day", async () => {
    const ticks = await revenueTicks(month((index) => 1000 + index * 4790));
    const values = ticks.map((tick) => Number(tick.replace(" €", "")));
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBeGreaterThanOrEqual((1000 + 29 * 4790) / 100);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
  });
});
