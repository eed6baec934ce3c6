import { pagePathIn } from "@shop/shared";
import { redirect } from "react-router";
import { paymentsConfigQuery } from "../features/checkout/api";
import { loadUserOnce } from "../lib/auth/session";
import { persistentQuery } from "../lib/persistent";
import { currentQueryClient } from "../lib/query-client";

export const OFFLINE_PATH = "/offline";

/**
 * Runs before every navigation: the persistent data must be there (fetched again once it is
 * older than a minute). Without it, or while the website is switched off, the only page is
 * /offline; while the website is on, /offline leads home. In the browser, the customer of the
 * session cookie is loaded once, on the first navigation only (a failed load leaves the visitor
 * logged out); the server renders every page logged out.
 */
export async function rootLoader({ request }: { request: Request }): Promise<null> {
  const { pathname } = new URL(request.url);
  // The router's redirects below keep the page's language (its basename, /en).
  const atOffline = pagePathIn(pathname, "pt") === OFFLINE_PATH;
  const user = import.meta.env.SSR ? null : loadUserOnce();
  let online = false;
  try {
    // fetchQuery answers from the cache while fresh and waits for a new copy once stale, so a
    // switched-off website is noticed on the next navigation after a minute at the latest.
    // The payment methods (the footer names them) come along; without them the footer says less.
    const [persistent] = await Promise.all([
      currentQueryClient().fetchQuery(persistentQuery),
      currentQueryClient().prefetchQuery(paymentsConfigQuery),
    ]);
    online = persistent.settings.website_online;
  } catch {
    online = false;
  }
  await user;
  if (!online && !atOffline) throw redirect(OFFLINE_PATH);
  if (online && atOffline) throw redirect("/home");
  return null;
}
