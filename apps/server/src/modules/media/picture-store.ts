import { createHash } from "node:crypto";
import { fallbackWidth, parsePictureName, pictureName, variantPath } from "@shop/shared";
import { type PictureLimits, pictureLimits } from "../../config/limits.ts";
import type { MediaStorage } from "./media-storage.ts";
import { checkPicture, type PictureSize } from "./picture-check.ts";
import { type AvifEffort, renderVariants, servedSize } from "./picture-variants.ts";

export interface StoredPicture extends PictureSize {
  /** What a product's `pictures` holds: `pictures/<sha256>-<width>x<height>`. */
  name: string;
}

/**
 * Uploaded pictures in the media storage, each stored once under the SHA-256 of its bytes: the
 * same file uploaded again answers the same name and writes nothing.
 */
export function pictureStore({
  storage,
  limits = pictureLimits,
  avifEffort,
}: {
  storage: MediaStorage;
  limits?: PictureLimits;
  avifEffort?: AvifEffort;
}) {
  /** The JPEG is written last: when it is there, every variant is. */
  function isStored(hash: string, size: PictureSize): Promise<boolean> {
    return storage.has(variantPath(hash, fallbackWidth(size.width), "jpg"));
  }

  /** Checks an upload by its content; refuses it with AppError. */
  async function identify(bytes: Buffer) {
    const size = servedSize(await checkPicture(bytes, limits));
    return { hash: createHash("sha256").update(bytes).digest("hex"), size };
  }

  return {
    /** The name `store` would answer for these bytes, without storing them. */
    async nameOf(bytes: Buffer): Promise<string> {
      const { hash, size } = await identify(bytes);
      return pictureName({ hash, ...size });
    },

    /** Checks an upload by its content and stores its variants; refuses it with AppError. */
    async store(bytes: Buffer): Promise<StoredPicture> {
      const { hash, size } = await identify(bytes);
      if (!(await isStored(hash, size))) {
        const variants = await renderVariants(bytes, hash, size, {
          maxPixels: limits.maxPixels,
          avifEffort,
        });
        const jpeg = variants.pop();
        await Promise.all(variants.map((variant) => storage.write(variant.path, variant.content)));
        if (jpeg) await storage.write(jpeg.path, jpeg.content);
      }
      return { name: pictureName({ hash, ...size }), ...size };
    },

    /**
     * Whether a product may list this picture: an upload whose variants are all stored, or a
     * plain file of the media storage (the demo catalogue's pictures).
     */
    async has(name: string): Promise<boolean> {
      const upload = parsePictureName(name);
      return upload ? isStored(upload.hash, upload) : storage.has(name);
    },
  };
}

export type PictureStore = ReturnType<typeof pictureStore>;
