import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

/**
 * What the server's render leaves in the page for the browser to pick up: a JSON data block
 * (`<script type="application/json" id="server-render">`, data only, so the Content Security
 * Policy needs no inline script).
 */
export interface ServerRender {
  /** The address the page was rendered for: /offline while the website is switched off. */
  path: string;
  /** React Router's loader data and errors (its own serialized form). */
  router: Partial<HydrationState>;
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
}

export const SERVER_RENDER_ID = "server-render";

/** Dispatched on the document once the page is hydrated (read by the server's script loader). */
export const HYDRATED_EVENT = "storefront:hydrated";

const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for a `<script>` data block: every `<`, `>` and `&` is written as a JSON escape, so no
 * `</script>` or `<!--` in a product's text can end the block.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

/** The server's render of this page, or null (the development server renders nothing). */
export function readServerRender(): ServerRender | null {
  const block = document.getElementById(SERVER_RENDER_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as ServerRender) : null;
}
