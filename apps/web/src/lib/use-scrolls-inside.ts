import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element's content is taller than the element (it scrolls inside): such a region is
 * given a tab stop, so that a keyboard can scroll it too. Measured after each render and when the
 * element changes size.
 */
export function useScrollsInside(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  });
  return scrolls;
}
