import type { Persistent, Product, SearchSuggestions } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testProduct } from "../../features/cart/test-support";
import { persistentQuery } from "../../lib/persistent";
import { SearchPopup } from "./search-popup";

const product = (id: number, title: string): Product =>
  testProduct({
    id,
    ref: `SL-${id}`,
    title,
    price: 59.9,
    discount: 0,
    referencePrice: null,
    reduction: 0,
    pictures: [],
    brandId: null,
    categoryId: 1,
  });

const SAPAT: SearchSuggestions = {
  products: [{ ...product(7, "Sapatilhas Urbanas"), colorId: 2 }, product(9, "Sapato Derby Ténis")],
  categories: [{ id: 3, name: "Sapatilhas", group: "shoesMen" }],
  brands: [{ id: 4, name: "Sapatária Nova" }],
};

/** Answers each suggestions call when the test says so, by its text. */
function fakeServer() {
  const pending = new Map<string, (data: SearchSuggestions | null) => void>();
  const fetchMock = vi.fn((url: string) => {
    const text = new URL(url, "http://shop.test").searchParams.get("q") ?? "";
    return new Promise<Response>((resolve) => {
      pending.set(text, (data) =>
        resolve(
          data === null
            ? new Response(
                JSON.stringify({ valid: false, error: { code: "INTERNAL", message: "x" } }),
                { status: 500 },
              )
            : new Response(JSON.stringify({ valid: true, data })),
        ),
      );
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  const asked = () =>
    fetchMock.mock.calls.map(([url]) => new URL(url, "http://x").searchParams.get("q"));
  async function answer(text: string, data: SearchSuggestions | null) {
    await waitFor(() => expect(pending.has(text)).toBe(true));
    pending.get(text)?.(data);
    pending.delete(text);
  }
  return { asked, answer };
}

function renderPopup() {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(persistentQuery.queryKey, {
    colors: [{ id: 2, name: "Branco" }],
  } as Persistent);
  const router = createMemoryRouter(
    [
      { path: "/home", element: <SearchPopup onClose={onClose} /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: ["/home"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { onClose, location, field: screen.getByRole("combobox", { name: "O que procura?" }) };
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const options = () =>
  within(screen.getByRole("listbox", { name: "Sugestões" })).getAllByRole("option");

/** What an element reads, the prices' non-breaking spaces as plain ones. */
const textOf = (element: Element | undefined) => element?.textContent?.replace(/\u00a0/g, " ");

describe("SearchPopup's suggestions", () => {
  it("lists products, categories and brands in labelled groups, with the typed words marked", async () => {
    const user = userEvent.setup();
    const { field } = renderPopup();
    await user.type(field, "t");
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(server.asked()).toEqual([]);
    expect(field.getAttribute("aria-expanded")).toBe("false");

    await user.clear(field);
    await user.type(field, "sapat");
    await server.answer("sapat", SAPAT);
    const list = await screen.findByRole("listbox", { name: "Sugestões" });
    expect(field.getAttribute("aria-expanded")).toBe("true");
    expect(field.getAttribute("aria-controls")).toBe(list.id);
    expect(field.getAttribute("aria-autocomplete")).toBe("list");
    const products = within(list).getByRole("group", { name: "Produtos" });
    expect(within(products).getAllByRole("option").map(textOf)).toEqual([
      "Sapatilhas Urbanas · BrancoPreço: 59,90 €",
      "Sapato Derby TénisPreço: 59,90 €",
    ]);
    const categories = within(list).getByRole("group", { name: "Categorias" });
    expect(textOf(within(categories).getByRole("option"))).toBe("Sapatilhas · Sapatos Homem");
    const brands = within(list).getByRole("group", { name: "Marcas" });
    expect(textOf(within(brands).getByRole("option"))).toBe("Sapatária Nova");
    expect(textOf(options().at(-1))).toBe("Ver todos os resultados");
    // Marked at the start of a word, whatever the accent: «Sapatá» in «Sapatária».
    expect([...list.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Sapat",
      "Sapat",
      "Sapat",
      "Sapat",
    ]);
    expect(screen.getByRole("status").textContent).toBe(
      "4 sugestões. Use as setas para as percorrer.",
    );
  });

  it("moves with the arrows, wrapping around, and Enter opens the active product", async () => {
    const user = userEvent.setup();
    const { field, onClose, location } = renderPopup();
    await user.type(field, "sapat");
    await server.answer("sapat", SAPAT);
    await screen.findByRole("listbox");

    await user.keyboard("{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowUp}");
    expect(field.getAttribute("aria-activedescendant")).toBe(options()[4]?.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBe(options()[1]?.id);
    expect(options()[1]?.getAttribute("aria-selected")).toBe("true");
    expect(options()[0]?.getAttribute("aria-selected")).toBe("false");
    expect(document.activeElement).toBe(field);

    await user.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledOnce();
    expect(location()).toBe("/product/9");
  });

  it("searches on Enter when no option is active, and from «Ver todos os resultados»", async () => {
    const user = userEvent.setup();
    const first = renderPopup();
    await user.type(first.field, "sapat");
    await server.answer("sapat", SAPAT);
    await screen.findByRole("listbox");
    await user.keyboard("{Enter}");
    expect(first.location()).toBe(
      "/products?search=sapat&isWomen=0&isMen=0&forShoe=0&forAccessories=0",
    );
    cleanup();

    const second = renderPopup();
    await user.type(second.field, "sapat");
    await user.click(screen.getByRole("radio", { name: "Sapatos Homem" }));
    await server.answer("sapat", SAPAT);
    await user.click(await screen.findByRole("option", { name: "Ver todos os resultados" }));
    expect(second.onClose).toHaveBeenCalledOnce();
    expect(second.location()).toBe(
      "/products?search=sapat&isWomen=0&isMen=1&forShoe=1&forAccessories=0",
    );
  });

  it("opens a category or a brand on a click, the focus never leaving the field", async () => {
    const user = userEvent.setup();
    const { field, location } = renderPopup();
    await user.type(field, "sapat");
    await server.answer("sapat", SAPAT);
    const category = await screen.findByRole("option", { name: /Sapatos Homem/ });
    // Pressed, it leaves the focus in the field (false: the press's default is prevented).
    expect(fireEvent.mouseDown(category)).toBe(false);
    await user.click(category);
    expect(location()).toBe("/products?category=3");
  });

  it("closes the list on the first Escape, the dialog on the second", async () => {
    const user = userEvent.setup();
    const { field, onClose } = renderPopup();
    await user.type(field, "sapat");
    await server.answer("sapat", SAPAT);
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(field.getAttribute("aria-activedescendant")).toBeNull();
    expect((field as HTMLInputElement).value).toBe("sapat");
    expect(onClose).not.toHaveBeenCalled();
    // The arrows bring the list back, from its first option.
    await user.keyboard("{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBe(options()[0]?.id);
    await user.keyboard("{Escape}{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("keeps the last list while the next loads, never shows an older answer over a newer", async () => {
    const user = userEvent.setup();
    const { field } = renderPopup();
    await user.type(field, "sap");
    await server.answer("sap", SAPAT);
    await screen.findByRole("listbox");

    await user.type(field, "a");
    await waitFor(() => expect(server.asked()).toContain("sapa"));
    await user.type(field, "t");
    await waitFor(() => expect(server.asked()).toContain("sapat"));
    // Still the list of «sap» while both load, marked with what is typed now.
    expect(options()).toHaveLength(5);
    const bags = { products: [product(12, "Sapatos de Vela")], categories: [], brands: [] };
    await server.answer("sapat", bags);
    await waitFor(() => expect(options()).toHaveLength(2));
    await server.answer("sapa", SAPAT);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(options().map(textOf)).toEqual([
      "Sapatos de VelaPreço: 59,90 €",
      "Ver todos os resultados",
    ]);
    expect(screen.getByRole("status").textContent).toBe(
      "1 sugestão. Use as setas para a escolher.",
    );

    // Back to «sap»: from the cache, without asking again.
    await user.type(field, "{Backspace}{Backspace}");
    await waitFor(() => expect(options()).toHaveLength(5));
    expect(server.asked().filter((text) => text === "sap")).toHaveLength(1);
  });

  it("shows no list for a failure, nor for one letter", async () => {
    const user = userEvent.setup();
    const { field } = renderPopup();
    await user.type(field, "zz");
    await server.answer("zz", null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");

    await user.clear(field);
    await user.type(field, "sap");
    await server.answer("sap", SAPAT);
    await screen.findByRole("listbox");
    await user.type(field, "{Backspace}{Backspace}");
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});
