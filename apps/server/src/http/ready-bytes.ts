import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncoding, type Encoding, varyOnEncoding } from "./compression.ts";

/** An answer's bytes made once (and compressed once), with the ETag of its content. */
export interface ReadyBytes {
  body: Buffer;
  compressed: Record<Encoding, Buffer>;
  etag: string;
}

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

/** Sends ready bytes in the encoding the client prefers, or 304 when it holds them already. */
export function sendReady(request: FastifyRequest, reply: FastifyReply, ready: ReadyBytes) {
  const encoding = acceptedEncoding(request);
  varyOnEncoding(reply);
  reply.header("etag", etagOf(ready.etag, encoding));
  if (etagMatches(request.headers["if-none-match"], ready.etag)) return reply.status(304).send();
  reply.type("application/json; charset=utf-8");
  if (!encoding) return reply.send(ready.body);
  return reply.header("content-encoding", encoding).send(ready.compressed[encoding]);
}
