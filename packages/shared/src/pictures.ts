import * as z from "zod/mini";

/**
 * Uploaded pictures. Each upload is stored once, named by the SHA-256 of its bytes and the size it
 * is served at (`pictures/<hash>-<width>x<height>`), and served as variants at fixed widths, never
 * wider than the picture: `pictures/<hash>/<width>.avif|webp`, plus one JPEG for old browsers.
 * Any other name (the demo catalogue's SVGs, older paths) is a plain file under the media address.
 */

/**
 * The widths the storefront asks for: cart and gallery thumbnails (up to ~120 px at 2×), product
 * cards (~250–300 px in a grid, half a phone's width), the product page's picture (up to ~680 px),
 * and the zoom (up to 4×).
 */
export const PICTURE_WIDTHS = [240, 480, 800, 1200, 1600] as const;
/** The widest variant; a wider upload is scaled down to it. */
export const PICTURE_MAX_WIDTH = 1600;
/** Width of the one JPEG, for browsers without AVIF or WebP (and link previews). */
export const PICTURE_FALLBACK_WIDTH = 800;
export const PICTURE_FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
] as const;
export type PictureExtension = (typeof PICTURE_FORMATS)[number]["extension"] | "jpg";

const NAME = /^pictures\/([0-9a-f]{64})-([1-9]\d{0,4})x([1-9]\d{0,4})$/;
const VARIANT = /^pictures\/[0-9a-f]{64}\/[1-9]\d{0,4}\.(avif|webp|jpg)$/;

export interface StoredPictureName {
  hash: string;
  /** Size of the widest variant. */
  width: number;
  height: number;
}

export function pictureName({ hash, width, height }: StoredPictureName): string {
  return `pictures/${hash}-${width}x${height}`;
}

/** The parts of an uploaded picture's name, or null for any other picture path. */
export function parsePictureName(name: string): StoredPictureName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  return { hash: match[1] as string, width: Number(match[2]), height: Number(match[3]) };
}

/** The widths a picture `width` pixels wide is served at: the fixed ones below it, and its own. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, PICTURE_MAX_WIDTH);
  return [...PICTURE_WIDTHS.filter((fixed) => fixed < top), top];
}

/** The JPEG's width: the widest variant up to PICTURE_FALLBACK_WIDTH. */
export function fallbackWidth(width: number): number {
  const widths = variantWidths(width);
  return widths.filter((each) => each <= PICTURE_FALLBACK_WIDTH).at(-1) ?? (widths[0] as number);
}

/** Path of one variant, relative to the media folder or address. */
export function variantPath(hash: string, width: number, extension: PictureExtension): string {
  return `pictures/${hash}/${width}.${extension}`;
}

export interface VariantFile {
  width: number;
  extension: PictureExtension;
  /** Path relative to the media folder or address. */
  path: string;
}

/**
 * Every file an upload is served as: AVIF and WebP at each width, then the JPEG, last because it
 * is written last (when it is there, every variant is).
 */
export function variantFiles({
  hash,
  width,
}: Pick<StoredPictureName, "hash" | "width">): VariantFile[] {
  const file = (each: number, extension: PictureExtension) => ({
    width: each,
    extension,
    path: variantPath(hash, each, extension),
  });
  const modern = variantWidths(width).flatMap((each) =>
    PICTURE_FORMATS.map(({ extension }) => file(each, extension)),
  );
  return [...modern, file(fallbackWidth(width), "jpg")];
}

/** Whether a media path is an uploaded picture's variant: its content never changes. */
export function isPictureVariant(path: string): boolean {
  return VARIANT.test(path);
}

/** Address of a file under the media base address (`/media/` or a CDN's). */
export function mediaAddress(mediaBaseUrl: string, path: string): string {
  return `${mediaBaseUrl}${path.replace(/^\/+/, "")}`;
}

export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface PictureSources {
  /** The plain picture: the JPEG of an upload, or the file itself. */
  src: string;
  /** Modern formats, best first, for `<source>` elements; empty for a plain file. */
  sources: PictureSource[];
  /** The upload's own size (for its aspect ratio); unknown for a plain file. */
  width?: number;
  height?: number;
}

/** What an `<img>` or a `<picture>` needs to show a stored picture. */
export function pictureSources(name: string, mediaBaseUrl: string): PictureSources {
  const picture = parsePictureName(name);
  if (!picture) return { src: mediaAddress(mediaBaseUrl, name), sources: [] };
  const { hash, width, height } = picture;
  const address = (each: number, extension: PictureExtension) =>
    mediaAddress(mediaBaseUrl, variantPath(hash, each, extension));
  const sources = PICTURE_FORMATS.map(({ extension, type }) => ({
    type,
    srcSet: variantWidths(width)
      .map((each) => `${address(each, extension)} ${each}w`)
      .join(", "),
  }));
  return { src: address(fallbackWidth(width), "jpg"), sources, width, height };
}

/**
 * The smallest WebP variant at least `minWidth` pixels wide (the widest when none is), for where
 * one file is named at a fixed size: an email's thumbnail (WebP is the variants' format mail
 * programs show; the one JPEG is 800 px). Any other picture path is the file itself.
 */
export function pictureAtLeast(name: string, mediaBaseUrl: string, minWidth: number): string {
  const picture = parsePictureName(name);
  if (!picture) return mediaAddress(mediaBaseUrl, name);
  const widths = variantWidths(picture.width);
  const width = widths.find((each) => each >= minWidth) ?? (widths.at(-1) as number);
  return mediaAddress(mediaBaseUrl, variantPath(picture.hash, width, "webp"));
}

/** The answer to an upload: the name to put in a product's pictures, and its served size (zod's
 * mini API, as the storefront's every page imports this file: see CartSchema). */
export const UploadedPictureSchema = z.object({
  name: z.string(),
  width: z.int(),
  height: z.int(),
});
export type UploadedPicture = z.infer<typeof UploadedPictureSchema>;

/** A product's main picture: the first in its order (the storefront and the back office agree). */
export function mainPicture(pictures: readonly string[]): string | null {
  return pictures[0] ?? null;
}

/**
 * The pictures with the one at `index` first, the others in their order: how the back office's
 * «Principal» choice, or a client still sending a thumbnail index, becomes the one rule.
 */
export function mainPictureFirst(pictures: readonly string[], index: number): string[] {
  const chosen = pictures[index];
  if (index <= 0 || chosen === undefined) return [...pictures];
  return [chosen, ...pictures.filter((_, position) => position !== index)];
}
