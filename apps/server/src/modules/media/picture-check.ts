import { ErrorCode } from "@shop/shared";
import sharp, { type Metadata } from "sharp";
import type { PictureLimits } from "../../config/limits.ts";
import { AppError } from "../../http/app-error.ts";
import { pictureTexts } from "./texts.ts";

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * Whether this build of sharp decodes HEIC (HEVC-compressed HEIF). Its prebuilt binaries decode
 * AVIF only (HEVC is patent-encumbered), so an iPhone's HEIC photo is refused with a way out.
 */
export const DECODES_HEIC = sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;

const FORMATS = DECODES_HEIC ? "JPEG, PNG, WebP, AVIF ou HEIC" : "JPEG, PNG, WebP ou AVIF";
const PLAIN_FORMATS = new Set(["jpeg", "png", "webp"]);
/** ISO file-type brands of HEVC-coded HEIF, read at bytes 8–11 after `ftyp`. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);

export function pictureRefused(message: string): AppError {
  return new AppError(ErrorCode.VALIDATION, message, { file: message });
}

function claimsHeic(bytes: Buffer): boolean {
  return (
    bytes.toString("latin1", 4, 8) === "ftyp" && HEIC_BRANDS.has(bytes.toString("latin1", 8, 12))
  );
}

function isAccepted(metadata: Metadata): boolean {
  if (PLAIN_FORMATS.has(metadata.format)) return true;
  if (metadata.format !== "heif") return false;
  return metadata.compression === "av1" || (metadata.compression === "hevc" && DECODES_HEIC);
}

async function readHeader(bytes: Buffer): Promise<Metadata> {
  if (!DECODES_HEIC && claimsHeic(bytes)) throw pictureRefused(pictureTexts.heicUnreadable);
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata || !isAccepted(metadata)) {
    throw pictureRefused(pictureTexts.notAPicture(FORMATS));
  }
  return metadata;
}

/**
 * Checks an upload by its content alone (never a name or a declared type): its size, its format,
 * and its pixels as it stands upright, read from the header before anything is decoded.
 */
export async function checkPicture(bytes: Buffer, limits: PictureLimits): Promise<PictureSize> {
  if (bytes.length === 0) throw pictureRefused(pictureTexts.missing);
  if (bytes.length > limits.maxBytes) {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, pictureTexts.tooLarge(limits.maxBytes));
  }
  const { width, height } = (await readHeader(bytes)).autoOrient;
  if (width * height > limits.maxPixels) {
    throw pictureRefused(pictureTexts.tooManyPixels(limits.maxPixels));
  }
  if (Math.min(width, height) < limits.minSide) {
    throw pictureRefused(pictureTexts.tooSmall(limits.minSide));
  }
  return { width, height };
}
