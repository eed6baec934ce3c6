import type { Persistent, Product, ProductPage as ProductPageData } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { options, type VNode } from "preact";
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Outlet,
  RouterProvider,
  useRouteError,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ModalProvider } from "../../../components/ui/modal-provider";
import { cartStore } from "../../../lib/cart/cart-store";
import { persistentQuery } from "../../../lib/persistent";
import { queryClient } from "../../../lib/query-client";
import { testPersistent } from "../../../lib/test-persistent";
import { stubMatchMedia } from "../../cart/test-support";
import { priceQuery, productQuery, productSearchQuery, soldOutQuery, stockQuery } from "../api";
import { relatedQuery } from "../product-suggestions/api";
import { NEW_COLLECTION_SEARCH } from "../products/empty-search-help";
import { ProductPage, parseProductId, productLoader } from "./product-page";

const persistent: Persistent = {
  categoryTree: {
    shoesWomen: [
      { id: 2, name: "Sabrinas", isWoman: true, isMan: false, forShoe: true, forAccessorie: false },
    ],
    shoesMen: [],
    accessoriesWomen: [],
    accessoriesMen: [],
  },
  colors: [{ id: 3, name: "Camel" }],
  brands: [],
  banners: [],
  tags: [{ id: 1, name: "Pele" }],
  settings: testPersistent({
    contact_address: "Rua Augusta, 142, 1100-053 Lisboa",
    contact_nif: "514827360",
    contact_phone: "213 420 118",
    contact_email: "loja@sapatarialisboa.pt",
  }).settings,
  stores: [
    {
      id: 1,
      name: "Baixa",
      address: "",
      phone: "",
      mapLink: "",
      thumbnail: "",
      ordering: 1,
      hours: null,
      pickup: true,
    },
    {
      id: 2,
      name: "Chiado",
      address: "",
      phone: "",
      mapLink: "",
      thumbnail: "",
      ordering: 2,
      hours: null,
      pickup: true,
    },
  ],
  countries: [],
  countryGroups: {},
};

const product: ProductPageData = {
  id: 9,
  ref: "SL-25-0109",
  title: "Sabrinas de bico fino",
  price: 69.9,
  discount: 20,
  referencePrice: 69.9,
  reduction: 20,
  pictures: ["products/a.svg", "products/b.svg"],
  thumbnailIndex: 0,
  tags: [1],
  sizes: ["37", "38", "39"],
  brandId: null,
  categoryId: 2,
  colorId: 3,
  colorManual: null,
  dataPublished: "2025-05-31",
  newCollection: false,
  description: "Bico fino, salto raso.\nPele de cabra.",
  colours: [],
  sizeGuideId: null,
};

const stock = {
  online: { "37": 2, "38": 0, "39": 0 },
  "1": { "37": 0, "38": 1, "39": 0 },
  "2": { "37": 0, "38": 0, "39": 0 },
};

function StatusError() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `erro ${error.status}` : "outro erro"}</p>;
}

function Loading() {
  return <p>A carregar</p>;
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: Loading,
        element: (
          <ModalProvider>
            <Outlet />
          </ModalProvider>
        ),
        children: [
          {
            path: "/product/:id",
            loader: productLoader,
            Component: ProductPage,
            ErrorBoundary: StatusError,
          },
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

function stockState(location: string): string {
  const row = screen.getByRole("row", { name: new RegExp(location) });
  return within(row).getByRole("cell").textContent ?? "";
}

/** The observers of the page, and a way to say an element came into view or left it. */
const observed = new Map<Element, (entries: Partial<IntersectionObserverEntry>[]) => void>();
function setInView(element: Element, isIntersecting: boolean) {
  const callback = observed.get(element);
  if (!callback) throw new Error("not observed");
  // Out of view: scrolled past, above the screen.
  const boundingClientRect = { bottom: isIntersecting ? 10 : -10 } as DOMRectReadOnly;
  act(() => callback([{ target: element, isIntersecting, boundingClientRect }]));
}

beforeEach(() => {
  stubMatchMedia(false);
  observed.clear();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
      observe(element: Element) {
        observed.set(element, this.callback);
      }
      disconnect() {}
    },
  );
  // Everything the page asks for is in the cache already: no request leaves the test.
  queryClient.setQueryDefaults(["products"], { refetchOnMount: false });
  queryClient.setQueryData(persistentQuery.queryKey, persistent);
  queryClient.setQueryData(productQuery(9).queryKey, product);
  queryClient.setQueryData(stockQuery(9).queryKey, stock);
  queryClient.setQueryData(priceQuery(9).queryKey, {
    price: { price: 59.9, discount: 20, referencePrice: 59.9, reduction: 20 },
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  cartStore.clear();
});

describe("ProductPage", () => {
  it("shows the product with the refreshed price and writes it back to the cache", async () => {
    renderPage("/product/9");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty(
      "textContent",
      "Sabrinas de bico fino",
    );
    expect(screen.getByText("Ref: SL-25-0109")).toBeTruthy();
    expect(screen.getByText("Camel")).toBeTruthy();
    expect(screen.getByText("Sem Marca")).toBeTruthy();
    expect(screen.getByText("Pele")).toBeTruthy();
    expect(screen.getByText(/Bico fino, salto raso\.\s+Pele de cabra\./)).toBeTruthy();
    // 59,90 € less 20 %, against the lowest price of the 30 days before the reduction.
    expect(await screen.findByText(/47,92\s€/)).toBeTruthy();
    expect(screen.getByText(/^Preço mais baixo nos últimos 30 dias: 59,90\s€$/)).toBeTruthy();
    expect(screen.getByText("-20%")).toBeTruthy();
    expect(queryClient.getQueryData<Product>(productQuery(9).queryKey)?.price).toBe(59.9);
    expect(document.title).toBe("Sabrinas de bico fino · Sapataria Lisboa");
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(
      "Sabrinas de bico fino",
    );
    const breadcrumb = screen.getByRole("navigation", { name: "Navegação estrutural" });
    expect(
      within(breadcrumb).getByRole("link", { name: "Sapatos Mulher" }).getAttribute("href"),
    ).toBe("/products?isWomen=1&forShoe=1");
  });

  it("shows the stock when it arrives without rendering the parts that do not follow it again", async () => {
    // A phone pays for every part rendered again on the main thread (issue 41): the stock's
    // answer renders what shows the stock, not the gallery, details, colours or suggestions.
    const renders = new Map<string, number>();
    const diffed = options.diffed;
    options.diffed = (vnode: VNode) => {
      if (typeof vnode.type === "function") {
        // The bundler renames `memo(function Gallery…)` inside `const Gallery` to Gallery2.
        const name = vnode.type.name.replace(/\d+$/, "");
        renders.set(name, (renders.get(name) ?? 0) + 1);
      }
      diffed?.(vnode);
    };
    try {
      const boots = { ...product, id: 12, ref: "SL-25-0112", title: "Botins de camurça" };
      queryClient.setQueryData(relatedQuery(9).queryKey, [boots]);
      renderPage("/product/9");
      await screen.findByRole("heading", { level: 1 });
      expect(stockState("Chiado")).toBe("indisponível");
      // Scrolled down: the suggestions load (their own renders, before the stock's answer).
      for (const element of observed.keys()) setInView(element, true);
      await screen.findByRole("heading", { name: "Também pode gostar" });
      const before = new Map(renders);

      const arrived = { ...stock, "2": { "37": 0, "38": 0, "39": 3 } };
      act(() => queryClient.setQueryData(stockQuery(9).queryKey, arrived));

      await waitFor(() => expect(stockState("Chiado")).toBe("Em stock"));
      const again = (name: string) => (renders.get(name) ?? 0) - (before.get(name) ?? 0);
      expect(again("StockTable")).toBeGreaterThan(0);
      for (const part of [
        "Gallery",
        "ProductDetails",
        "FitNote",
        "ColourChoices",
        "ShareLinks",
        "PurchasePromise",
        "ProductSuggestions",
      ]) {
        expect(before.get(part) ?? 0, `${part} rendered at first`).toBeGreaterThan(0);
        expect(again(part), `${part} rendered again`).toBe(0);
      }
    } finally {
      options.diffed = diffed;
    }
  });

  it("selects and deselects a size and shows the stock of each place for it", async () => {
    const user = userEvent.setup();
    renderPage("/product/9");
    await screen.findByRole("heading", { level: 1 });
    expect(stockState("Loja online")).toBe("Em stock");
    expect(stockState("Baixa")).toBe("Em stock");
    expect(stockState("Chiado")).toBe("indisponível");

    const size38 = screen.getByRole("button", { name: /^38 ?\(sem stock online\)$/ });
    await user.click(size38);
    expect(size38.getAttribute("aria-pressed")).toBe("true");
    expect(stockState("Loja online")).toBe("indisponível");
    expect(stockState("Baixa")).toBe("Em stock");

    const size37 = screen.getByRole("button", { name: "37" });
    await user.click(size37);
    expect(size38.getAttribute("aria-pressed")).toBe("false");
    expect(stockState("Loja online")).toBe("Em stock");
    expect(stockState("Baixa")).toBe("indisponível");

    await user.click(size37);
    expect(size37.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText("Qualquer tamanho")).toBeTruthy();
  });

  it("asks for a size, refuses one without online stock, then hands the size to the cart", async () => {
    const user = userEvent.setup();
    renderPage("/product/9");
    const add = await screen.findByRole("button", { name: "Adicionar ao carrinho" });
    await user.click(add);
    expect(screen.getByRole("alert").textContent).toBe("Escolha um tamanho");

    await user.click(screen.getByRole("button", { name: /^38 ?\(sem stock online\)$/ }));
    const sizes = within(screen.getByRole("group", { name: "Tamanho" }));
    expect(sizes.getByRole("alert").textContent).toBe("");
    expect(screen.getByRole("region", { name: "O tamanho 38 está esgotado online" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Avisem-me" })).toBeTruthy();
    await user.click(add);
    expect(sizes.getByRole("alert").textContent).toMatch(/indisponível online/);

    await user.click(screen.getByRole("button", { name: "37" }));
    await user.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Artigo adicionado!" });
    expect(dialog.textContent).toContain("Sabrinas de bico fino");
    expect(JSON.parse(window.localStorage.getItem("cart") ?? "{}")).toEqual({
      "9": { id: 9, quantities: { "37": 1 } },
    });
  });

  it("shows the store-offline error instead while the shop is closed", async () => {
    queryClient.setQueryData(persistentQuery.queryKey, {
      ...persistent,
      settings: { ...persistent.settings, store_online: false },
    });
    const user = userEvent.setup();
    renderPage("/product/9");
    await user.click(await screen.findByRole("button", { name: "Adicionar ao carrinho" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ups" });
    expect(dialog.textContent).toContain(
      "A nossa loja está temporáriamente indisponível. Pedimos desculpa pelo incómodo. Por favor tente mais tarde.",
    );
  });

  it("asks a logged-out visitor to log in for favourites", async () => {
    const user = userEvent.setup();
    renderPage("/product/9");
    const heart = await screen.findByRole("button", { name: "Favorito" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await user.click(heart);
    const dialog = await screen.findByRole("dialog", { name: "Favoritos" });
    expect(dialog.textContent).toContain(
      "Faça login ou crie uma conta para adicionar produtos aos seus favoritos.",
    );
  });

  it("has the size of a one-size product chosen: one tap adds it", async () => {
    queryClient.setQueryData(productQuery(9).queryKey, { ...product, sizes: ["U"] });
    queryClient.setQueryData(stockQuery(9).queryKey, { online: { U: 3 } });
    const user = userEvent.setup();
    renderPage("/product/9");
    const only = await screen.findByRole("button", { name: "Tamanho único" });
    expect(only.getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Adicionar ao carrinho" }));
    await screen.findByRole("dialog", { name: "Artigo adicionado!" });
    expect(JSON.parse(window.localStorage.getItem("cart") ?? "{}")).toEqual({
      "9": { id: 9, quantities: { U: 1 } },
    });
  });

  it("sold out online, has no active button to add: it says so and offers 'Avisem-me'", async () => {
    queryClient.setQueryData(stockQuery(9).queryKey, {
      online: { "37": 0, "38": 0, "39": 0 },
      "1": { "38": 1 },
    });
    const user = userEvent.setup();
    renderPage("/product/9");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Adicionar ao carrinho" })).toBeNull();
    expect(screen.getByRole("button", { name: "Esgotado online" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByText(/Pode encontrá-lo nas lojas assinaladas abaixo/)).toBeTruthy();
    await user.click(
      screen.getByRole("button", { name: "Avisem-me quando Sabrinas de bico fino voltar" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Avisem-me quando voltar" });
    expect(within(dialog).getByRole("group", { name: "Tamanho que procura" })).toBeTruthy();
  });

  it("says nowhere has it when no store has a size either", async () => {
    queryClient.setQueryData(stockQuery(9).queryKey, { online: { "37": 0 } });
    renderPage("/product/9");
    expect(await screen.findByText(/nem nas lojas/)).toBeTruthy();
  });

  it("has no buy bar on a wider screen", async () => {
    renderPage("/product/9");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("region", { name: "Compra rápida" })).toBeNull();
  });

  describe("on a phone", () => {
    beforeEach(() => stubMatchMedia(true));

    async function pageWithBar() {
      renderPage("/product/9");
      const add = await screen.findByRole("button", { name: "Adicionar ao carrinho" });
      const actions = add.parentElement as Element;
      await waitFor(() => expect(observed.has(actions)).toBe(true));
      return actions;
    }

    function buyBar() {
      // While hidden it is out of the accessibility tree, so found by its label.
      const bar = document.querySelector<HTMLElement>('section[aria-label="Compra rápida"]');
      if (!bar) throw new Error("no buy bar");
      return bar;
    }

    it("shows the buy bar once the page's own button is scrolled past", async () => {
      const actions = await pageWithBar();
      expect(buyBar().dataset.shown).toBe("false");
      setInView(actions, false);
      expect(buyBar().dataset.shown).toBe("true");
      expect(buyBar().textContent).toContain("Sabrinas de bico fino");
      setInView(actions, true);
      expect(buyBar().dataset.shown).toBe("false");
    });

    it("has no bar before the page's own button is reached, below the first screen", async () => {
      const actions = await pageWithBar();
      const callback = observed.get(actions);
      const boundingClientRect = { bottom: 1200 } as DOMRectReadOnly;
      act(() => callback?.([{ target: actions, isIntersecting: false, boundingClientRect }]));
      expect(buyBar().dataset.shown).toBe("false");
    });

    it("adds the chosen size from the bar, and opens the size choice without one", async () => {
      const user = userEvent.setup();
      setInView(await pageWithBar(), false);
      const bar = buyBar();
      await user.click(within(bar).getByRole("button", { name: "Adicionar ao carrinho" }));
      await screen.findByRole("dialog", { name: "Escolha o tamanho" });
      await user.keyboard("{Escape}");

      await user.click(screen.getByRole("button", { name: "37" }));
      expect(bar.textContent).toContain("Tamanho 37");
      await user.click(within(bar).getByRole("button", { name: "Adicionar ao carrinho" }));
      await screen.findByRole("dialog", { name: "Artigo adicionado!" });
      expect(JSON.parse(window.localStorage.getItem("cart") ?? "{}")).toEqual({
        "9": { id: 9, quantities: { "37": 1 } },
      });
    });
  });

  it("answers 404 for an id that is not a number, the 404 page's help loaded", async () => {
    // The help's new collection, in the cache as a server would have it: no request leaves.
    queryClient.setQueryData(productSearchQuery(NEW_COLLECTION_SEARCH).queryKey, {
      pages: [[product]],
      pageParams: [0],
    });
    queryClient.setQueryData(soldOutQuery.queryKey, []);
    renderPage("/product/abc");
    expect(await screen.findByText("erro 404")).toBeTruthy();
  });
});

describe("parseProductId", () => {
  it("accepts positive whole numbers only", () => {
    expect(parseProductId("9")).toBe(9);
    expect(parseProductId("000123")).toBe(123);
    for (const raw of [undefined, "", "0", "-1", "1.5", "9abc", "abc", "1e3", "1234567890"]) {
      expect(parseProductId(raw)).toBeNull();
    }
  });
});
