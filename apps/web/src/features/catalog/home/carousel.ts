/** The slide `step` places away from `index`, rewinding past either end. */
export function stepIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

export interface ScrollEdges {
  /** Scrolled to the start. */
  start: boolean;
  /** Scrolled to the end. */
  end: boolean;
  /** Everything fits: nothing to scroll. */
  locked: boolean;
}

/** Before the browser has measured the row: at its start, with more to see. */
export const INITIAL_EDGES: ScrollEdges = { start: true, end: false, locked: false };

/** A horizontal scroller's edges; a pixel of slack for fractional positions. */
export function scrollEdges(box: {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}): ScrollEdges {
  const { scrollLeft, clientWidth, scrollWidth } = box;
  return {
    start: scrollLeft <= 1,
    end: scrollLeft + clientWidth >= scrollWidth - 1,
    locked: scrollWidth <= clientWidth + 1,
  };
}

export function sameEdges(a: ScrollEdges, b: ScrollEdges): boolean {
  return a.start === b.start && a.end === b.end && a.locked === b.locked;
}

/** A stretch of a row, from its first card's start. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Where the row must scroll for a card to show whole, as little as needed: going forwards the card
 * becomes the last one in view, backwards the first. Null when it shows whole already.
 */
export function revealOffset(card: Span, view: Span): number | null {
  if (card.start < view.start) return card.start;
  if (card.end > view.end) return card.end - (view.end - view.start);
  return null;
}
