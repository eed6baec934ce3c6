// The global styles come first, so that the components' own styles can refine them.
import "@shop/ui/styles/tokens.css";
import "@shop/ui/styles/global.css";
import "./styles/global.css";
// Before any module that declares a schema.
import "./lib/zod-jitless";
import { hydrate } from "@tanstack/react-query";
import { type ReactNode, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { isClientOnly } from "./app/route-handle";
import { storefrontRoutes } from "./app/router";
import { holdBackAndForward, loadedAddress } from "./app/ssr/back-before-alive";
import { HYDRATED_EVENT, readServerRender } from "./app/ssr/hydration";
import { whileHydrating } from "./lib/hydrate-apart";
import { documentLanguage, routerBasename } from "./lib/i18n/language";
import { nextTask } from "./lib/next-task";
import { preloadsSettled } from "./lib/preloadable";
import { queryClient } from "./lib/query-client";

declare global {
  interface Window {
    /** Read by createBrowserRouter, which revives the serialized errors itself. */
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Loads the code of the pages the server rendered, so that the first render in the browser is the
 * server's (React Router's documented way to hydrate lazy routes). Pages left to the browser
 * (`clientOnly`) stay unloaded: both sides render their 'Carregando...' first.
 */
async function loadRenderedRoutes(routes: RouteObject[], basename?: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  const clientOnlyAt = matches.findIndex((match) => isClientOnly(match.route.handle));
  const rendered = clientOnlyAt < 0 ? matches : matches.slice(0, clientOnlyAt);
  await Promise.all(
    rendered.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  // From the first moment: a Back or Forward before the page is alive waits for it.
  const held = holdBackAndForward();
  // Each step in a task of its own: evaluating the scripts, reading the server's render and
  // loading the pages' code, making the router, hydrating.
  await nextTask();
  // An English page loads its texts (their own chunk) before it renders anything.
  const language = documentLanguage();
  if (language === "en") await import("./app/english-texts");
  const routes = storefrontRoutes(language);
  const basename = routerBasename(language);
  const server = readServerRender();
  if (!server) {
    // No server render (the development server): the browser renders everything.
    createRoot(container).render(app(createBrowserRouter(routes, { basename })));
    return;
  }
  const loaded = loadedAddress();
  if (loaded) held.backTo(loaded);
  // Another page than the address asked for (/offline): the address bar says which. The server
  // renders a page for its own query only (the listing's, written its way); the rest stays.
  if (server.path.split("?")[0] !== window.location.pathname) {
    window.history.replaceState(null, "", server.path);
  }
  const page = window.location.pathname + window.location.search;
  hydrate(queryClient, server.queries);
  window.__staticRouterHydrationData = server.router;
  await loadRenderedRoutes(routes, basename);
  await nextTask();
  held.backTo(page);
  const router = createBrowserRouter(routes, { basename });
  held.whenAlive((address) => {
    const { pathname, search, hash } = router.state.location;
    if (address !== pathname + search + hash) void router.navigate(address, { replace: true });
  });
  // The pages' code has just been evaluated: hydrating in the same task would make one long one.
  // The clicks on buttons the script loader holds meanwhile are replayed once the page is alive
  // (AliveSignal).
  await nextTask();
  whileHydrating(() => hydrateRoot(container, app(router)));
}

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AliveSignal>
        <AppProviders language={documentLanguage()}>
          <RouterProvider router={router} />
        </AppProviders>
      </AliveSignal>
    </StrictMode>
  );
}

/**
 * Tells the page's script loader (apps/server/src/http/page-assets.ts) that the page has come
 * alive: it replays the clicks on buttons it held until then. It wraps the app rather than sit
 * beside it: a sibling would change every `useId` of the browser's tree, no longer the server's.
 */
function AliveSignal({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Parts of the page whose code loads apart from its own come alive once it is there.
    void preloadsSettled().then(() => document.dispatchEvent(new Event(HYDRATED_EVENT)));
  }, []);
  return children;
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
// A page that fails to come alive (a chunk gone after a deploy) still lets the clicks the script
// loader holds go: forms with an action and links keep working without the app.
start(container).catch((error: unknown) => {
  document.dispatchEvent(new Event(HYDRATED_EVENT));
  throw error;
});
