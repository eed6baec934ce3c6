import { type RefObject, useEffect, useState } from "react";

/**
 * The slide that fills most of the scroller, followed as it scrolls (swipe, buttons, autoplay):
 * an IntersectionObserver tells, without reading the layout on every frame.
 */
export function useActiveSlide(ref: RefObject<HTMLElement | null>): number {
  const [active, setActive] = useState(0);
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const slides = [...scroller.children];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio >= 0.5) setActive(slides.indexOf(entry.target));
        }
      },
      { root: scroller, threshold: 0.5 },
    );
    for (const slide of slides) observer.observe(slide);
    return () => observer.disconnect();
  }, [ref]);
  return active;
}

/** Scrolls to the slide (smoothly unless the visitor asks for reduced motion: the CSS says). */
export function scrollToSlide(scroller: HTMLElement | null, index: number): void {
  const slide = scroller?.children[index];
  if (scroller && slide instanceof HTMLElement) scroller.scrollTo({ left: slide.offsetLeft });
}
