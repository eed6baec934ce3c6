import { darker, lighter } from "./colours.ts";
import type { PictureKind } from "./picture-kinds.ts";
import { shapeContext } from "./shape-context.ts";
import { drawKind } from "./shapes.ts";
import { hashString, linearGradient, svgDocument, unit } from "./svg.ts";

const BANNER_PALETTES: Array<[string, string, string]> = [
  ["#2f2a26", "#7a5a43", "#c9a27a"],
  ["#6e1b2e", "#b5566a", "#f0c9b5"],
  ["#1e2b48", "#4f6f8f", "#d8c3a0"],
  ["#3e4a2f", "#8a9466", "#efe3c8"],
  ["#5a3a2a", "#b27b45", "#f3e3cf"],
];

function silhouette(kind: PictureKind, colour: string, seed: number, transform: string): string {
  const context = shapeContext(
    { main: colour, accent: lighter(colour, 0.5) },
    unit(seed, 1),
    0.3,
    true,
  );
  return `<g transform="${transform}">${drawKind(kind, context)}</g>`;
}

function softCircles(seed: number, width: number, height: number, colour: string): string {
  return [0, 1, 2, 3]
    .map((index) => {
      const cx = Math.round(unit(seed, 10 + index) * width);
      const cy = Math.round(unit(seed, 20 + index) * height);
      const r = Math.round(height * (0.25 + unit(seed, 30 + index) * 0.5));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="${0.08 + index * 0.03}"/>`;
    })
    .join("");
}

// Both items stand on one ground line (y≈552), leaving the left side to the page's text.
const HOME_PLACES = ["translate(960 219) scale(1.5)", "translate(700 330) scale(1)"];

export interface HomeBannerInput {
  title: string;
  /** Position among the home banners: picks the palette. */
  index: number;
  kinds: PictureKind[];
}

/** A wide home banner: gradient, soft shapes and the items it speaks of, no text (the page adds it). */
export function homeBanner({ title, index, kinds }: HomeBannerInput): string {
  const [deep, middle, pale] = BANNER_PALETTES[index % BANNER_PALETTES.length] as [
    string,
    string,
    string,
  ];
  const seed = hashString(title) + index;
  const items = kinds
    .slice(0, 2)
    .map((kind, position) =>
      silhouette(
        kind,
        position === 0 ? pale : lighter(middle, 0.3),
        seed,
        HOME_PLACES[position] as string,
      ),
    )
    .join("");
  return svgDocument({
    width: 1600,
    height: 640,
    title,
    defs: linearGradient("bg", deep, middle, true),
    body: `<rect width="1600" height="640" fill="url(#bg)"/>${softCircles(seed, 1600, 640, pale)}<path d="M0 560 C400 500 1100 620 1600 540 V640 H0 Z" fill="${darker(deep, 0.2)}" opacity="0.5"/>${items}`,
  });
}

export interface SectionBannerInput {
  title: string;
  index: number;
  kinds: PictureKind[];
}

/** A section banner (women's shoes, men's accessories...): a row of the section's items. */
export function sectionBanner({ title, index, kinds }: SectionBannerInput): string {
  const [deep, middle, pale] = BANNER_PALETTES[(index + 2) % BANNER_PALETTES.length] as [
    string,
    string,
    string,
  ];
  const seed = hashString(title);
  const colours = [pale, lighter(middle, 0.2), lighter(deep, 0.45)];
  const items = kinds
    .slice(0, 3)
    .map((kind, position) =>
      silhouette(
        kind,
        colours[position] ?? pale,
        seed + position,
        `translate(${120 + position * 480} 140) scale(1)`,
      ),
    )
    .join("");
  return svgDocument({
    width: 1600,
    height: 480,
    title,
    defs: linearGradient("bg", middle, deep, true),
    body: `<rect width="1600" height="480" fill="url(#bg)"/>${softCircles(seed, 1600, 480, pale)}<rect y="400" width="1600" height="80" fill="${darker(deep, 0.25)}" opacity="0.4"/>${items}`,
  });
}

const FACADE_COLOURS = ["#e8c872", "#e7b7a7", "#9fb9cf", "#f0e6d2", "#c7d4b6"];

function windows(wall: string): string {
  const frame = darker(wall, 0.35);
  return [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2, 3].map(
        (column) =>
          `<rect x="${92 + column * 118}" y="${40 + row * 62}" width="48" height="42" rx="4" fill="#3c4c5c" stroke="${frame}" stroke-width="5"/>`,
      ),
    )
    .join("");
}

/** A Lisbon shop front for a store's thumbnail. */
export function storePicture({ name, index }: { name: string; index: number }): string {
  const wall = FACADE_COLOURS[(hashString(name) + index) % FACADE_COLOURS.length] as string;
  const awning = ["#1e4d3a", "#6e1b2e", "#1e2b48"][index % 3] as string;
  const tiles = `<pattern id="tiles" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#f4f1ea"/><path d="M12 2 L22 12 L12 22 L2 12 Z" fill="#2f5d9a"/></pattern>`;
  const shop = `<rect x="40" y="236" width="520" height="164" fill="url(#tiles)"/><path d="M60 236 H540 L520 276 H80 Z" fill="${awning}"/><rect x="110" y="286" width="170" height="114" fill="#33404d"/><rect x="320" y="286" width="170" height="114" fill="#33404d"/><rect x="286" y="296" width="28" height="104" fill="${darker(awning, 0.2)}"/>`;
  return svgDocument({
    width: 600,
    height: 400,
    title: name,
    defs: linearGradient("sky", "#cfe3f2", "#f4efe6") + tiles,
    body: `<rect width="600" height="400" fill="url(#sky)"/><rect x="40" y="16" width="520" height="384" fill="${wall}"/><rect x="30" y="6" width="540" height="16" fill="${darker(wall, 0.2)}"/>${windows(wall)}${shop}`,
  });
}

/** Shown for a missing picture. */
export function noImagePicture(): string {
  const outline = `<path d="M250 470 C240 420 252 370 280 356 C320 346 350 372 380 384 C450 398 520 404 560 436 C580 452 584 470 576 474 Z" fill="none" stroke="#b9b3aa" stroke-width="10" stroke-linejoin="round"/>`;
  return svgDocument({
    width: 800,
    height: 800,
    title: "Sem imagem",
    body: `<rect width="800" height="800" fill="#f1eeea"/>${outline}<text x="400" y="560" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#8f887f" text-anchor="middle">Sem imagem</text>`,
  });
}
