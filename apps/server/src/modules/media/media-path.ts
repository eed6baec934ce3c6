import { extname, resolve, sep } from "node:path";

const IMAGE_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

/** Backslashes, drive letters, NUL and other control characters never belong in a picture path. */
function hasForbiddenCharacter(path: string): boolean {
  return /[\\:]/.test(path) || [...path].some((character) => character < " ");
}

function decode(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/**
 * The file a picture path (as stored, not URL-encoded) names inside `mediaDir`, or null when the path
 * could leave the folder or names a hidden file. Symlinks are checked by the caller (realpath).
 */
export function mediaFileOf(mediaDir: string, picturePath: string): string | null {
  if (!picturePath || hasForbiddenCharacter(picturePath) || picturePath.startsWith("/"))
    return null;
  const segments = picturePath.split("/");
  if (segments.some((segment) => segment === "" || segment.startsWith("."))) return null;
  const root = resolve(mediaDir);
  const file = resolve(root, ...segments);
  return file.startsWith(root + sep) ? file : null;
}

/** Like mediaFileOf, for a path still percent-encoded as it came in a URL. */
export function resolveMediaPath(mediaDir: string, rawPath: string): string | null {
  const decoded = decode(rawPath);
  return decoded === null ? null : mediaFileOf(mediaDir, decoded);
}

/** The content type of a picture file, or undefined when the name is not a picture's. */
export function imageTypeOf(file: string): string | undefined {
  return IMAGE_TYPES[extname(file).toLowerCase()];
}
