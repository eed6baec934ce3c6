import { createHash } from "node:crypto";
import { access, stat } from "node:fs/promises";
import { join } from "node:path";
import { fallbackWidth, parsePictureName, pictureName, variantPath } from "@shop/shared";
import { type PictureLimits, pictureLimits } from "../../config/limits.ts";
import { writeFileAtomically } from "./atomic-file.ts";
import { mediaFileOf } from "./media-path.ts";
import { checkPicture, type PictureSize } from "./picture-check.ts";
import { renderVariants, servedSize } from "./picture-variants.ts";

export interface StoredPicture extends PictureSize {
  /** What a product's `pictures` holds: `pictures/<sha256>-<width>x<height>`. */
  name: string;
}

/**
 * Uploaded pictures in the media folder, each stored once under the SHA-256 of its bytes: the same
 * file uploaded again answers the same name and writes nothing.
 */
export function pictureStore({
  mediaDir,
  limits = pictureLimits,
}: {
  mediaDir: string;
  limits?: PictureLimits;
}) {
  /** The JPEG is written last: when it is there, every variant is. */
  async function isStored(hash: string, size: PictureSize): Promise<boolean> {
    const marker = join(mediaDir, variantPath(hash, fallbackWidth(size.width), "jpg"));
    return access(marker).then(
      () => true,
      () => false,
    );
  }

  return {
    /** Checks an upload by its content and stores its variants; refuses it with AppError. */
    async store(bytes: Buffer): Promise<StoredPicture> {
      const size = servedSize(await checkPicture(bytes, limits));
      const hash = createHash("sha256").update(bytes).digest("hex");
      if (!(await isStored(hash, size))) {
        for (const variant of await renderVariants(bytes, hash, size, limits.maxPixels)) {
          await writeFileAtomically(join(mediaDir, variant.path), variant.content);
        }
      }
      return { name: pictureName({ hash, ...size }), ...size };
    },

    /**
     * Whether a product may list this picture: an upload whose variants are all stored, or a
     * plain file of the media folder (the demo catalogue's pictures).
     */
    async has(name: string): Promise<boolean> {
      const upload = parsePictureName(name);
      if (upload) return isStored(upload.hash, upload);
      const file = mediaFileOf(mediaDir, name);
      if (!file) return false;
      return stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
    },
  };
}

export type PictureStore = ReturnType<typeof pictureStore>;
