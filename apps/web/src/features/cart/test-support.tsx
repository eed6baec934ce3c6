import type { Persistent, Product } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { ModalProvider } from "../../components/ui/modal-provider";
import { persistentQuery } from "../../lib/persistent";
import { testPersistent } from "../../lib/test-persistent";

export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 9,
    ref: "SL-25-0109",
    title: "Sabrinas de bico fino",
    price: 69.9,
    discount: 20,
    referencePrice: 69.9,
    reduction: 20,
    pictures: ["products/a.svg"],
    thumbnailIndex: 0,
    tags: [],
    sizes: ["36", "37", "38", "39"],
    brandId: 3,
    categoryId: 2,
    colorId: null,
    colorManual: null,
    dataPublished: "2025-05-31",
    newCollection: false,
    ...overrides,
  };
}

/** A reply of the API, wrapped in its envelope. */
export function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ valid: true, data }), {
    headers: { "content-type": "application/json" },
  });
}

/** A fetch that answers nothing until told to, for loading states. */
export function stubFetch(answer: (url: string) => Promise<Response> | Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(answer(String(input))));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** `matchMedia` answering `matches` for every query (jsdom has none). */
export function stubMatchMedia(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `element` at `path` (and a bare page at every other path) with a fresh query client
 * holding `persistent`, the modals and the router, as the shop's root layout does. `chrome` is
 * shown on every page, as the header is.
 */
export function renderWithShop(
  element: ReactNode,
  {
    path = "/",
    persistent = testPersistent(),
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    chrome = null,
  }: { path?: string; persistent?: Persistent; client?: QueryClient; chrome?: ReactNode } = {},
) {
  client.setQueryData(persistentQuery.queryKey, persistent);
  const router = createMemoryRouter(
    [
      {
        element: (
          <ModalProvider>
            <LocationProbe />
            {chrome}
            <Outlet />
          </ModalProvider>
        ),
        children: [
          { path, element },
          { path: "*", element: <p>Outra página</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
