import type { AccessoryKind } from "./picture-kinds.ts";
import type { ShapeContext } from "./shape-context.ts";
import { path, stroke } from "./svg.ts";

// Accessories share the shoes' 400×240 box, resting on y=222.

function circle(cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
}

function bag(c: ShapeContext): string {
  const carry =
    c.v > 0.5
      ? stroke("M92 100 C110 -40 290 -40 308 100", c.detail, 5)
      : stroke("M150 96 C150 28 250 28 250 96", c.shadow, 12);
  const body =
    "M86 104 Q86 92 98 92 H302 Q314 92 316 104 L334 210 Q336 222 322 222 H78 Q64 222 66 210 Z";
  return (
    carry +
    path(body, c.main) +
    path("M88 96 H312 L318 150 Q200 176 82 150 Z", c.shadow) +
    `<rect x="190" y="146" width="20" height="22" rx="4" fill="${c.accent}"/>` +
    stroke("M80 206 H320", c.detail, 2, 'stroke-dasharray="5 4"')
  );
}

function wallet(c: ShapeContext): string {
  const flap = "M80 94 Q80 80 94 80 H306 Q320 80 320 94 V130 Q200 152 80 130 Z";
  return (
    `<rect x="80" y="80" width="240" height="140" rx="14" fill="${c.main}"/>` +
    path(flap, c.shadow) +
    circle(200, 134, 9, c.accent) +
    `<rect x="92" y="92" width="216" height="116" rx="8" fill="none" stroke="${c.detail}" stroke-width="2" stroke-dasharray="5 4"/>`
  );
}

function belt(c: ShapeContext): string {
  const holes = [96, 120, 144, 168].map((x) => circle(x, 144, 4, c.detail)).join("");
  return (
    stroke("M300 116 C360 40 120 30 70 100", c.shadow, 34) +
    path("M64 126 H330 V162 H64 L36 144 Z", c.main) +
    holes +
    `<rect x="290" y="120" width="14" height="48" rx="3" fill="${c.shadow}"/>` +
    `<rect x="326" y="110" width="52" height="68" rx="10" fill="none" stroke="${c.accent}" stroke-width="8"/>` +
    stroke("M330 144 H372", c.accent, 5)
  );
}

function scarf(c: ShapeContext): string {
  const pattern =
    c.v > 0.5
      ? stroke("M96 86 H304 L200 184 Z M146 104 H254 L200 156 Z", c.accent, 6)
      : [0, 1, 2, 3, 4, 5]
          .map((step) =>
            circle(120 + (step % 3) * 80, 100 + Math.floor(step / 3) * 44, 8, c.accent),
          )
          .join("");
  const fringe = [0, 1, 2, 3, 4, 5, 6].map((step) => `M${158 + step * 14} 200 l-2 14`).join(" ");
  return (
    path("M50 70 L350 70 L200 214 Z", c.main) +
    pattern +
    stroke("M62 80 H338", c.detail, 4) +
    stroke(fringe, c.detail, 2)
  );
}

function hat(c: ShapeContext): string {
  const crown = "M110 186 C104 120 120 70 200 64 C280 70 296 120 290 186 Z";
  const band = "M112 156 C170 166 230 166 288 156 L290 178 C230 188 170 188 110 178 Z";
  return (
    `<ellipse cx="200" cy="192" rx="172" ry="26" fill="${c.shadow}"/>` +
    path(crown, c.main) +
    path(band, c.accent) +
    stroke("M168 74 C188 98 212 98 232 74", c.detail, 4)
  );
}

function briefcase(c: ShapeContext): string {
  return (
    stroke("M170 84 V62 Q170 52 180 52 H220 Q230 52 230 62 V84", c.detail, 10) +
    `<rect x="60" y="80" width="280" height="142" rx="12" fill="${c.main}"/>` +
    path("M60 92 Q60 80 72 80 H328 Q340 80 340 92 V128 H60 Z", c.shadow) +
    `<rect x="110" y="118" width="22" height="20" rx="3" fill="${c.accent}"/>` +
    `<rect x="268" y="118" width="22" height="20" rx="3" fill="${c.accent}"/>`
  );
}

function sock(c: ShapeContext, dx: number, fill: string): string {
  const body =
    "M130 36 H190 V150 Q190 202 150 210 L92 214 Q62 214 62 192 Q62 172 86 168 L130 160 Z";
  const stripes = c.v > 0.5 ? stroke("M130 80 H190 M130 100 H190 M130 120 H190", c.accent, 8) : "";
  return `<g transform="translate(${dx} 0)">${path(body, fill)}<rect x="128" y="32" width="64" height="22" rx="4" fill="${c.accent}"/>${stripes}</g>`;
}

function socks(c: ShapeContext): string {
  return sock(c, 80, c.shadow) + sock(c, 0, c.main);
}

function tie(c: ShapeContext): string {
  const dots = [
    [200, 96],
    [193, 128],
    [207, 150],
    [198, 176],
    [212, 200],
  ]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 4, c.accent))
    .join("");
  const blade = path("M190 68 H210 L234 200 L200 232 L166 200 Z", c.main);
  return `<g transform="translate(200 124) rotate(-60) scale(1.45) translate(-200 -135)">${path("M182 38 H218 L210 68 H190 Z", c.shadow)}${blade}${dots}</g>`;
}

export const ACCESSORY_SHAPES: Record<AccessoryKind, (context: ShapeContext) => string> = {
  bag,
  wallet,
  belt,
  scarf,
  hat,
  briefcase,
  socks,
  tie,
};
