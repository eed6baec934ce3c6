/** Where the back office is served: `/admin` (Vite's `base` without its final slash). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, "");

/** A loader's request as a location inside the back office: `/admin/mensagens?page=2` → `/mensagens`. */
export function appLocation(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  const pathname = url.pathname.startsWith(BASENAME)
    ? url.pathname.slice(BASENAME.length) || "/"
    : url.pathname;
  return { pathname, search: url.search };
}
