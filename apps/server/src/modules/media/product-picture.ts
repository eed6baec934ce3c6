import { darker, luminance, paletteOf } from "./colours.ts";
import { isShoeKind, type PictureKind } from "./picture-kinds.ts";
import { shapeContext } from "./shape-context.ts";
import { drawKind } from "./shapes.ts";
import { hashString, linearGradient, svgDocument, unit } from "./svg.ts";

export interface ProductPictureInput {
  ref: string;
  title: string | null;
  colourName: string | null;
  kind: PictureKind;
  woman: boolean;
  /** 0 for the main picture, then other angles. */
  view: number;
}

const SIZE = 800;
const LIGHT_BACKDROPS = ["#f4efe8", "#eef1f4", "#f2ece4", "#edf2ee", "#f5eef0", "#efeef5"];
const DARK_BACKDROPS = ["#d9d2c7", "#c9d0d8", "#d6cbbd", "#c8d3cb", "#d8c8cc", "#cdcadb"];

function backdrop(main: string, hash: number, view: number): string {
  const choices = luminance(main) > 0.7 ? DARK_BACKDROPS : LIGHT_BACKDROPS;
  return choices[(hash + view * 2) % choices.length] as string;
}

interface Arrangement {
  uses: string;
  floorY: number;
}

const item = (transform: string) => `<use href="#item" transform="${transform}"/>`;

/** Where the item stands in each view; the floor shadow sits under its ground line (y=222). */
function arrangement(view: number, shoe: boolean): Arrangement {
  if (view === 1 && shoe) {
    return {
      uses: item("translate(150 196) scale(1.45)") + item("translate(30 300) scale(1.75)"),
      floorY: 692,
    };
  }
  if (view === 1)
    return { uses: item("rotate(-8 400 400) translate(40 220) scale(1.8)"), floorY: 640 };
  if (view === 2) return { uses: item("translate(860 140) scale(-2.3 2.3)"), floorY: 656 };
  return { uses: item("translate(40 220) scale(1.8)"), floorY: 626 };
}

const VIEW_NAMES = ["vista lateral", "outra vista", "pormenor"];

function describe(input: ProductPictureInput, view: number): string {
  const name = input.title ?? `Ref: ${input.ref}`;
  const described = input.colourName ? `${name}, ${input.colourName.toLowerCase()}` : name;
  return `${described} (${VIEW_NAMES[view]})`;
}

/** A product photograph stand-in: the category's silhouette in the product's colour. */
export function productPicture(input: ProductPictureInput): string {
  const hash = hashString(input.ref);
  const view = input.view % 3;
  const palette = paletteOf(input.colourName, input.ref);
  const context = shapeContext(palette, unit(hash, 1), unit(hash, 2), input.woman);
  const colour = backdrop(palette.main, hash, view);
  const { uses, floorY } = arrangement(view, isShoeKind(input.kind));
  const floor = `<ellipse cx="400" cy="${floorY}" rx="330" ry="24" fill="${darker(colour, 0.12)}"/>`;
  return svgDocument({
    width: SIZE,
    height: SIZE,
    title: describe(input, view),
    defs: `${linearGradient("bg", colour, darker(colour, 0.06))}<g id="item">${drawKind(input.kind, context)}</g>`,
    body: `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${floor}${uses}`,
  });
}
