import { PICTURE_MAX_WIDTH, type PictureExtension, variantFiles } from "@shop/shared";
import sharp, { type Sharp } from "sharp";
import { type PictureSize, pictureRefused } from "./picture-check.ts";
import { pictureTexts } from "./texts.ts";

export interface Variant {
  /** Path under the media folder. */
  path: string;
  content: Buffer;
}

/**
 * How hard the AVIF encoder works, 0–9: effort 2 takes a few hundred milliseconds per upload on
 * two cores for files close to the best; the demo's flat drawings take 0, a quarter of the time
 * for a kilobyte more, as the first start of a demo shop encodes four hundred of them.
 */
export type AvifEffort = 0 | 2;

function encoder(extension: PictureExtension, avifEffort: AvifEffort): (image: Sharp) => Sharp {
  if (extension === "avif") return (image) => image.avif({ quality: 55, effort: avifEffort });
  if (extension === "webp") return (image) => image.webp({ quality: 80 });
  return (image) => image.jpeg({ quality: 82, mozjpeg: true });
}

/** The size of the widest variant: the upright picture, no wider than PICTURE_MAX_WIDTH. */
export function servedSize({ width, height }: PictureSize): PictureSize {
  if (width <= PICTURE_MAX_WIDTH) return { width, height };
  const scaled = Math.max(1, Math.round((height * PICTURE_MAX_WIDTH) / width));
  return { width: PICTURE_MAX_WIDTH, height: scaled };
}

/**
 * Decodes the upload once: turned upright by its EXIF orientation, at the served size, on white
 * where it was transparent, in sRGB. Raw pixels carry no metadata (no GPS, no camera), so nothing
 * of the original file's EXIF, XMP or ICC data reaches a variant.
 */
async function decode(bytes: Buffer, size: PictureSize, maxPixels: number) {
  try {
    return await sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" })
      .autoOrient()
      .resize(size.width, size.height, { fit: "fill" })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The header was fine (checked before) but the pixels are not: truncated or corrupt.
    throw pictureRefused(pictureTexts.damaged);
  }
}

/** Every variant of an upload (AVIF and WebP at each width, then the JPEG), encoded in memory. */
export async function renderVariants(
  bytes: Buffer,
  hash: string,
  size: PictureSize,
  { maxPixels, avifEffort = 2 }: { maxPixels: number; avifEffort?: AvifEffort },
): Promise<Variant[]> {
  const { data, info } = await decode(bytes, size, maxPixels);
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const files = variantFiles({ hash, width: size.width });
  return Promise.all(
    files.map(async ({ width, extension, path }) => {
      const image = sharp(data, { raw }).resize({ width });
      return { path, content: await encoder(extension, avifEffort)(image).toBuffer() };
    }),
  );
}
