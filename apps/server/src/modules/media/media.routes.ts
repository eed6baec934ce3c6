import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { ErrorCode } from "@shop/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../../http/error-handler.ts";
import { noImagePicture } from "./decor-pictures.ts";
import { cacheControlOf } from "./media-cache.ts";
import { decodeMediaPath, imageTypeOf } from "./media-path.ts";
import { type MediaRead, type MediaStorage, MediaUnavailable } from "./media-storage.ts";
import { MEDIA_NOT_FOUND } from "./texts.ts";

const PREFIX = "/media/";
const FALLBACK_CACHE = "public, max-age=300";
// An uploaded SVG is served as a picture, never as a page that could run script.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
const NO_IMAGE = Buffer.from(noImagePicture());
/** Seconds before a browser asks again for a picture the storage could not give. */
const RETRY_AFTER_SECONDS = "30";

function pictureHeaders(reply: FastifyReply, type: string, cache: string): FastifyReply {
  // Pictures may be shown by a storefront on another origin (api.md: the API can live on its own host).
  reply.header("cross-origin-resource-policy", "cross-origin");
  reply.header("x-content-type-options", "nosniff").header("cache-control", cache).type(type);
  if (type === "image/svg+xml") reply.header("content-security-policy", SVG_POLICY);
  return reply;
}

function sendNoImage(reply: FastifyReply) {
  return pictureHeaders(reply, "image/svg+xml", FALLBACK_CACHE)
    .header("x-media-fallback", "no-image")
    .send(NO_IMAGE);
}

/** The storage is down or slow: this picture only is a 503 (the no-image picture, never cached). */
function sendUnavailable(reply: FastifyReply) {
  return pictureHeaders(reply.status(503), "image/svg+xml", "no-store")
    .header("retry-after", RETRY_AFTER_SECONDS)
    .header("x-media-fallback", "unavailable")
    .send(NO_IMAGE);
}

function refuse(reply: FastifyReply) {
  return reply.status(404).send(failure(ErrorCode.NOT_FOUND, MEDIA_NOT_FOUND));
}

function pathOf(request: FastifyRequest): string | null {
  const raw = request.url.split("?")[0] ?? "";
  return raw.startsWith(PREFIX) ? decodeMediaPath(raw.slice(PREFIX.length)) : null;
}

async function readOrUnavailable(
  request: FastifyRequest,
  storage: MediaStorage,
  path: string,
): Promise<MediaRead | null> {
  const ifNoneMatch = request.headers["if-none-match"];
  try {
    return await storage.read(path, ifNoneMatch);
  } catch (error) {
    if (!(error instanceof MediaUnavailable)) throw error;
    request.log.warn({ err: error, storage: storage.kind }, "media storage unavailable");
    return null;
  }
}

async function servePicture(request: FastifyRequest, reply: FastifyReply, storage: MediaStorage) {
  const path = pathOf(request);
  if (!path) return refuse(reply);
  const type = imageTypeOf(path);
  if (!type) return sendNoImage(reply);
  const read = await readOrUnavailable(request, storage, path);
  if (!read) return sendUnavailable(reply);
  if (read.status === "outside") return refuse(reply);
  if (read.status === "missing") return sendNoImage(reply);
  pictureHeaders(reply, type, cacheControlOf(path)).header("etag", read.etag);
  if (read.status === "not-modified") return reply.status(304).send();
  reply.header("last-modified", read.modified.toUTCString());
  return sendBody(reply, read.body, type, read.length);
}

/** A stream as it comes, but an SVG (small text) whole, so it is compressed as from the disk. */
async function sendBody(
  reply: FastifyReply,
  body: Buffer | Readable,
  type: string,
  length?: number,
) {
  if (Buffer.isBuffer(body)) return reply.send(body);
  if (type === "image/svg+xml") return reply.send(await buffer(body));
  if (length !== undefined) reply.header("content-length", length);
  return reply.send(body);
}

/**
 * GET and HEAD /media/<path>: the shop's pictures from its media storage (streamed from a
 * bucket), the no-image picture when one is missing, a 503 when the storage does not answer.
 */
export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: MediaStorage }) {
  app.get("/media/*", (request, reply) => servePicture(request, reply, storage));
}
