import { isPictureVariant } from "@shop/shared";

const DAY_CACHE = "public, max-age=86400";
/** An uploaded picture's variants are named by their content's hash: they never change. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/** How long browsers and CDNs keep a media file; also stored on S3 objects for a CDN in front. */
export function cacheControlOf(path: string): string {
  return isPictureVariant(path) ? IMMUTABLE_CACHE : DAY_CACHE;
}
