import { createBrowserRouter, type RouteObject } from "react-router";
import { BASENAME } from "./basename";
import { AdminLayout } from "./layout/admin-layout";
import { ACCOUNT_PATH } from "./nav";
import type { RouteHandle } from "./route-handle";
import { LoadingPage } from "./routes/loading-page";
import { NotFoundPage } from "./routes/not-found-page";
import { RouteError } from "./routes/route-error";
import { type Section, sections } from "./sections";
import { requirePermission, staffLoader } from "./session/loaders";
import { navTexts } from "./texts";

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A page whose code failed to load (a new release, a dropped connection) throws while rendering,
 * so its error boundary says so: React Router would otherwise render nothing.
 */
function withLoadErrors(route: RouteObject): RouteObject {
  const { lazy } = route;
  const shared = { ErrorBoundary: RouteError, HydrateFallback: LoadingPage };
  if (typeof lazy !== "function") return { ...shared, ...route };
  return {
    ...shared,
    ...route,
    lazy: async () => {
      try {
        return await lazy();
      } catch (error) {
        return { element: <Rethrow error={error} /> };
      }
    },
  } as RouteObject;
}

function sectionRoute(section: Section): RouteObject {
  return {
    path: section.path,
    handle: { title: section.label } satisfies RouteHandle,
    loader: requirePermission(section.permission),
    ErrorBoundary: RouteError,
    children: section.pages.map(withLoadErrors),
  };
}

/** Every page of the back office: sign-in and the password link, then the signed-in sections. */
export const routes: RouteObject[] = [
  withLoadErrors({
    index: true,
    handle: { title: "Iniciar sessão" } satisfies RouteHandle,
    lazy: () => import("../features/sign-in/sign-in-page"),
  }),
  withLoadErrors({
    path: "definir-palavra-passe",
    handle: { title: "Definir palavra-passe" } satisfies RouteHandle,
    lazy: () => import("../features/set-password/set-password-page"),
  }),
  {
    id: "staff",
    loader: staffLoader,
    Component: AdminLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingPage,
    children: [
      withLoadErrors({
        path: ACCOUNT_PATH.slice(1),
        handle: { title: navTexts.account } satisfies RouteHandle,
        lazy: () => import("../features/account/account-page"),
      }),
      ...sections.map(sectionRoute),
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASENAME });
