import { ACCESSORY_SHAPES } from "./accessory-shapes.ts";
import { isShoeKind, type PictureKind } from "./picture-kinds.ts";
import type { ShapeContext } from "./shape-context.ts";
import { SHOE_SHAPES } from "./shoe-shapes.ts";

/** The silhouette of a kind, in the 400×240 box shared by every shape. */
export function drawKind(kind: PictureKind, context: ShapeContext): string {
  return isShoeKind(kind) ? SHOE_SHAPES[kind](context) : ACCESSORY_SHAPES[kind](context);
}
