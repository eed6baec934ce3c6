import type { IncomingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliDecompress,
  constants,
  crc32,
  deflateRaw,
  deflateRawSync,
  gunzip,
  gzip,
} from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply } from "fastify";

export type Encoding = "br" | "gzip";

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/** Text-like answers only: pictures, fonts and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
// No cache: Accept-Encoding is the client's to write, and a cache keyed on it would grow without end.
const negotiator = new Negotiator<Encoding>({ supportedValues: ["br", "gzip"] });
/** The same choice, gzip first among codings the client likes as much. */
const gzipFirst = new Negotiator<Encoding>({ supportedValues: ["gzip", "br"] });

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);
export const gunzipAsync = promisify(gunzip);
const brotliDecompressAsync = promisify(brotliDecompress);

/**
 * `*` names the codings the header does not list (RFC 9110): gzip, which every client decodes,
 * else brotli. A coding refused by name (`gzip;q=0, *`) stays refused.
 */
function withWildcardNamed(header: string): string {
  const listed = new Set(header.split(",").map((part) => part.split(";")[0]?.trim()));
  const unlisted = (["gzip", "br"] as const).find((coding) => !listed.has(coding));
  return header.replace(/\*/g, unlisted ?? "identity");
}

function negotiated(
  request: { headers: IncomingHttpHeaders },
  chooser: Negotiator<Encoding>,
): Encoding | null {
  const header = request.headers["accept-encoding"]?.toLowerCase();
  if (!header) return null;
  return chooser.negotiate(header.includes("*") ? withWildcardNamed(header) : header);
}

/** The encoding the client prefers among brotli and gzip, or null. */
export const acceptedEncoding = (request: { headers: IncomingHttpHeaders }): Encoding | null =>
  negotiated(request, negotiator);

/**
 * The encoding of a page's first render: gzip when the client likes it as much as brotli (every
 * browser), as gzip can go on from a start deflated once (gzipAfter); else the one it prefers.
 */
export const firstRenderEncoding = (request: { headers: IncomingHttpHeaders }): Encoding | null =>
  negotiated(request, gzipFirst);

/** A Vary header that names `header` (lower case), given the one an answer had. */
export function varyingOn(vary: unknown, header: string): string {
  const listed = String(vary ?? "");
  if (listed.toLowerCase().includes(header) || listed.includes("*")) return listed;
  return listed ? `${listed}, ${header}` : header;
}

/** A Vary header that names Accept-Encoding, given the one an answer had. */
export function varyingOnEncoding(vary: unknown): string {
  return varyingOn(vary, "accept-encoding");
}

/** The answer depends on Accept-Encoding: a shared cache keeps one copy per encoding. */
export function varyOnEncoding(reply: FastifyReply): void {
  reply.header("vary", varyingOnEncoding(reply.getHeader("vary")));
}

/** Per-request compression: brotli at a quality that costs about what gzip does. */
function compressNow(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body);
  return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
}

/**
 * Both encodings of bytes kept in memory, made once. Brotli at quality 5: quality 11 costs 3–6 ms
 * even on a product page of 1.5 KB (its setup alone) for 7% fewer bytes, and product pages are
 * made by the thousand as visitors browse.
 */
export async function compressOnce(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([compressKept(body, "br"), compressKept(body, "gzip")]);
  return { br, gzip: gz };
}

/** Compression of bytes kept and sent many times (see compressOnce for brotli's quality). */
function compressKept(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body);
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

const decompress = (bytes: Buffer, encoding: Encoding) =>
  encoding === "gzip" ? gunzipAsync(bytes) : brotliDecompressAsync(bytes);

/** The window deflate refers back into: what follows a start may repeat its last 32 KiB. */
const DEFLATE_WINDOW = 32 * 1024;
/** gzip's member header: deflate, no name nor time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/**
 * zlib's level for what follows a start: level 1 deflates a product page's 43 KB in about 0.2 ms,
 * level 4 in 0.5, level 6 in 0.8, for 6% and 10% more bytes (11.0 KB against 10.3 and 10.0): a
 * first render's gzip is sent to its first visitor only, later ones get the cached page's brotli
 * (docs/benchmarks.md, issue 41).
 */
const AFTER_START_LEVEL = 1;

/** The start of many documents (a page's template and styles), deflated once (gzipStart). */
export interface GzipStart {
  bytes: Buffer;
  /** Its deflate blocks, none final, ending byte-aligned (a sync flush). */
  deflated: Buffer;
  crc: number;
}

/** Deflates the start that many gzip answers share, once, at zlib's best level. */
export function gzipStart(bytes: Buffer): GzipStart {
  return {
    bytes,
    deflated: deflateRawSync(bytes, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: constants.Z_SYNC_FLUSH,
    }),
    crc: crc32(bytes),
  };
}

/**
 * A whole gzip document of `start` then `rest` that deflates only `rest`: one gzip member whose
 * deflate stream is the start's blocks, then `rest`'s, deflated with the start's last 32 KiB as
 * its dictionary (what a decoder has in its window there), with the CRC of both. Brotli has no
 * such seam; a page's template and inline styles (two thirds of a product page) are then
 * compressed once instead of on every first render.
 */
export async function gzipAfter(start: GzipStart, rest: Buffer): Promise<Buffer> {
  const window = start.bytes.subarray(Math.max(0, start.bytes.length - DEFLATE_WINDOW));
  const deflated = await deflateRawAsync(rest, {
    level: AFTER_START_LEVEL,
    ...(window.length > 0 ? { dictionary: window } : {}),
  });
  const trailer = Buffer.alloc(8);
  // Not crc32 of nothing: Node answers 0 for some empty buffers instead of the value given.
  trailer.writeUInt32LE(rest.length > 0 ? crc32(rest, start.crc) : start.crc, 0);
  trailer.writeUInt32LE((start.bytes.length + rest.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, start.deflated, deflated, trailer]);
}

/** Bytes kept compressed in the encodings clients asked for, each made on its first ask. */
export interface CompressedOnDemand {
  /** The bytes in `encoding`, or as they are (null: decompressed each time, which few ask). */
  in(encoding: Encoding | null): Promise<Buffer>;
  /** What is kept now, in bytes. */
  readonly size: number;
}

/**
 * A rendered page compressed in the encoding its first visitor takes (brotli when they take
 * none), and in another only when a visitor asks for it: nearly every browser takes brotli, so
 * each page costs one compression instead of two (the render's biggest cost after the render).
 * Only compressed bytes are kept.
 */
export function compressedOnDemand(
  body: Buffer,
  first: Encoding | null,
): Promise<CompressedOnDemand> {
  const start = first ?? "br";
  return keptOnDemand(start, compressKept(body, start));
}

/** Bytes compressed already in `start` (`made`), kept and made in other encodings on demand. */
export async function keptOnDemand(
  start: Encoding,
  made: Promise<Buffer>,
): Promise<CompressedOnDemand> {
  const kept: Partial<Record<Encoding, Promise<Buffer>>> = { [start]: made };
  let size = (await kept[start])?.length ?? 0;
  const plain = async () => decompress((await kept[start]) as Buffer, start);
  return {
    in(encoding) {
      if (!encoding) return plain();
      const found = kept[encoding];
      if (found) return found;
      const made = plain().then((bytes) => compressKept(bytes, encoding));
      kept[encoding] = made;
      made.then(
        (bytes) => {
          size += bytes.length;
        },
        () => delete kept[encoding],
      );
      return made;
    },
    get size() {
      return size;
    },
  };
}

function isCompressible(reply: FastifyReply): boolean {
  if (reply.hasHeader("content-encoding")) return false;
  return COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""));
}

/**
 * Compresses every text answer built per request (API JSON, HTML pages) that the client accepts
 * compressed. A global onSend hook, unlike a per-route plugin, also covers the not-found handler
 * that serves the storefront's pages. Answers that carry their own encoding (precompressed assets,
 * ready bytes) and streams pass untouched.
 */
export function registerCompression(app: FastifyInstance): void {
  // A callback, not an async hook: most answers pass untouched, without a promise each.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!isCompressible(reply)) return done(null, payload);
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_THRESHOLD) return done(null, payload);
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(request);
    if (!encoding) return done(null, payload);
    reply.header("content-encoding", encoding);
    compressNow(body, encoding).then(
      (compressed) => done(null, compressed),
      (error: Error) => done(error),
    );
  });
}
