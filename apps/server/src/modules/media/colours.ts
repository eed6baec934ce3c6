import { hashString } from "./svg.ts";

/** Colour words of a shop (stems, without accents) and how they are drawn. */
const COLOUR_STEMS: Array<[RegExp, string]> = [
  [/^(preto|preta|negro|negra)/, "#1f1f23"],
  [/^(azul-marinho|marinho|navy)/, "#1e2b48"],
  [/^azul/, "#3c6ea8"],
  [/^(castanh|chocolate|tabaco)/, "#6a4028"],
  [/^(camel|caramelo|conhaque)/, "#b27b45"],
  [/^(bordeaux|bordo|vinho)/, "#6e1b2e"],
  [/^(branco|branca|marfim)/, "#f3f0e8"],
  [/^(bege|nude|areia)/, "#d7c1a1"],
  [/^(cinzent|cinza)/, "#85898f"],
  [/^verde/, "#5d6437"],
  [/^(vermelh|encarnad)/, "#b21f2b"],
  [/^(dourad|ouro)/, "#c8a04a"],
  [/^(pratead|prata)/, "#b8bcc3"],
  [/^rosa/, "#d9909e"],
  [/^(amarel|mostarda)/, "#d6a42c"],
];

const FALLBACK_COLOURS = ["#3a3a40", "#7a5134", "#2b3f5c", "#8c2f3c", "#6f7a4a", "#a8834f"];

export interface Palette {
  main: string;
  accent: string;
}

function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function coloursNamed(text: string): string[] {
  return normalise(text)
    .split(/[\s,/&+]+/)
    .flatMap((word) => COLOUR_STEMS.find(([stem]) => stem.test(word))?.[1] ?? []);
}

/** The colours a name such as "Preto e dourado" speaks of; unknown names get a stable fallback. */
export function paletteOf(colourName: string | null, seed: string): Palette {
  const [first, second] = coloursNamed(colourName ?? "");
  const fallback = FALLBACK_COLOURS[hashString(seed) % FALLBACK_COLOURS.length] as string;
  const main = first ?? fallback;
  return { main, accent: second ?? mix(main, luminance(main) > 0.5 ? "#000000" : "#ffffff", 0.35) };
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends `from` towards `to` by `amount` (0..1). */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const blended = a.map((channel, index) =>
    Math.round(channel + ((b[index] ?? 0) - channel) * amount),
  );
  return `#${blended.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** Perceived brightness, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [red, green, blue] = channels(hex);
  return (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
}

export function darker(hex: string, amount: number): string {
  return mix(hex, "#000000", amount);
}

export function lighter(hex: string, amount: number): string {
  return mix(hex, "#ffffff", amount);
}
