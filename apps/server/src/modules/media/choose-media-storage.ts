import type { Config } from "../../config/env.ts";
import { localMediaStorage } from "./local-media.ts";
import type { MediaStorage } from "./media-storage.ts";
import { s3MediaStorage } from "./s3-media.ts";

/** The bucket when MEDIA_S3_BUCKET is set, else DATA_DIR/media. */
export function chooseMediaStorage(config: Config): MediaStorage {
  return config.mediaS3 ? s3MediaStorage(config.mediaS3) : localMediaStorage(config.mediaDir);
}
