import { stat } from "node:fs/promises";
import { mediaFileOf } from "./media-path.ts";

/** Whether the media folder holds a picture of this name (what a product's `pictures` may list). */
export async function pictureStored(mediaDir: string, name: string): Promise<boolean> {
  const file = mediaFileOf(mediaDir, name);
  if (!file) return false;
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}
