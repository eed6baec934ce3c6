import { type RefObject, useEffect, useState } from "react";

/** Where an element is against the viewport: scrolled past it, in it, or still to come. */
export type ViewportPlace = "above" | "inside" | "below";

/**
 * Where an element is against the viewport, followed as the page scrolls; null until the browser
 * has told (on the server, and before the first observation). An IntersectionObserver tells
 * without reading the layout on every frame.
 */
export function useViewportPlace(
  ref: RefObject<Element | null>,
  enabled = true,
): ViewportPlace | null {
  const [place, setPlace] = useState<ViewportPlace | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setPlace(null);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (!last) return;
      if (last.isIntersecting) setPlace("inside");
      else setPlace(last.boundingClientRect.bottom <= 0 ? "above" : "below");
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return place;
}
