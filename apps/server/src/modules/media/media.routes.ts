import { readFile, realpath, stat } from "node:fs/promises";
import { sep } from "node:path";
import { ErrorCode, isPictureVariant } from "@shop/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../../http/error-handler.ts";
import { noImagePicture } from "./decor-pictures.ts";
import { imageTypeOf, resolveMediaPath } from "./media-path.ts";

const PREFIX = "/media/";
const CACHE = "public, max-age=86400";
/** An uploaded picture's variants are named by their content's hash: they never change. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const FALLBACK_CACHE = "public, max-age=300";
// An uploaded SVG is served as a picture, never as a page that could run script.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
const NO_IMAGE = Buffer.from(noImagePicture());

type Lookup =
  | { found: true; body: Buffer; etag: string; modified: Date }
  | { found: false; outside: boolean };

async function lookUp(mediaDir: string, file: string): Promise<Lookup> {
  const [root, real] = await Promise.all([
    realpath(mediaDir).catch(() => null),
    realpath(file).catch(() => null),
  ]);
  if (!root || !real) return { found: false, outside: false };
  if (!real.startsWith(root + sep)) return { found: false, outside: true };
  const info = await stat(real);
  if (!info.isFile()) return { found: false, outside: false };
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  return { found: true, body: await readFile(real), etag, modified: info.mtime };
}

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

function refuse(reply: FastifyReply) {
  return reply.status(404).send(failure(ErrorCode.NOT_FOUND, "A imagem pedida não existe."));
}

function cacheOf(rawPath: string): string {
  return isPictureVariant(rawPath) ? IMMUTABLE_CACHE : CACHE;
}

function rawPathOf(request: FastifyRequest): string | null {
  const path = request.url.split("?")[0] ?? "";
  return path.startsWith(PREFIX) ? path.slice(PREFIX.length) : null;
}

async function servePicture(request: FastifyRequest, reply: FastifyReply, mediaDir: string) {
  const raw = rawPathOf(request);
  const file = raw === null ? null : resolveMediaPath(mediaDir, raw);
  if (!file) return refuse(reply);
  const type = imageTypeOf(file);
  if (!type) return sendNoImage(reply);
  const lookup = await lookUp(mediaDir, file);
  if (!lookup.found) return lookup.outside ? refuse(reply) : sendNoImage(reply);
  pictureHeaders(reply, type, cacheOf(raw ?? ""))
    .header("etag", lookup.etag)
    .header("last-modified", lookup.modified.toUTCString());
  if (request.headers["if-none-match"] === lookup.etag) return reply.status(304).send();
  return reply.send(lookup.body);
}

/** GET and HEAD /media/<path>: the shop's pictures, or the no-image picture when one is missing. */
export async function mediaRoutes(app: FastifyInstance, { mediaDir }: { mediaDir: string }) {
  app.get("/media/*", (request, reply) => servePicture(request, reply, mediaDir));
}
