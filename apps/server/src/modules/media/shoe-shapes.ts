import type { ShoeKind } from "./picture-kinds.ts";
import { CORK, LEATHER_SOLE, RUBBER_SOLE, type ShapeContext } from "./shape-context.ts";
import { path, round, stroke } from "./svg.ts";

// Every shoe is drawn side-on in a 400×240 box: heel on the left, toe on the right, ground at y=222.

const GROUND = 222;

/** Sole and heel of a shoe whose heel seat is `height` above the ground. */
function raisedSole(height: number, block: boolean, colour: string): string {
  const seat = GROUND - height;
  const heel = block
    ? `M58 ${seat} L98 ${seat + 4} L92 ${GROUND} L64 ${GROUND} Z`
    : `M60 ${seat} L94 ${seat + 4} L80 ${GROUND} L72 ${GROUND} Z`;
  const sole = `M54 ${seat - 2} Q170 216 250 214 L366 214 Q388 216 382 ${GROUND} L250 ${GROUND} Q170 ${GROUND} 56 ${seat + 8} Z`;
  return path(heel, colour) + path(sole, colour);
}

function flatSole(colour: string, thickness = 14): string {
  const top = GROUND - thickness;
  return path(
    `M36 ${top} H366 Q392 ${top + 2} 390 ${GROUND - 6} Q386 ${GROUND} 368 ${GROUND} H40 Q32 ${GROUND} 32 ${GROUND - 8} Z`,
    colour,
  );
}

function toeShine(c: ShapeContext, from: number, y: number): string {
  return stroke(
    `M${from} ${y} C${from + 40} ${y + 2} ${from + 80} ${y + 12} ${from + 104} ${y + 28}`,
    c.light,
    6,
    'opacity="0.6"',
  );
}

function oxford(c: ShapeContext): string {
  const upper =
    "M38 208 C30 172 36 130 54 114 C72 104 100 110 124 122 C152 136 182 140 214 144 C272 150 332 160 366 180 C388 192 394 204 388 208 Z";
  const laces = [0, 1, 2]
    .map((step) => `M${158 + step * 8} ${140 + step * 6} L${192 + step * 8} ${130 + step * 6}`)
    .join(" ");
  const brogue = c.v > 0.5 ? brogueDots(c) : "";
  return (
    flatSole(LEATHER_SOLE) +
    path(upper, c.main) +
    stroke("M124 122 C140 150 148 178 148 208", c.detail, 3) +
    stroke("M300 158 C292 176 296 196 306 208", c.detail, 3) +
    stroke(laces, c.accent === c.main ? c.detail : c.accent, 3) +
    brogue +
    toeShine(c, 240, 154)
  );
}

function brogueDots(c: ShapeContext): string {
  return [0, 1, 2, 3, 4]
    .map(
      (step) =>
        `<circle cx="${290 - step * 2}" cy="${164 + step * 9}" r="2.2" fill="${c.detail}"/>`,
    )
    .join("");
}

function loaferUpper(c: ShapeContext): string {
  const upper =
    "M38 208 C32 176 38 146 56 136 C80 128 110 140 140 148 C190 156 260 156 320 166 C360 174 388 192 388 208 Z";
  return (
    path(upper, c.main) +
    stroke("M196 152 C230 138 300 144 334 172", c.detail, 2.5, 'stroke-dasharray="6 5"')
  );
}

function loafer(c: ShapeContext): string {
  const strap = "M168 150 C198 168 232 166 254 150 L250 164 C228 178 196 178 170 164 Z";
  const bit = c.v > 0.5 ? stroke("M194 170 H236", c.accent, 5) : "";
  return (
    flatSole(LEATHER_SOLE, 12) +
    loaferUpper(c) +
    path(strap, c.shadow) +
    bit +
    toeShine(c, 250, 164)
  );
}

function boat(c: ShapeContext): string {
  const lace = stroke(
    "M58 140 C96 130 134 150 176 152",
    c.accent === c.main ? "#d8c3a0" : c.accent,
    4,
  );
  const bow = `<circle cx="180" cy="154" r="6" fill="none" stroke="#d8c3a0" stroke-width="3"/>`;
  return (
    flatSole(RUBBER_SOLE, 18) + loaferUpper(c) + lace + bow + stroke("M40 214 H380", "#c9c4bb", 2)
  );
}

function sneaker(c: ShapeContext): string {
  const upper =
    "M36 196 C30 150 40 110 62 96 C84 88 108 96 130 110 C170 132 220 134 262 144 C320 156 366 168 384 196 Z";
  const stripe = stroke("M108 176 C168 180 228 164 296 134", c.accent, 10);
  const laces = [0, 1, 2, 3]
    .map((step) => `M${150 + step * 14} ${124 + step * 4} L${166 + step * 14} ${140 + step * 4}`)
    .join(" ");
  return (
    flatSole(RUBBER_SOLE, 28) +
    stroke("M34 208 H388", "#d9d4cc", 3) +
    path(upper, c.main) +
    path("M300 152 C340 158 370 172 384 196 L300 196 Z", c.shadow) +
    stripe +
    stroke(laces, c.light, 3) +
    stroke("M62 96 C80 92 100 98 118 110", c.detail, 4)
  );
}

/** A pump-like shoe: heel seat `height` above the ground, collar dipping to the vamp. */
function pump(c: ShapeContext, height: number): string {
  const seat = GROUND - height;
  const top = seat - 58;
  const upper = `M56 ${seat} C52 ${seat - 30} 58 ${top + 2} 68 ${top} C100 ${top + 22} 170 ${round((top + 176) / 2)} 230 176 C290 170 352 190 376 212 L366 214 L250 214 Q170 216 56 ${seat} Z`;
  const lining = `M70 ${top + 6} C104 ${top + 28} 168 170 226 178 C168 184 110 ${seat - 14} 74 ${seat - 36} Z`;
  return (
    raisedSole(height, c.w > 0.6, c.woman ? c.detail : LEATHER_SOLE) +
    path(upper, c.main) +
    path(lining, c.shadow) +
    toeShine(c, 262, 182)
  );
}

function heel(c: ShapeContext): string {
  return pump(c, 76 + Math.round(c.v * 48));
}

function flat(c: ShapeContext): string {
  const bow = `<ellipse cx="288" cy="180" rx="16" ry="7" fill="${c.accent}"/><circle cx="288" cy="180" r="5" fill="${c.detail}"/>`;
  return pump(c, 12) + bow;
}

/** Ankle and tall boots: the shaft top is `shaftTop` (smaller is taller). */
function bootShape(c: ShapeContext, height: number, shaftTop: number): string {
  const seat = GROUND - height;
  const upper = `M56 ${seat + 2} L56 ${shaftTop + 6} Q56 ${shaftTop} 64 ${shaftTop} H150 Q158 ${shaftTop} 158 ${shaftTop + 6} L164 150 C220 168 330 182 376 212 L366 214 L250 214 Q170 216 56 ${seat + 2} Z`;
  const gore = c.woman
    ? stroke(`M148 ${shaftTop + 14} L154 ${seat - 40}`, c.detail, 3, 'stroke-dasharray="4 3"')
    : path(
        `M96 ${shaftTop + 4} L124 ${shaftTop + 4} L118 ${seat - 20} L102 ${seat - 20} Z`,
        c.shadow,
      );
  return (
    raisedSole(height, true, LEATHER_SOLE) +
    path(upper, c.main) +
    path(
      `M56 ${shaftTop + 6} Q56 ${shaftTop} 64 ${shaftTop} H150 Q158 ${shaftTop} 158 ${shaftTop + 6} V${shaftTop + 14} H56 Z`,
      c.shadow,
    ) +
    gore +
    toeShine(c, 258, 180)
  );
}

function ankleBoot(c: ShapeContext): string {
  const height = c.woman ? 28 + Math.round(c.v * 50) : 16;
  return bootShape(c, height, 78 + Math.round(c.w * 16));
}

function boot(c: ShapeContext): string {
  return bootShape(c, c.woman ? 24 + Math.round(c.w * 40) : 18, 6 + Math.round(c.v * 40));
}

function sandal(c: ShapeContext): string {
  const height = c.woman ? 18 + Math.round(c.v * 72) : 12;
  const seat = GROUND - height;
  const straps = [0, 1, 2]
    .slice(0, c.w > 0.5 ? 3 : 2)
    .map((step) => {
      const x = 170 + step * 58;
      const strap = `M${x} 214 C${x + 6} 150 ${x + 50} 150 ${x + 58} 214 L${x + 44} 214 C${x + 40} 172 ${x + 18} 172 ${x + 14} 214 Z`;
      return path(strap, c.main);
    })
    .join("");
  const ankle = stroke(
    `M58 ${seat - 34} C74 ${seat - 58} 116 ${seat - 58} 128 ${seat - 40}`,
    c.main,
    8,
  );
  const counter = path(
    `M56 ${seat} C50 ${seat - 20} 58 ${seat - 36} 70 ${seat - 38} L88 ${seat - 4} Z`,
    c.main,
  );
  const buckle = `<rect x="118" y="${seat - 50}" width="12" height="14" rx="2" fill="none" stroke="${c.accent}" stroke-width="3"/>`;
  return raisedSole(height, c.w > 0.4, CORK) + counter + ankle + buckle + straps;
}

function slide(c: ShapeContext): string {
  const band = "M150 210 C164 148 300 144 346 206 Z";
  return (
    flatSole(CORK, 22) +
    path(band, c.main) +
    stroke("M166 198 C182 162 290 160 328 198", c.detail, 2.5, 'stroke-dasharray="5 4"')
  );
}

export const SHOE_SHAPES: Record<ShoeKind, (context: ShapeContext) => string> = {
  oxford,
  loafer,
  boat,
  sneaker,
  boot,
  ankleBoot,
  heel,
  flat,
  sandal,
  slide,
};
