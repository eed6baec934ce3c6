import { describe, expect, it } from "vitest";
import { revealOffset, sameEdges, scrollEdges, stepIndex } from "./carousel";

describe("stepIndex", () => {
  it("moves on and back", () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, -1, 3)).toBe(1);
  });

  it("rewinds past either end", () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
  });

  it("stays on a single slide", () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
  });
});

describe("scrollEdges", () => {
  it("is at the start, with more to see, before any scroll", () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 2400 })).toEqual({
      start: true,
      end: false,
      locked: false,
    });
  });

  it("is between the edges after a page", () => {
    expect(scrollEdges({ scrollLeft: 1000, clientWidth: 1000, scrollWidth: 2400 })).toEqual({
      start: false,
      end: false,
      locked: false,
    });
  });

  it("is at the end with a fractional position", () => {
    const edges = scrollEdges({ scrollLeft: 1399.5, clientWidth: 1000, scrollWidth: 2400 });
    expect(edges.end).toBe(true);
    expect(edges.start).toBe(false);
  });

  it("is locked when everything fits", () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000.5 })).toEqual({
      start: true,
      end: true,
      locked: true,
    });
  });
});

describe("sameEdges", () => {
  it("compares the three flags", () => {
    const edges = { start: true, end: false, locked: false };
    expect(sameEdges(edges, { ...edges })).toBe(true);
    expect(sameEdges(edges, { ...edges, end: true })).toBe(false);
  });
});

describe("revealOffset", () => {
  // Cards 200 wide with a gap of 20; five in a view of 1080.
  const card = (index: number) => ({ start: index * 220, end: index * 220 + 200 });
  const view = (start: number) => ({ start, end: start + 1080 });

  it("leaves a card that shows whole", () => {
    expect(revealOffset(card(4), view(0))).toBeNull();
    expect(revealOffset(card(2), view(440))).toBeNull();
  });

  it("brings a card past the end in as the last one in view", () => {
    expect(revealOffset(card(5), view(0))).toBe(220);
    expect(revealOffset(card(6), view(220))).toBe(440);
  });

  it("brings a card before the start in as the first one in view", () => {
    expect(revealOffset(card(1), view(440))).toBe(220);
  });

  it("brings a cut card in whole", () => {
    expect(revealOffset(card(5), view(100))).toBe(220);
  });
});
