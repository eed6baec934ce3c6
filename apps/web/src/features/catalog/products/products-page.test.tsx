import {
  type ListingFacets,
  type Persistent,
  type Product,
  SEARCH_PAGE_SIZE,
  type SearchUnderstanding,
  searchFromParams,
} from "@shop/shared";
import type { InfiniteData } from "@tanstack/react-query";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ModalProvider } from "../../../components/ui/modal-provider";
import { persistentQuery } from "../../../lib/persistent";
import { productFacetsQuery, productSearchQuery, soldOutQuery } from "../api";
import { NEW_COLLECTION_SEARCH } from "./empty-search-help";
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
function renderAt(url: string, pages?: Product[][], facets: ListingFacets = FACETS) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(persistentQuery.queryKey, persistent);
  if (pages) {
    const search = searchFromParams(new URL(url, "http://shop.test").searchParams);
    queryClient.setQueryData<InfiniteData<Product[], number>>(productSearchQuery(search).queryKey, {
      pages,
      pageParams: pages.map((_, index) => index * SEARCH_PAGE_SIZE),
    });
    queryClient.setQueryData(productFacetsQuery(search).queryKey, facets);
    queryClient.setQueryData(soldOutQuery.queryKey, []);
  }
  const router = createMemoryRouter([{ path: "/products", Component: ProductsPage }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ModalProvider>
        <RouterProvider router={router} />
      </ModalProvider>
    </QueryClientProvider>,
  );
  const query = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { queryClient, query };
}

/** Facets of a search read as `understood`, finding `total` products. */
function readAs(understood: Partial<SearchUnderstanding>, total = 23): ListingFacets {
  return {
    ...FACETS,
    total,
    understood: { parts: [], corrected: null, dropped: [], closestCategories: [], ...understood },
  };
}

const fetchMock = vi.fn(() => Promise.reject(new Error("no network in unit tests")));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  // A new search brings the list into view on phones only (useScrollToListOnPhones).
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
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

  it("shows what the search was read as among the filters' chips; removing one searches without it", async () => {
    const text = "sapatilhas homem brancas";
    const facets = readAs({
      parts: [
        { kind: "category", typed: "sapatilhas", label: "Sapatilhas", without: "homem brancas" },
        { kind: "group", typed: "homem", label: "Homem", without: "sapatilhas brancas" },
        { kind: "colour", typed: "brancas", label: "Branco", without: "sapatilhas homem" },
        { kind: "text", typed: "urbanas", label: "urbanas", without: "sapatilhas homem brancas" },
      ],
    });
    const page = renderAt(`/products?search=${text}&size=38`, [products(1, 5)], facets);
    const chips = within(screen.getByRole("list", { name: "Filtros ativos" }));
    expect(
      chips
        .getAllByRole("button")
        .map((chip) => chip.getAttribute("aria-label") ?? chip.textContent),
    ).toEqual([
      "Remover da pesquisa: Sapatilhas",
      "Remover da pesquisa: Homem",
      "Remover da pesquisa: Branco",
      "Remover filtro: Tamanho 38",
      "Limpar filtros",
    ]);
    expect(chips.getByRole("button", { name: "Remover da pesquisa: Branco" }).textContent).toBe(
      "Branco",
    );

    await userEvent.click(chips.getByRole("button", { name: "Remover da pesquisa: Branco" }));
    expect(page.query()).toEqual({ search: "sapatilhas homem", size: "38" });
  });

  it("without filters, the understood chips come without 'Limpar filtros'", () => {
    const facets = readAs({
      parts: [{ kind: "brand", typed: "fabbrica", label: "Fabbrica", without: "" }],
    });
    renderAt("/products?search=fabbrica", [products(1, 5)], facets);
    const chips = within(screen.getByRole("list", { name: "Filtros ativos" }));
    expect(chips.getAllByRole("button").map((chip) => chip.getAttribute("aria-label"))).toEqual([
      "Remover da pesquisa: Fabbrica",
    ]);
  });

  it("offers the corrected text, the other choices kept", async () => {
    const facets = readAs({ corrected: "sandálias pretas" });
    const page = renderAt("/products?search=sandalhas pretas&color=2", [products(1, 5)], facets);
    const link = screen.getByRole("link", { name: "sandálias pretas" });
    expect(link.closest("p")?.textContent).toBe("Queria dizer sandálias pretas?");
    await userEvent.click(link);
    expect(page.query()).toEqual({ search: "sandálias pretas", color: "2" });
  });

  it("says which words were left out to find something", () => {
    renderAt(
      "/products?search=botas vermelhas",
      [products(1, 5)],
      readAs({ dropped: ["vermelhas"] }),
    );
    expect(
      screen.getByText(
        "Não encontrámos produtos com todas as palavras. Mostramos resultados sem «vermelhas».",
      ),
    ).toBeTruthy();
    cleanup();
    renderAt("/products?search=botas a b", [products(1, 5)], readAs({ dropped: ["a", "b"] }));
    expect(screen.getByText(/Mostramos resultados sem «a» e «b»\.$/)).toBeTruthy();
    expect(screen.queryByText(/Queria dizer/)).toBeNull();
  });

  it("answers an empty search with the closest categories and the new collection", async () => {
    const facets = readAs({ closestCategories: [1, 999] }, 0);
    const { queryClient } = renderAt("/products?search=xyzxyz", [[]], facets);
    expect(screen.getByText("Não encontrámos produtos para “xyzxyz”")).toBeTruthy();
    expect(screen.getByText("Talvez encontre o que procura em:")).toBeTruthy();
    // An id the tree no longer has is left out.
    const closest = screen.getByRole("link", { name: "Sandálias · Sapatos Mulher" });
    expect(closest.getAttribute("href")).toBe("/products?category=1");
    expect(screen.queryByRole("region", { name: "Da Nova Coleção" })).toBeNull();

    queryClient.setQueryData<InfiniteData<Product[], number>>(
      productSearchQuery(NEW_COLLECTION_SEARCH).queryKey,
      { pages: [products(40, 18)], pageParams: [0] },
    );
    const sample = within(await screen.findByRole("region", { name: "Da Nova Coleção" }));
    expect(sample.getAllByRole("heading", { level: 3 }).map((title) => title.textContent)).toEqual([
      "Produto 40",
      "Produto 41",
      "Produto 42",
      "Produto 43",
    ]);
    expect(sample.getByRole("link", { name: "Ver toda a Nova Coleção" }).getAttribute("href")).toBe(
      "/products?newP=1",
    );
    expect(screen.getByRole("link", { name: "Ver todos os produtos" })).toBeTruthy();
  });
});
