import { readFile, realpath, stat } from "node:fs/promises";
import { sep } from "node:path";
import { writeFileAtomically } from "./atomic-file.ts";
import { mediaFileOf } from "./media-path.ts";
import type { MediaRead, MediaStorage } from "./media-storage.ts";

/** The media folder of DATA_DIR (the default): what one server alone serves. */
export function localMediaStorage(mediaDir: string): MediaStorage {
  async function read(path: string, ifNoneMatch?: string): Promise<MediaRead> {
    const file = mediaFileOf(mediaDir, path);
    if (!file) return { status: "missing" };
    const [root, real] = await Promise.all([
      realpath(mediaDir).catch(() => null),
      realpath(file).catch(() => null),
    ]);
    if (!root || !real) return { status: "missing" };
    if (!real.startsWith(root + sep)) return { status: "outside" };
    const info = await stat(real);
    if (!info.isFile()) return { status: "missing" };
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    if (ifNoneMatch === etag) return { status: "not-modified", etag };
    return { status: "found", body: await readFile(real), etag, modified: info.mtime };
  }

  return {
    kind: "local",
    read,
    async write(path, content) {
      const file = mediaFileOf(mediaDir, path);
      if (!file) throw new Error(`not a media path: ${path}`);
      await writeFileAtomically(file, content);
    },
    async has(path) {
      const file = mediaFileOf(mediaDir, path);
      if (!file) return false;
      return stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
    },
  };
}
