/** Where the back office is served: `/admin` (Vite's `base` without its final slash). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, "");

/** A path of the address bar as the router's routes see it: `/admin/mensagens` → `/mensagens`. */
export function withoutBasename(pathname: string, basename = BASENAME): string {
  if (!basename || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || "/";
}

/** A loader's request as a location inside the back office: `/admin/mensagens?page=2` → `/mensagens`. */
export function appLocation(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  return { pathname: withoutBasename(url.pathname), search: url.search };
}
