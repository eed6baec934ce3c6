import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parsePictureName, variantFiles } from "@shop/shared";
import { writeFileAtomically } from "./atomic-file.ts";
import { localMediaStorage } from "./local-media.ts";
import type { MediaStorage } from "./media-storage.ts";

/**
 * The demo pictures this machine has encoded, for every data folder that needs them: a first
 * start encodes the catalogue's four hundred drawings (about a minute on two cores), a fresh
 * folder after it copies them in seconds. It holds each drawing's upload name under the SHA-256
 * of its SVG, and the uploads' variant files. Only ever a copy: lost, stale or unwritable, the
 * pictures are drawn and encoded again.
 */
export function demoPictureCache(dir: string) {
  const files = localMediaStorage(dir);
  const nameFile = (svg: string) =>
    join(dir, "drawings", createHash("sha256").update(svg).digest("hex"));

  return {
    /** The upload a drawing became on this machine, if it is known. */
    nameOf: (svg: string): Promise<string | null> =>
      readFile(nameFile(svg), "utf8").then(
        (name) => (parsePictureName(name) ? name : null),
        () => null,
      ),

    remember: (svg: string, name: string): Promise<void> =>
      writeFileAtomically(nameFile(svg), name).catch(() => undefined),

    /** `target`, keeping here a copy of each file written to it. */
    keeping: (target: MediaStorage): MediaStorage => ({
      ...target,
      async write(path, content) {
        await target.write(path, content);
        await files.write(path, content).catch(() => undefined);
      },
    }),

    /** Copies an upload's files into `target`; false when this machine lacks one of them. */
    async copyTo(name: string, target: MediaStorage): Promise<boolean> {
      const picture = parsePictureName(name);
      if (!picture) return false;
      const variants = variantFiles(picture);
      const contents = await Promise.all(
        variants.map(({ path }) => readFile(join(dir, path)).catch(() => null)),
      );
      if (contents.some((content) => content === null)) return false;
      // In order: the JPEG, written last, says the others are there.
      for (const [index, { path }] of variants.entries()) {
        await target.write(path, contents[index] as Buffer);
      }
      return true;
    },
  };
}

export type DemoPictureCache = ReturnType<typeof demoPictureCache>;
