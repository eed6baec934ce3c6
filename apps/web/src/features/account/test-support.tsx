import type { Persistent, User } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Outlet,
  RouterProvider,
  useLocation,
  useRouteError,
} from "react-router";
import { ModalProvider } from "../../components/ui/modal-provider";
import { ApiRequestError } from "../../lib/api-client";
import { persistentQuery } from "../../lib/persistent";
import { queryClient } from "../../lib/query-client";

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 3,
    name: "Ana Teste",
    email: "ana@example.pt",
    phone: "912345678",
    cart: "{}",
    wishlist: [],
    emailConfirmed: 1,
    logged: true,
    ...overrides,
  };
}

export function seedPersistent(): void {
  const persistent = {
    categoryTree: { shoesWomen: [], shoesMen: [], accessoriesWomen: [], accessoriesMen: [] },
    colors: [],
    brands: [],
    banners: [],
    tags: [],
    settings: { IVA: 0.23, store_online: true, website_online: true },
    stores: [],
    countries: [
      { id: 1, name: "Portugal", code: "PT", groupId: 1 },
      { id: 2, name: "Espanha", code: "ES", groupId: 2 },
    ],
    countryGroups: {},
  } as unknown as Persistent;
  queryClient.setQueryData(persistentQuery.queryKey, persistent);
}

function TestError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof ApiRequestError
      ? error.status
      : 0;
  return <p>erro {status}</p>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders `element` at `path` inside the app's providers; other paths show where they are. */
export function renderAt(path: string, element: ReactNode, pattern = path) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ModalProvider>
            <Outlet />
          </ModalProvider>
        ),
        children: [
          { path: pattern, element, ErrorBoundary: TestError },
          { path: "*", element: <Where /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
