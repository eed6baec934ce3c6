import { describe, expect, it } from "vitest";
import {
  clampZoom,
  containedSize,
  hoverPan,
  MAX_SCALE,
  RESET,
  wrapIndex,
  zoomAt,
} from "./zoom-math";

const viewport = { width: 400, height: 300 };

describe("clampZoom", () => {
  it("keeps the scale between 1 and the maximum", () => {
    expect(clampZoom({ scale: 0.2, x: 0, y: 0 }, viewport).scale).toBe(1);
    expect(clampZoom({ scale: 99, x: 0, y: 0 }, viewport).scale).toBe(MAX_SCALE);
  });

  it("never moves the picture so far that the viewport shows a gap", () => {
    // At 2x the picture is 800 × 600: it may move 200 px sideways and 150 px up or down.
    expect(clampZoom({ scale: 2, x: 500, y: -500 }, viewport)).toEqual({
      scale: 2,
      x: 200,
      y: -150,
    });
    expect(clampZoom({ scale: 1, x: 30, y: 30 }, viewport)).toEqual(RESET);
  });
});

describe("containedSize", () => {
  it("fits a square picture into a wide viewport by its height", () => {
    expect(containedSize(viewport, { width: 800, height: 800 })).toEqual({
      width: 300,
      height: 300,
    });
  });

  it("is the viewport while the picture's size is unknown", () => {
    expect(containedSize(viewport, null)).toEqual(viewport);
    expect(containedSize(viewport, { width: 0, height: 0 })).toEqual(viewport);
  });
});

describe("clampZoom with a letterboxed picture", () => {
  const picture = { width: 300, height: 300 };

  it("keeps a picture narrower than the viewport centred", () => {
    // At 1.2x the picture is 360 px wide in a 400 px viewport: no sideways movement at all.
    expect(clampZoom({ scale: 1.2, x: 50, y: 0 }, viewport, picture)).toEqual({
      scale: 1.2,
      x: 0,
      y: 0,
    });
  });

  it("moves a larger picture only as far as its own edges", () => {
    // At 2x the picture is 600 × 600: 100 px sideways, 150 px up or down.
    expect(clampZoom({ scale: 2, x: 500, y: 500 }, viewport, picture)).toEqual({
      scale: 2,
      x: 100,
      y: 150,
    });
    expect(hoverPan(2, { x: 0, y: 1 }, viewport, picture)).toEqual({ scale: 2, x: 100, y: -150 });
  });
});

describe("zoomAt", () => {
  it("keeps the point under the pointer in place", () => {
    const focus = { x: 100, y: 50 };
    const zoomed = zoomAt(RESET, 2, focus, viewport);
    // The picture point under the focus, before and after: (focus − offset) / scale.
    expect((focus.x - zoomed.x) / zoomed.scale).toBeCloseTo(focus.x);
    expect((focus.y - zoomed.y) / zoomed.scale).toBeCloseTo(focus.y);
  });

  it("zooming out to 1 centres the picture again", () => {
    expect(zoomAt({ scale: 3, x: 120, y: -80 }, 1, { x: 0, y: 0 }, viewport)).toEqual(RESET);
  });
});

describe("hoverPan", () => {
  it("shows the picture's corner when the pointer is at that corner", () => {
    expect(hoverPan(2, { x: 0, y: 0 }, viewport)).toEqual({ scale: 2, x: 200, y: 150 });
    expect(hoverPan(2, { x: 1, y: 1 }, viewport)).toEqual({ scale: 2, x: -200, y: -150 });
    expect(hoverPan(2, { x: 0.5, y: 0.5 }, viewport)).toEqual({ scale: 2, x: 0, y: 0 });
  });
});

describe("wrapIndex", () => {
  it("goes round at both ends", () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});
