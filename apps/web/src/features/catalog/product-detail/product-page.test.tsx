import type { Persistent, Product, ProductPage as ProductPageData } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Outlet,
  RouterProvider,
  useRouteError,
} from "react-router";

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ModalProvider } from "../../../components/ui/modal-provider";
import { persistentQuery } from "../../../lib/persistent";
import { queryClient } from "../../../lib/query-client";
import { priceQuery, productQuery, stockQuery } from "../api";
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
    contact_name: "Sapataria Lisboa, Lda.",
    contact_address: "Rua Augusta, 142, 1100-053 Lisboa",
    contact_nif: "514827360",
    contact_phone: "213 420 118",
    contact_email: "loja@sapatarialisboa.pt",
    dispatch_cutoff: "14:00",
  },
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

beforeEach(() => {
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

  it("answers 404 for an id that is not a number", async () => {
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
