import {
  type ListingFacets,
  type Persistent,
  type Product,
  SEARCH_PAGE_SIZE,
  searchFromParams,
} from "@shop/shared";
import type { InfiniteData } from "@tanstack/react-query";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ModalProvider } from "../../../components/ui/modal-provider";
import { persistentQuery } from "../../../lib/persistent";
import { productFacetsQuery, productSearchQuery, soldOutQuery } from "../api";
import { ProductsPage } from "./products-page";

const persistent = {
  categoryTree: {
    shoesWomen: [
      {
        id: 1,
        name: "Sandálias",
        isWoman: true,
        isMan: false,
        forShoe: true,
        forAccessorie: false,
      },
    ],
    shoesMen: [],
    accessoriesWomen: [],
    accessoriesMen: [],
  },
  colors: [{ id: 2, name: "Preto" }],
  brands: [{ id: 1, name: "Fabbrica" }],
  banners: [],
  tags: [],
  stores: [],
  countries: [],
  countryGroups: {},
} as unknown as Persistent;

function products(from: number, count: number): Product[] {
  return Array.from({ length: count }, (_, index) => ({
    id: from + index,
    ref: `SL-${from + index}`,
    title: `Produto ${from + index}`,
    price: 50,
    discount: 0,
    referencePrice: null,
    reduction: 0,
    pictures: [],
    thumbnailIndex: 0,
    tags: [],
    sizes: [],
    brandId: null,
    categoryId: 1,
    colorId: null,
    colorManual: null,
    dataPublished: "2026-01-01",
    newCollection: false,
  }));
}

const FACETS: ListingFacets = {
  total: 23,
  understood: null,
  sizes: [
    { size: "37", count: 4 },
    { size: "38", count: 9 },
  ],
  colors: [{ id: 2, count: 7 }],
  brands: [{ id: 1, count: 3 }],
  price: { min: 29.9, max: 129.9 },
};

/** The products page at `url`, with the search's pages and counts already in the cache. */
function renderAt(url: string, pages?: Product[][]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(persistentQuery.queryKey, persistent);
  if (pages) {
    const search = searchFromParams(new URL(url, "http://shop.test").searchParams);
    queryClient.setQueryData<InfiniteData<Product[], number>>(productSearchQuery(search).queryKey, {
      pages,
      pageParams: pages.map((_, index) => index * SEARCH_PAGE_SIZE),
    });
    queryClient.setQueryData(productFacetsQuery(search).queryKey, FACETS);
    queryClient.setQueryData(soldOutQuery.queryKey, []);
  }
  const router = createMemoryRouter([{ path: "/products", Component: ProductsPage }], {
    initialEntries: [url],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <ModalProvider>
        <RouterProvider router={router} />
      </ModalProvider>
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn(() => Promise.reject(new Error("no network in unit tests")));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function cards() {
  return within(screen.getByRole("list", { name: "Produtos" })).getAllByRole("listitem");
}

describe("ProductsPage", () => {
  it("renders every cached page in its first render, without asking the server again", () => {
    renderAt("/products?isWomen=1&forShoe=1", [products(1, 18), products(19, 18)]);
    // Synchronously: what ScrollRestoration needs to find the page as tall as it was.
    expect(cards()).toHaveLength(36);
    expect(screen.getByRole("heading", { level: 1, name: "Sapatos Mulher" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Carregar mais" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says there is nothing more after a short page", () => {
    renderAt("/products?category=1", [products(1, 18), products(19, 5)]);
    expect(cards()).toHaveLength(23);
    expect(screen.getByText("Sem mais produtos para mostrar")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
    const current = screen.getByRole("link", { name: "Sandálias" });
    expect(current.getAttribute("aria-current")).toBe("page");
  });

  it("shows each filter with its count, and the chosen ones as removable chips", () => {
    renderAt("/products?category=1&size=38&color=2&priceMax=80", [
      products(1, 18),
      products(19, 5),
    ]);
    expect(screen.getByText("23 produtos")).toBeTruthy();
    const sizes = screen.getByRole("group", { name: "Tamanho" });
    expect(within(sizes).getByRole("checkbox", { name: "38 (9)" })).toHaveProperty("checked", true);
    expect(within(sizes).getByRole("checkbox", { name: "37 (4)" })).toHaveProperty(
      "checked",
      false,
    );
    expect(screen.getByRole("checkbox", { name: "Preto (7)" })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: "Fabbrica (3)" })).toHaveProperty("checked", false);
    const chips = screen.getByRole("list", { name: "Filtros ativos" });
    expect(within(chips).getByRole("button", { name: "Remover filtro: Tamanho 38" })).toBeTruthy();
    expect(within(chips).getByRole("button", { name: "Remover filtro: Preto" })).toBeTruthy();
    expect(within(chips).getByRole("button", { name: /Remover filtro: Até 80,00/ })).toBeTruthy();
    expect(within(chips).getByRole("button", { name: "Limpar filtros" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("explains an empty search and links back", () => {
    renderAt("/products?search=xyzxyz", [[]]);
    expect(screen.getByText("Não encontrámos produtos para “xyzxyz”")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver todos os produtos" }).getAttribute("href")).toBe(
      "/products",
    );
    expect(screen.getByRole("link", { name: "Voltar à página inicial" }).getAttribute("href")).toBe(
      "/home",
    );
  });

  it("shows placeholders while a new search loads, then an error with a retry", async () => {
    renderAt("/products?newP=1");
    expect(screen.getByRole("status").textContent).toBe("A carregar produtos…");
    expect(screen.getByRole("heading", { level: 1, name: "Nova Coleção" })).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });
});
