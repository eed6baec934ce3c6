import { BANNER_AUTOPLAY_MS, type Banner } from "@shop/shared";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../../cart/test-support";
import { BannerCarousel } from "./banner-carousel";

const banners: Banner[] = [1, 2, 3].map((id) => ({
  id,
  image: `banners/${id}.svg`,
  title: `Coleção ${id}`,
  subtitle: "",
  text: "",
  link: "",
}));

/** Where the carousel asked its row to scroll, as the index of a 1000 px wide slide. */
let scrolledTo: number[];
/** Tells the carousel that the slide at `index` fills the row, as the browser would. */
let showSlide: (index: number) => void;

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia(false);
  scrolledTo = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      targets: Element[] = [];
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        showSlide = (index) =>
          callback(
            this.targets.map((target, each) => ({
              target,
              intersectionRatio: each === index ? 1 : 0,
            })),
          );
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    },
  );
  HTMLElement.prototype.scrollTo = function (
    this: HTMLElement,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === "object") scrolledTo.push((options.left ?? 0) / 1000);
  } as HTMLElement["scrollTo"];
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return [...(this.parentElement?.children ?? [])].indexOf(this) * 1000;
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bullet = (index: number) =>
  screen.getByRole("button", { name: `Mostrar diapositivo ${index}` });

describe("BannerCarousel", () => {
  it("moves on every BANNER_AUTOPLAY_MS and rewinds after the last", () => {
    render(<BannerCarousel banners={banners} />);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([1]);
    act(() => showSlide(2));
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([1, 0]);
  });

  it("follows the slide in view: bullets, inert slides", () => {
    render(<BannerCarousel banners={banners} />);
    expect(bullet(1).getAttribute("aria-current")).toBe("true");
    act(() => showSlide(1));
    expect(bullet(2).getAttribute("aria-current")).toBe("true");
    expect(bullet(1).getAttribute("aria-current")).toBeNull();
    const slides = screen.getAllByRole("group", { hidden: true, name: /de 3$/ });
    expect(slides.map((slide) => slide.hasAttribute("inert"))).toEqual([true, false, true]);
  });

  it("goes back from the first to the last", () => {
    render(<BannerCarousel banners={banners} />);
    fireEvent.click(screen.getByRole("button", { name: "Diapositivo anterior" }));
    expect(scrolledTo).toEqual([2]);
  });

  it("stands still while the mouse is over it, not for a finger", () => {
    render(<BannerCarousel banners={banners} />);
    const carousel = screen.getByRole("region", { name: "Novidades da loja" });
    fireEvent.pointerEnter(carousel, { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([1]);
    act(() => showSlide(1));
    fireEvent.pointerEnter(carousel, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([1]);
    fireEvent.pointerLeave(carousel, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([1, 2]);
  });

  it("stands still for visitors who ask for reduced motion, until they press play", () => {
    stubMatchMedia(true);
    render(<BannerCarousel banners={banners} />);
    act(() => vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Retomar a passagem automática" }));
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([1]);
  });

  it("announces the banner shown only while paused", () => {
    render(<BannerCarousel banners={banners} />);
    const live = screen.getByText("Diapositivo 1 de 3: Coleção 1");
    expect(live.getAttribute("aria-live")).toBe("off");
    fireEvent.click(screen.getByRole("button", { name: "Pausar a passagem automática" }));
    expect(live.getAttribute("aria-live")).toBe("polite");
    act(() => vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([]);
  });
});
