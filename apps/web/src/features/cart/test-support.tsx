import type { Persistent, Product } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { ModalProvider } from "../../components/ui/modal-provider";
import { persistentQuery } from "../../lib/persistent";

/** The shop's data as the cart tests need it: VAT 23 %, the shop open. */
export function testPersistent(overrides: Partial<Persistent["settings"]> = {}): Persistent {
  return {
    categoryTree: { shoesWomen: [], shoesMen: [], accessoriesWomen: [], accessoriesMen: [] },
    colors: [],
    brands: [{ id: 3, name: "Sapatos Alfama" }],
    banners: [],
    tags: [],
    settings: {
      IVA: 0.23,
      IVAMadeira: 0.22,
      IVAAzores: 0.16,
      store_online: true,
      website_online: true,
      bannerShoesWomen: "",
      bannerShoesMan: "",
      bannerAccessoriesWomen: "",
      bannerAccessoriesMen: "",
      bannerBottomHomepage: "",
      bannerShoesWomenLink: "",
      bannerShoesManLink: "",
      bannerAccessoriesWomenLink: "",
      bannerAccessoriesMenLink: "",
      bannerBottomHomepageLink: "",
      contact_name: "Sapataria Lisboa, Lda.",
      contact_address: "",
      contact_nif: "",
      contact_phone: "",
      contact_email: "",
      dispatch_cutoff: "14:00",
      reservation_online_payment: false,
      ...overrides,
    },
    stores: [],
    countries: [{ id: 1, name: "Portugal", code: "PT", IVA: null, groupId: 1 }],
    countryGroups: {
      "1": {
        id: 1,
        name: "Portugal continental",
        price: 4.5,
        deliveryDays: { min: 1, max: 2 },
        freeFrom: null,
      },
    },
  };
}

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
