import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { AppProviders } from "./app/providers";
import { OFFLINE_PATH } from "./app/root-loader";
import { isClientOnly, routeModules } from "./app/route-handle";
import { routes } from "./app/router";
import { type ServerRender, scriptJson } from "./app/ssr/hydration";
import { type ApiTransport, setApiTransport } from "./lib/api-client";
import { OriginProvider } from "./lib/origin";
import { createQueryClient, scopeQueryClients } from "./lib/query-client";

/** A page route's answer: a redirect, or the page's HTML with what the browser hydrates it from. */
export type RenderedPage =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      /** 200, 404 (unknown address or product), 503 (website switched off), 500. */
      status: number;
      /** What goes inside `<div id="root">`. */
      html: string;
      /** The data the page was rendered from, as JSON for `<script type="application/json">`. */
      data: string;
      /** Source files of the pages rendered (build manifest keys): their styles and scripts. */
      modules: string[];
    };

export type RenderPage = (url: string, origin: string) => Promise<RenderedPage>;

const requestCaches = new AsyncLocalStorage<QueryClient>();
scopeQueryClients(() => requestCaches.getStore());

/**
 * The browser's route tree, with the pages that need the customer left to the browser: no code,
 * and a loader that is never called, so the server renders their 'Carregando...' (HydrateFallback)
 * as the browser does before it has loaded them.
 */
function serverRoutes(tree: RouteObject[], clientOnly = false): RouteObject[] {
  return tree.map((route) => {
    if (!clientOnly && !isClientOnly(route.handle)) {
      return route.children ? { ...route, children: serverRoutes(route.children) } : route;
    }
    const { lazy: _lazy, children, ...rest } = route;
    return {
      ...rest,
      handle: { ...route.handle, clientOnly: true },
      // Never rendered (its HydrateFallback is); declared so the router knows it is a page.
      element: null,
      loader: route.loader ?? leftToTheBrowser,
      ...(children ? { children: serverRoutes(children, true) } : {}),
    } as RouteObject;
  });
}

function leftToTheBrowser(): never {
  throw new Error("A page that needs the customer is loaded by the browser");
}

const handler = createStaticHandler(serverRoutes(routes));

function query(path: string, origin: string): Promise<StaticHandlerContext | Response> {
  // Joined, not resolved: an address like //elsewhere.example stays a path of this shop.
  return handler.query(new Request(`${origin}${path}`), {
    filterMatchesToLoad: (match) => !isClientOnly(match.route.handle),
  });
}

/** Errors as React Router's browser router reads them back (its own StaticRouterProvider's format). */
function serializeErrors(errors: StaticHandlerContext["errors"]): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[id] = { ...error, __type: "RouteErrorResponse" };
    else if (error instanceof Error) serialized[id] = { message: error.message, __type: "Error" };
    else serialized[id] = error;
  }
  return serialized;
}

/** The source files of the rendered routes, up to a page left to the browser. */
function renderedModules(context: StaticHandlerContext): string[] {
  const modules: string[] = [];
  for (const { route } of context.matches) {
    if (isClientOnly(route.handle)) break;
    modules.push(...routeModules(route.handle));
  }
  return modules;
}

function statusOf(context: StaticHandlerContext, path: string): number {
  if (path === OFFLINE_PATH) return 503;
  if (context.matches.at(-1)?.route.path === "*") return 404;
  return context.statusCode;
}

/**
 * Renders a page route with its data. While the website is switched off every page renders
 * /offline, answered with 503 (the browser then shows /offline in its address bar).
 */
async function renderPage(url: string, origin: string, client: QueryClient): Promise<RenderedPage> {
  let path = url;
  let context = await query(path, origin);
  if (context instanceof Response) {
    const location = context.headers.get("location") ?? "/";
    if (location !== OFFLINE_PATH) return { kind: "redirect", status: context.status, location };
    path = OFFLINE_PATH;
    context = await query(path, origin);
    if (context instanceof Response) {
      return { kind: "redirect", status: context.status, location: url };
    }
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <OriginProvider value={origin}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </OriginProvider>,
  );
  const render: ServerRender = {
    path,
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    queries: dehydrate(client),
  };
  return {
    kind: "page",
    status: statusOf(context, path),
    html,
    data: scriptJson(render),
    modules: renderedModules(context),
  };
}

/**
 * The storefront's server renderer. API calls of the pages' queries go through `api` (the
 * server answers them in-process); each request gets a query cache of its own.
 */
export function createRenderer(api: ApiTransport): RenderPage {
  setApiTransport(api);
  return async (url, origin) => {
    const client = createQueryClient();
    try {
      return await requestCaches.run(client, () => renderPage(url, origin, client));
    } finally {
      client.clear();
    }
  };
}
