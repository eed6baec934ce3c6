import type { FastifyRequest } from "fastify";
import { routedPath } from "./request-path.ts";

/**
 * A path segment shaped like a link's secret: 16 characters or more of a token's alphabet
 * (base64url, hex), with a digit or a capital, which no page's own name has
 * (`definir-palavra-passe`). The shop's tokens are 43 such characters.
 */
const TOKEN_SEGMENT = /^(?=[\w-]*[0-9A-Z])[\w-]{16,}$/;
/** A query parameter's name as pages name them; anything else is not written at all. */
const PARAMETER_NAME = /^[A-Za-z_][\w.[\]-]{0,39}$/;
export const MASK = "…";

const loggableSegment = (segment: string) => (TOKEN_SEGMENT.test(segment) ? MASK : segment);

function loggableParameter(pair: string): string {
  const name = pair.split("=", 1)[0] ?? "";
  return PARAMETER_NAME.test(name) && !TOKEN_SEGMENT.test(name) ? `${name}=${MASK}` : MASK;
}

/**
 * A request's address as the log may keep it. Links that grant something (an order page, an
 * invoice, a password, a recovery or a confirmation) carry a token in the path, and callbacks
 * carry keys in the query: whoever reads a log must not be able to use them. So every segment
 * shaped like a token is masked, and the query keeps its parameters' names but none of their
 * values (which also keeps what people search for out of the log). One rule for every route,
 * present and future: no route has to be listed for its secrets to stay out.
 */
export function loggableUrl(url: string): string {
  const path = routedPath(url).split("/").map(loggableSegment).join("/");
  const query = url.indexOf("?");
  if (query === -1 || query === url.length - 1) return path;
  return `${path}?${url
    .slice(query + 1)
    .split("&")
    .map(loggableParameter)
    .join("&")}`;
}

/** Fastify's request serializer, with the address made loggable. */
export function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
