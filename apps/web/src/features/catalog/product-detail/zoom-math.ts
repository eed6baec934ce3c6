/**
 * The zoom view's geometry: the picture is drawn at `scale` around the centre of the viewport and
 * moved by (x, y) pixels. It never leaves a gap at the viewport's edges.
 */
export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** The scale a click or the first '+' goes to. */
export const CLICK_SCALE = 2.5;
/** Each '+' or '−' multiplies or divides the scale by this. */
export const STEP_FACTOR = 1.5;

export const RESET: ZoomState = { scale: 1, x: 0, y: 0 };

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The size of a picture of `natural` size shown whole ("contain") in the viewport; the viewport
 * itself while the picture's size is unknown.
 */
export function containedSize(viewport: Size, natural?: Size | null): Size {
  if (!natural || natural.width <= 0 || natural.height <= 0) return viewport;
  const ratio = Math.min(viewport.width / natural.width, viewport.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

/** How far the picture may move from the centre on each axis at a scale. */
function panRange(scale: number, viewport: Size, picture: Size): { x: number; y: number } {
  return {
    x: Math.max(0, (scale * picture.width - viewport.width) / 2),
    y: Math.max(0, (scale * picture.height - viewport.height) / 2),
  };
}

/**
 * Keeps the scale within bounds and the moved picture covering the viewport: it never shows
 * empty space on a side where the enlarged picture is larger than the viewport, and stays
 * centred on a side where it is smaller. `picture` is the picture's size at scale 1.
 */
export function clampZoom(state: ZoomState, viewport: Size, picture: Size = viewport): ZoomState {
  const scale = clamp(state.scale, MIN_SCALE, MAX_SCALE);
  const range = panRange(scale, viewport, picture);
  return {
    scale,
    x: clamp(state.x, -range.x, range.x) || 0,
    y: clamp(state.y, -range.y, range.y) || 0,
  };
}

/**
 * Zooms to `scale` keeping the point under `focus` (pixels from the viewport's centre) where it
 * is: the detail under the pointer stays under the pointer.
 */
export function zoomAt(
  state: ZoomState,
  scale: number,
  focus: { x: number; y: number },
  viewport: Size,
  picture: Size = viewport,
): ZoomState {
  const next = clamp(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / state.scale;
  return clampZoom(
    {
      scale: next,
      x: focus.x - (focus.x - state.x) * ratio,
      y: focus.y - (focus.y - state.y) * ratio,
    },
    viewport,
    picture,
  );
}

/**
 * Panning by hovering: the pointer's place in the viewport (0..1 on each axis) shows the same
 * place of the picture, so the top-left corner shows the picture's top-left corner.
 */
export function hoverPan(
  scale: number,
  fraction: { x: number; y: number },
  viewport: Size,
  picture: Size = viewport,
): ZoomState {
  const range = panRange(clamp(scale, MIN_SCALE, MAX_SCALE), viewport, picture);
  return clampZoom(
    {
      scale,
      x: (1 - 2 * clamp(fraction.x, 0, 1)) * range.x,
      y: (1 - 2 * clamp(fraction.y, 0, 1)) * range.y,
    },
    viewport,
    picture,
  );
}

/** The picture before or after `index`, going round at the ends. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}
