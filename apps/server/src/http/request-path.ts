/**
 * A request's path as the router reads it: the query left off and every percent-escape decoded,
 * so `/%61pi/users/client` is `/api/users/client`. Whatever is decided on a path (headers, the
 * JSON rule, caching) is decided on this one, never on the address as typed, which the router
 * would match all the same.
 */
export function routedPath(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes("%")) return path;
  return path.split("/").map(decodedSegment).join("/");
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
