import type { Readable } from "node:stream";

/** A media file found for serving; `body` is streamed from object storage. */
export interface MediaFile {
  status: "found";
  body: Buffer | Readable;
  etag: string;
  modified: Date;
  /** Bytes, when the storage knows them. */
  length?: number;
}

export type MediaRead =
  | MediaFile
  /** The caller's If-None-Match is the file's current ETag. */
  | { status: "not-modified"; etag: string }
  | { status: "missing" }
  /** A link out of the media folder: refused, never followed. */
  | { status: "outside" };

/**
 * Where the shop's pictures are kept: the media folder of DATA_DIR, or an S3-compatible bucket
 * that several servers share. Paths are media paths (`pictures/<hash>/800.jpg`); an unsafe one
 * (see safeMediaPath) is never stored and reads as missing.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  write(path: string, content: Buffer | string): Promise<void>;
  has(path: string): Promise<boolean>;
  /** Throws MediaUnavailable when the storage cannot answer (down, slow). */
  read(path: string, ifNoneMatch?: string): Promise<MediaRead>;
}

/** The storage did not answer: a 503 for that picture, never a crash. */
export class MediaUnavailable extends Error {
  constructor(path: string, cause: unknown) {
    super(`media storage unavailable for ${path}`, { cause });
  }
}
