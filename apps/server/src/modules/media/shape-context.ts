import { darker, lighter, luminance, type Palette } from "./colours.ts";

/** What a silhouette is drawn with: its colours and two variation numbers in [0, 1). */
export interface ShapeContext {
  main: string;
  /** Seams, stitches and shadows: visible on light and dark leather alike. */
  detail: string;
  shadow: string;
  light: string;
  accent: string;
  v: number;
  w: number;
  woman: boolean;
}

export function shapeContext(palette: Palette, v: number, w: number, woman: boolean): ShapeContext {
  const dark = luminance(palette.main) < 0.25;
  return {
    main: palette.main,
    detail: dark ? lighter(palette.main, 0.3) : darker(palette.main, 0.35),
    shadow: dark ? lighter(palette.main, 0.1) : darker(palette.main, 0.15),
    light: lighter(palette.main, dark ? 0.18 : 0.3),
    accent: palette.accent,
    v,
    w,
    woman,
  };
}

export const LEATHER_SOLE = "#3a2c22";
export const RUBBER_SOLE = "#f2efe9";
export const CORK = "#c79d6d";
