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
 * A picture path (as stored, not URL-encoded) when it stays inside the media folder: relative,
 * no empty, `.` or hidden segment; null otherwise. Symlinks are checked where files are (realpath).
 */
export function safeMediaPath(picturePath: string): string | null {
  if (!picturePath || hasForbiddenCharacter(picturePath) || picturePath.startsWith("/"))
    return null;
  const segments = picturePath.split("/");
  if (segments.some((segment) => segment === "" || segment.startsWith("."))) return null;
  return picturePath;
}

/** The file a picture path names inside `mediaDir`, or null when the path is not a safe one. */
export function mediaFileOf(mediaDir: string, picturePath: string): string | null {
  const path = safeMediaPath(picturePath);
  if (!path) return null;
  const root = resolve(mediaDir);
  const file = resolve(root, ...path.split("/"));
  return file.startsWith(root + sep) ? file : null;
}

/** Like safeMediaPath, for a path still percent-encoded as it came in a URL. */
export function decodeMediaPath(rawPath: string): string | null {
  const decoded = decode(rawPath);
  return decoded === null ? null : safeMediaPath(decoded);
}

/** The content type of a picture file, or undefined when the name is not a picture's. */
export function imageTypeOf(file: string): string | undefined {
  return IMAGE_TYPES[extname(file).toLowerCase()];
}
