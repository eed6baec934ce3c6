const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export interface SvgDocument {
  width: number;
  height: number;
  title: string;
  body: string;
  defs?: string;
}

/** A standalone SVG file: sized, with a viewBox and a title for screen readers. */
export function svgDocument({ width, height, title, body, defs }: SvgDocument): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`;
  return `${head}<title>${escapeXml(title)}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function stroke(d: string, colour: string, width: number, extra = ""): string {
  const attributes = `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"`;
  return `<path d="${d}" ${attributes}${extra ? ` ${extra}` : ""}/>`;
}

/** A vertical or diagonal two-stop gradient, referenced as url(#id). */
export function linearGradient(id: string, from: string, to: string, diagonal = false): string {
  const end = diagonal ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** FNV-1a: a stable 32-bit hash, so a picture only depends on its inputs. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) derived from a hash and a salt, for small geometric variations. */
export function unit(hash: number, salt: number): number {
  return hashString(`${hash}:${salt}`) / 0x1_0000_0000;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
