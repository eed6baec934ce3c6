import { type RefObject, useEffect, useState } from "react";
import { INITIAL_EDGES, type ScrollEdges, sameEdges, scrollEdges } from "./carousel";

/**
 * The scroller's edges, measured when it scrolls or changes size: the browser has just laid it out
 * then, so reading its scroll position costs nothing. Renders again only when an edge changes.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(INITIAL_EDGES);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = scrollEdges(element);
      setEdges((previous) => (sameEdges(previous, next) ? previous : next));
    };
    element.addEventListener("scroll", update, { passive: true });
    // Also called once at the start, with the first measure.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
