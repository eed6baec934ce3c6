import { type RefObject, useEffect, useState } from "react";

/**
 * Whether an element shows in the viewport, followed as the page scrolls; null until the browser
 * has told (on the server, and before the first observation). An IntersectionObserver tells
 * without reading the layout on every frame.
 */
export function useInView(ref: RefObject<Element | null>, enabled = true): boolean | null {
  const [inView, setInView] = useState<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setInView(null);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return inView;
}
