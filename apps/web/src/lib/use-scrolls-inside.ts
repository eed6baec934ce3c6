import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element's content is taller than the element (it scrolls inside): such a region is
 * given a tab stop, so that a keyboard can scroll it too. Measured when the element changes size
 * and when children come or go.
 */
export function useScrollsInside(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    // Also called once at the start, with the first measure.
    const resized = new ResizeObserver(update);
    resized.observe(element);
    const changed = new MutationObserver(update);
    changed.observe(element, { childList: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref]);
  return scrolls;
}
