import { Readable } from "node:stream";
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { MediaS3Config } from "../../config/media-s3.ts";
import { cacheControlOf } from "./media-cache.ts";
import { imageTypeOf, safeMediaPath } from "./media-path.ts";
import { type MediaRead, type MediaStorage, MediaUnavailable } from "./media-storage.ts";

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function s3Client(config: MediaS3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // A picture waits for at most one retry: a slow bucket is a 503, not a hung page.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: config.timeoutMs,
      requestTimeout: config.timeoutMs,
      throwOnRequestTimeout: true,
    },
    // Checksums only where S3 requires them: many S3-compatible services refuse the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Pictures in an S3-compatible bucket shared by every server: each object carries its content
 * type and cache policy, so a CDN or the bucket itself can serve them (MEDIA_BASE_URL).
 */
export function s3MediaStorage(config: MediaS3Config): MediaStorage {
  const client = s3Client(config);
  const Bucket = config.bucket;
  const keyOf = (path: string) => {
    const safe = safeMediaPath(path);
    return safe === null ? null : `${config.prefix}${safe}`;
  };

  async function read(path: string, ifNoneMatch?: string): Promise<MediaRead> {
    const Key = keyOf(path);
    if (!Key) return { status: "missing" };
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key, ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error("the object's body is not a stream");
      return {
        status: "found",
        body: object.Body,
        etag: object.ETag ?? "",
        modified: object.LastModified ?? new Date(0),
        ...(object.ContentLength === undefined ? {} : { length: object.ContentLength }),
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304 && ifNoneMatch) return { status: "not-modified", etag: ifNoneMatch };
      if (status === 404) return { status: "missing" };
      throw new MediaUnavailable(path, error);
    }
  }

  return {
    kind: "s3",
    read,
    async write(path, content) {
      const Key = keyOf(path);
      if (!Key) throw new Error(`not a media path: ${path}`);
      const put = new PutObjectCommand({
        Bucket,
        Key,
        Body: typeof content === "string" ? Buffer.from(content) : content,
        ContentType: imageTypeOf(path) ?? "application/octet-stream",
        CacheControl: cacheControlOf(path),
      });
      await client.send(put).catch((error: unknown) => {
        throw new MediaUnavailable(path, error);
      });
    },
    async has(path) {
      const Key = keyOf(path);
      if (!Key) return false;
      return client.send(new HeadObjectCommand({ Bucket, Key })).then(
        () => true,
        (error: unknown) => {
          if (statusOf(error) === 404) return false;
          throw new MediaUnavailable(path, error);
        },
      );
    },
  };
}
