import {
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Dialog } from "../../../components/ui/dialog";
import { StoredPicture } from "../../../components/ui/stored-picture";
import { useTexts } from "../../../lib/i18n/use-texts";
import { ChevronLeftIcon, ChevronRightIcon, MinusIcon, PlusIcon } from "./icons";
import { ZOOM_SIZES } from "./picture-sizes";
import { productTexts } from "./texts";
import styles from "./zoom-dialog.module.css";
import {
  CLICK_SCALE,
  clampZoom,
  containedSize,
  hoverPan,
  MAX_SCALE,
  MIN_SCALE,
  RESET,
  type Size,
  STEP_FACTOR,
  wrapIndex,
  type ZoomState,
  zoomAt,
} from "./zoom-math";

export interface ZoomPicture {
  /** The picture as stored (an upload's name or a file path). */
  name: string;
  alt: string;
}

export interface ZoomDialogProps {
  title: string;
  pictures: ZoomPicture[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Shown when a picture cannot be loaded. */
  fallbackSrc: string;
}

/** A movement shorter than this (px) is a click or a tap, not a drag. */
const TAP_DISTANCE = 8;
/** A horizontal swipe this long (px) on an unzoomed picture shows the next one. */
const SWIPE_DISTANCE = 50;

interface Gesture {
  startX: number;
  startY: number;
  start: ZoomState;
  moved: boolean;
  /** Two fingers: their distance and the zoom when the pinch began. */
  pinch?: { distance: number; start: ZoomState };
}

/** Where a pointer is over the viewport, 0..1 on each axis. */
function pointerFraction(
  event: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
) {
  return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
}

function distance(points: Array<{ x: number; y: number }>): number {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * The large picture: mouse movement pans it, a click zooms in at that point (and out again),
 * fingers drag and pinch; arrow keys change picture, + and − (or the wheel) zoom, Escape closes.
 * Loaded on demand: it is not part of the product page's own code.
 */
export function ZoomDialog({
  title,
  pictures,
  index,
  onIndexChange,
  onClose,
  fallbackSrc,
}: ZoomDialogProps) {
  const texts = useTexts(productTexts);
  const viewportRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [zoom, setZoom] = useState<ZoomState>(RESET);
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  /** The shown picture's own size, once loaded: the zoom moves it within its real edges. */
  const natural = useRef<Size | null>(null);
  const total = pictures.length;
  const picture = pictures[wrapIndex(index, total)];

  const viewport = useCallback((): Size & { left: number; top: number } => {
    const rect = viewportRef.current?.getBoundingClientRect();
    return {
      width: rect?.width ?? 1,
      height: rect?.height ?? 1,
      left: rect?.left ?? 0,
      top: rect?.top ?? 0,
    };
  }, []);

  /** A pointer's place as pixels from the viewport's centre. */
  const fromCentre = useCallback(
    (clientX: number, clientY: number) => {
      const box = viewport();
      return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
    },
    [viewport],
  );

  const fit = useCallback((box: Size) => containedSize(box, natural.current), []);

  const show = useCallback(
    (next: number) => {
      natural.current = null;
      onIndexChange(wrapIndex(next, total));
      setZoom(RESET);
    },
    [onIndexChange, total],
  );

  const zoomBy = useCallback(
    (factor: number) => {
      setZoom((current) => {
        const target = current.scale === 1 && factor > 1 ? CLICK_SCALE : current.scale * factor;
        const box = viewport();
        return zoomAt(current, target, { x: 0, y: 0 }, box, fit(box));
      });
    },
    [viewport, fit],
  );

  // The keys work wherever the focus is inside the dialog (which is modal: nothing else listens).
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      let handled = true;
      if (event.key === "ArrowLeft") show(index - 1);
      else if (event.key === "ArrowRight") show(index + 1);
      else if (event.key === "+" || event.key === "=") zoomBy(STEP_FACTOR);
      else if (event.key === "-" || event.key === "_") zoomBy(1 / STEP_FACTOR);
      else if (event.key === "0") setZoom(RESET);
      else handled = false;
      if (handled) event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [index, show, zoomBy]);

  // The wheel zooms at the pointer; React's own wheel listener is passive and cannot stop the
  // page from scrolling, so this one is added by hand.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    function onWheel(event: WheelEvent) {
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      const box = viewport();
      // Placed as the hover panning places it, so moving the mouse afterwards does not jump.
      setZoom((current) =>
        hoverPan(current.scale * factor, pointerFraction(event, box), box, fit(box)),
      );
    }
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [viewport, fit]);

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const points = [...pointers.current.values()];
      gesture.current = {
        startX: event.clientX,
        startY: event.clientY,
        start: zoom,
        moved: true,
        pinch: { distance: distance(points), start: zoom },
      };
    } else {
      gesture.current = { startX: event.clientX, startY: event.clientY, start: zoom, moved: false };
    }
    setDragging(true);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const box = viewport();
    if (pointers.current.has(event.pointerId)) {
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    }
    const current = gesture.current;
    if (current?.pinch && pointers.current.size >= 2) {
      const points = [...pointers.current.values()];
      const [a, b] = points;
      if (!a || !b || current.pinch.distance === 0) return;
      const focus = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      const scale = (current.pinch.start.scale * distance(points)) / current.pinch.distance;
      setZoom(zoomAt(current.pinch.start, scale, focus, box, fit(box)));
      return;
    }
    // The mouse pans by its place over the picture, pressed or not: nothing jumps on release.
    if (event.pointerType === "mouse") {
      if (
        current &&
        Math.hypot(event.clientX - current.startX, event.clientY - current.startY) > TAP_DISTANCE
      ) {
        current.moved = true;
      }
      if (zoom.scale > 1) {
        setZoom(hoverPan(zoom.scale, pointerFraction(event, box), box, fit(box)));
      }
      return;
    }
    if (!current || !pointers.current.has(event.pointerId)) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (Math.hypot(dx, dy) > TAP_DISTANCE) current.moved = true;
    if (current.start.scale > 1) {
      setZoom(
        clampZoom(
          { scale: current.start.scale, x: current.start.x + dx, y: current.start.y + dy },
          box,
          fit(box),
        ),
      );
    }
  }

  function endPointer(event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other one goes on dragging from here.
      const [rest] = [...pointers.current.values()];
      if (rest) gesture.current = { startX: rest.x, startY: rest.y, start: zoom, moved: true };
      return;
    }
    gesture.current = null;
    setDragging(false);
    if (cancelled || !current) return;
    const dx = event.clientX - current.startX;
    if (!current.moved) {
      // A click or a tap: zoom in at that point, or back out. The mouse zooms as its hover
      // panning would place the picture, so the next movement does not make it jump.
      const box = viewport();
      setZoom((state) => {
        if (state.scale > 1) return RESET;
        if (event.pointerType === "mouse") {
          return hoverPan(CLICK_SCALE, pointerFraction(event, box), box, fit(box));
        }
        return zoomAt(state, CLICK_SCALE, fromCentre(event.clientX, event.clientY), box, fit(box));
      });
    } else if (
      event.pointerType !== "mouse" &&
      current.start.scale === 1 &&
      total > 1 &&
      Math.abs(dx) > SWIPE_DISTANCE
    ) {
      show(dx < 0 ? index + 1 : index - 1);
    }
  }

  if (!picture) return null;
  const zoomed = zoom.scale > 1;

  return (
    <Dialog title={title} onClose={onClose} footer={null} size="lg" initialFocusRef={viewportRef}>
      <p id={helpId} className={styles.help}>
        <span className={styles.helpPointer}>{texts.zoomHelp}</span>
        <span className={styles.helpTouch}>{texts.zoomHelpTouch}</span>
      </p>
      <div
        ref={viewportRef}
        className={styles.viewport}
        data-zoomed={zoomed}
        data-dragging={dragging}
        role="img"
        aria-label={picture.alt}
        aria-describedby={helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the picture takes the keys (arrows, + and −) and shows where the focus is.
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endPointer(event, false)}
        onPointerCancel={(event) => endPointer(event, true)}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse" && !pointers.current.size) setDragging(false);
        }}
      >
        <StoredPicture
          key={picture.name}
          name={picture.name}
          sizes={ZOOM_SIZES}
          className={styles.picture}
          alt=""
          draggable={false}
          onLoad={(event) => {
            const image = event.currentTarget;
            natural.current = { width: image.naturalWidth, height: image.naturalHeight };
          }}
          fallbackSrc={fallbackSrc}
          style={{ transform: `translate3d(${zoom.x}px, ${zoom.y}px, 0) scale(${zoom.scale})` }}
        />
      </div>
      <div className={styles.toolbar}>
        {total > 1 && (
          <button
            type="button"
            className={styles.tool}
            onClick={() => show(index - 1)}
            aria-label={texts.previous}
          >
            <ChevronLeftIcon />
          </button>
        )}
        <span className={styles.counter} aria-live="polite">
          {total > 1 ? texts.zoomCounter(wrapIndex(index, total) + 1, total) : null}
        </span>
        {total > 1 && (
          <button
            type="button"
            className={styles.tool}
            onClick={() => show(index + 1)}
            aria-label={texts.next}
          >
            <ChevronRightIcon />
          </button>
        )}
        <span className={styles.spacer} />
        <button
          type="button"
          className={styles.tool}
          onClick={() => zoomBy(1 / STEP_FACTOR)}
          disabled={zoom.scale <= MIN_SCALE}
          aria-label={texts.zoomOut}
        >
          <MinusIcon />
        </button>
        <span className={styles.scale} aria-hidden="true">
          {Math.round(zoom.scale * 100)}%
        </span>
        <button
          type="button"
          className={styles.tool}
          onClick={() => zoomBy(STEP_FACTOR)}
          disabled={zoom.scale >= MAX_SCALE}
          aria-label={texts.zoomIn}
        >
          <PlusIcon />
        </button>
      </div>
    </Dialog>
  );
}
