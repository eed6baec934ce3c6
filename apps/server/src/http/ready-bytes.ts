import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isClosing } from "./closing.ts";
import {
  acceptedEncoding,
  COMPRESS_THRESHOLD,
  compressOnce,
  type Encoding,
  varyingOnEncoding,
} from "./compression.ts";
import { REQUEST_ID_HEADER } from "./request-log.ts";

/** An answer's bytes made once (and compressed once), with the ETag of its content. */
export interface ReadyBytes {
  body: Buffer;
  /** Null for a body below the compression threshold, sent as it is (as answers made per request). */
  compressed: Record<Encoding, Buffer> | null;
  etag: string;
}

/**
 * A payload as the API sends it (`{ valid: true, data }`), serialised and compressed once. A small
 * one (a product page of half a kilobyte) is not compressed at all: it fits one packet either way,
 * and compressing it in both encodings costs more than making it.
 */
export async function readyJson<T>(value: T): Promise<ReadyBytes & { value: T }> {
  const body = Buffer.from(JSON.stringify({ valid: true, data: value }));
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const compressed = body.length < COMPRESS_THRESHOLD ? null : await compressOnce(body);
  return { value, body, compressed, etag };
}

/** What ready bytes cost in memory. */
export const readyBytesSize = ({ body, compressed }: ReadyBytes) =>
  body.length + (compressed ? compressed.br.length + compressed.gzip.length : 0);

const SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz" };

/** The ETag of one encoding: each representation has its own, as HTTP asks of strong ETags. */
function etagOf(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}${SUFFIX[encoding]}"` : etag;
}

/** Any listed tag of the same content, whatever its encoding or weakness, is a match. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const content = etag.slice(1, -1);
  return header.split(",").some((listed) => {
    const tag = listed.trim().replace(/^W\//, "");
    return tag === "*" || tag.replace(/-(br|gz)"$/, '"').slice(1, -1) === content;
  });
}

/**
 * Writes ready bytes in the encoding the client prefers, or 304 when it holds them already, with
 * `headers` (security headers, cache-control) besides their own. HEAD gets the same headers and
 * no body (node:http drops it); `requestId` when the request has not had its header yet (an
 * answer before routing). Answers the status sent.
 */
export function writeReady(
  request: IncomingMessage,
  response: ServerResponse,
  ready: ReadyBytes,
  headers: OutgoingHttpHeaders,
  requestId?: string,
): 200 | 304 {
  const { compressed } = ready;
  const encoding = compressed ? acceptedEncoding(request) : null;
  const sent: OutgoingHttpHeaders = { ...headers, etag: etagOf(ready.etag, encoding) };
  if (requestId) sent[REQUEST_ID_HEADER] = requestId;
  if (compressed) sent.vary = varyingOnEncoding(headers.vary);
  if (etagMatches(request.headers["if-none-match"], ready.etag)) {
    response.writeHead(304, sent);
    response.end();
    return 304;
  }
  const body = compressed && encoding ? compressed[encoding] : ready.body;
  sent["content-type"] = "application/json; charset=utf-8";
  sent["content-length"] = body.length;
  if (encoding) sent["content-encoding"] = encoding;
  response.writeHead(200, sent);
  response.end(body);
  return 200;
}

/**
 * Sends ready bytes from a route. For public answers that set no cookie (the persistent data,
 * product pages and lists): the bytes go straight to the socket with the headers the request
 * gathered (security headers, cache-control) instead of through the onSend hooks, which have
 * nothing to do for them (they carry their own encoding, hold no personal data) and cost about a
 * fifth of such a call. Fastify still logs the answer and runs its onResponse hooks; a stopping
 * server's `Connection: close` is kept.
 */
export function sendReady(request: FastifyRequest, reply: FastifyReply, ready: ReadyBytes) {
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  if (isClosing(request)) headers.connection = "close";
  reply.hijack();
  writeReady(request.raw, reply.raw, ready, headers);
  return reply;
}
