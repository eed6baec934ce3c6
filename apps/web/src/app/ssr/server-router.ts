// React Router as the server renderer's build sees it (vite.config.ts, `serverLinks`): the same
// module with a `Link` that renders a plain address of the shop without the router's hooks.
import { createElement, useContext } from "react";
import { type LinkProps, Link as RouterLink, UNSAFE_NavigationContext } from "react-router";

export * from "react-router";

/**
 * Whether React Router's `Link` would write `to` as its href unchanged: an absolute path of this
 * shop, no `//`, `.` or `..` segment, a non-empty query if any, no fragment.
 */
export function isPlainPath(to: LinkProps["to"]): to is string {
  if (typeof to !== "string" || !to.startsWith("/") || to.includes("#") || to.endsWith("?")) {
    return false;
  }
  const pathname = to.split("?", 1)[0] ?? "";
  return !pathname.includes("//") && !pathname.split("/").some((s) => s === "." || s === "..");
}

/** `to` under the router's basename (`/en`), as React Router's `useHref` joins them. */
function withBasename(basename: string, to: string): string {
  if (basename === "/") return to;
  const queryAt = to.indexOf("?");
  const pathname = queryAt < 0 ? to : to.slice(0, queryAt);
  const search = queryAt < 0 ? "" : to.slice(queryAt);
  const joined = pathname === "/" ? basename : `${basename}/${pathname}`.replace(/\/\/+/g, "/");
  return joined + search;
}

/**
 * A link as React Router's server render writes it (its attributes, in its order), for a plain
 * path: the router's `Link` resolves every address against the matched routes with a JSON round
 * trip and six hooks, and a product page has 60 links (a fifth of its render). Anything else —
 * a relative address, an object, a masked or reloading link, prefetching — is the router's own.
 * A plain component, not a `forwardRef`: a server render attaches no ref, and the copy of the
 * props that `forwardRef` makes (its `ref` deleted) is an object slow to read and to spread.
 */
function ServerLink(props: LinkProps) {
  const {
    to,
    discover = "render",
    prefetch = "none",
    relative,
    reloadDocument,
    mask,
    onClick: _onClick,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target,
    ...rest
  } = props;
  const { basename } = useContext(UNSAFE_NavigationContext);
  if (!isPlainPath(to) || relative || reloadDocument || mask || prefetch !== "none") {
    return createElement(RouterLink, props);
  }
  return createElement("a", {
    ...rest,
    href: withBasename(basename, to),
    target,
    "data-discover": discover === "render" ? "true" : undefined,
  });
}

export const Link = ServerLink as typeof RouterLink;
