import { AsyncLocalStorage } from "node:async_hooks";
import { HTML_LANG, type Language, languageOfPath, pagePathIn } from "@shop/shared";
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
import { isClientOnly, needsEnglishMore, routeModules } from "./app/route-handle";
import "./app/english-texts";
import "./app/english-more";
import { storefrontRoutes } from "./app/router";
import { NOT_FOUND_MODULE } from "./app/routes/not-found-page";
import type { ServerRender } from "./app/ssr/hydration";
import { renderJson, sharingKeptAnswers } from "./app/ssr/kept-answers";
import { renderKeepingParts } from "./app/ssr/kept-parts";
import { type ApiTransport, setApiTransport } from "./lib/api-client";
import { routerBasename } from "./lib/i18n/language";
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

/** Called by the server whenever the data pages are rendered from changes. */
export { forgetKeptParts } from "./app/ssr/kept-parts";

const requestCaches = new AsyncLocalStorage<QueryClient>();
scopeQueryClients(() => requestCaches.getStore());
/** The language of the page being rendered: its API calls ask for the catalogue in it. */
const pageLanguages = new AsyncLocalStorage<Language>();

/** The transport with the rendered page's language on every call (Accept-Language). */
function inPageLanguage(api: ApiTransport): ApiTransport {
  return (path, init) =>
    api(path, {
      ...init,
      headers: { ...init.headers, "accept-language": HTML_LANG[pageLanguages.getStore() ?? "pt"] },
    });
}

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

/** The English texts' chunk (main.tsx imports it): an English page's scripts load it beside the page's. */
const ENGLISH_TEXTS_MODULE = "src/app/english-texts.ts";
/** The other pages' English (a route's code loads it on an English page): fetched beside it. */
const ENGLISH_MORE_MODULE = "src/app/english-more.ts";

/** The English chunks an English page loads: the first, and the rest for any page but home. */
function englishModules(context: StaticHandlerContext): string[] {
  const handle = context.matches.at(-1)?.route.handle;
  return needsEnglishMore(handle)
    ? [ENGLISH_TEXTS_MODULE, ENGLISH_MORE_MODULE]
    : [ENGLISH_TEXTS_MODULE];
}

/** The routes of each language, the English ones under /en (the English texts are registered). */
const handlers: Record<Language, ReturnType<typeof createStaticHandler>> = {
  pt: createStaticHandler(serverRoutes(storefrontRoutes("pt"))),
  en: createStaticHandler(serverRoutes(storefrontRoutes("en")), {
    basename: routerBasename("en"),
  }),
};

function query(path: string, origin: string): Promise<StaticHandlerContext | Response> {
  // Joined, not resolved: an address like //elsewhere.example stays a path of this shop.
  return handlers[languageOfPath(path)].query(new Request(`${origin}${path}`), {
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

/**
 * The source files of the rendered routes, up to a page left to the browser; and the 404 page's
 * when a route's loader answered 404 (an unknown product), its boundary showing that page.
 */
function renderedModules(context: StaticHandlerContext): string[] {
  const modules: string[] = [];
  for (const { route } of context.matches) {
    if (isClientOnly(route.handle)) break;
    modules.push(...routeModules(route.handle));
  }
  if (context.errors && context.statusCode === 404) modules.push(NOT_FOUND_MODULE);
  return modules;
}

/** Whether a path (either language's) is the notice of the switched-off website. */
const isOffline = (path: string) => pagePathIn(path, "pt") === OFFLINE_PATH;

/** The layout's parts kept as HTML (keptPart in root-layout.tsx), by the element each one is. */
const LAYOUT_PARTS = { header: "header", footer: "footer" };
/**
 * Routes whose header and footer are the same for every address but for the language switch's:
 * a product page's (a listing's search box holds its query, the checkout has its own header).
 */
const SHARED_LAYOUT_PATHS = new Set(["product/:id"]);

/** The route (in its language) whose layout parts the page takes from those kept, or null. */
function sharedLayoutRoute(context: StaticHandlerContext, path: string): string | null {
  const route = context.matches.at(-1)?.route;
  if (!route?.path || !SHARED_LAYOUT_PATHS.has(route.path)) return null;
  if (context.statusCode !== 200 || isOffline(path)) return null;
  return `${languageOfPath(path)} ${route.id}`;
}

/** What a kept part holds of the page itself, as Preact writes it: the language switch's address. */
function layoutOwnWords(path: string, language: Language): Record<string, string> {
  const other = pagePathIn(path, language === "pt" ? "en" : "pt");
  return { languageSwitch: `href="${escapeAttribute(other)}"` };
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function statusOf(context: StaticHandlerContext, path: string): number {
  if (isOffline(path)) return 503;
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
    if (!isOffline(location)) return { kind: "redirect", status: context.status, location };
    path = location;
    context = await query(path, origin);
    if (context instanceof Response) {
      return { kind: "redirect", status: context.status, location: url };
    }
  }
  const language = languageOfPath(path);
  const router = createStaticRouter(handlers[language].dataRoutes, context);
  const html = renderKeepingParts(
    sharedLayoutRoute(context, path),
    LAYOUT_PARTS,
    layoutOwnWords(path, language),
    () =>
      renderToString(
        <OriginProvider value={origin}>
          <AppProviders language={language}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </OriginProvider>,
      ),
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
    data: renderJson(render),
    modules: [...(language === "en" ? englishModules(context) : []), ...renderedModules(context)],
  };
}

/**
 * The storefront's server renderer. API calls of the pages' queries go through `api` (the
 * server answers them in-process); each request gets a query cache of its own.
 */
export function createRenderer(api: ApiTransport): RenderPage {
  setApiTransport(sharingKeptAnswers(inPageLanguage(api)));
  return async (url, origin) => {
    const client = createQueryClient();
    try {
      return await pageLanguages.run(languageOfPath(url.split("?")[0] ?? url), () =>
        requestCaches.run(client, () => renderPage(url, origin, client)),
      );
    } finally {
      client.clear();
    }
  };
}
