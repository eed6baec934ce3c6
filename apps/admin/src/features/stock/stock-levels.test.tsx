import type { StockGrid, StockLevels, StockProduct } from "@shop/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { renderSignedIn, testStaff } from "../../test-support";
import { Component as LevelsPage } from "./stock-levels-page";
import { Component as TransfersPage } from "./transfers-page";

const locations = [
  { storeId: null, name: "Loja online", editable: true },
  { storeId: 1, name: "Chiado", editable: true },
];

const levels: StockLevels = {
  items: [
    {
      productId: 7,
      ref: "SL-7",
      title: "Botas",
      active: true,
      size: "38",
      threshold: 2,
      quantities: [4, 1],
      low: [false, true],
    },
  ],
  total: 41,
  page: 1,
  pageSize: 20,
  locations,
};

const product: StockProduct = { id: 7, ref: "SL-7", title: "Botas", active: true };
const grid: StockGrid = {
  product,
  locations,
  sizes: [
    { size: "37", quantities: [0, 0] },
    { size: "38", quantities: [4, 1] },
  ],
  lowStock: { own: null, category: null, applied: 2 },
};

interface Call {
  url: string;
  body: unknown;
}

/**
 * Answers the back office's calls as the API does; a POST answers `refusal` when given (the API's
 * error envelope, 409), and every call is kept.
 */
function stubApi(refusal?: { message: string; fields: Record<string, string> }) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (init?.method === "POST" && refusal)
      return Response.json(
        { valid: false, error: { code: "OUT_OF_STOCK", ...refusal } },
        { status: 409 },
      );
    const data = url.startsWith("/api/admin/stock/levels")
      ? levels
      : url.startsWith("/api/admin/stock/locations")
        ? locations
        : url.startsWith("/api/admin/stock/products/7")
          ? grid
          : url.startsWith("/api/admin/stock/products")
            ? [product]
            : url.startsWith("/api/admin/products/choices")
              ? { categories: [], brands: [], colors: [], tags: [] }
              : null;
    return Response.json({ valid: true, data, message: "Stock atualizado." });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

function renderPage(element: React.ReactNode, path: string) {
  renderSignedIn(testStaff("manager"), [{ path, element }], path);
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the stock across products", () => {
  it("says its true pages and corrects a count typed in its cell, with what was seen", async () => {
    const calls = stubApi();
    renderPage(<LevelsPage />, "/stock");
    await screen.findByText("Página 1 de 3 · 41 resultados");
    const table = screen.getByRole("table", { name: "Stock por produto, tamanho e local" });
    expect(within(table).getByText("baixo").getAttribute("title")).toBe("Stock baixo (limite 2)");

    await userEvent.click(
      screen.getByRole("button", { name: "Corrigir contagem: SL-7, tamanho 38, Chiado" }),
    );
    const input = screen.getByRole("textbox", { name: "Contado: SL-7, tamanho 38, Chiado" });
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe("1");
    await userEvent.clear(input);
    await userEvent.type(input, "-3{Enter}");
    expect(within(table).getByRole("alert").textContent).toBe(
      "Indique quantas unidades contou (0 a 10000).",
    );
    expect(calls.some((c) => c.url === "/api/admin/stock/counts")).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, "3{Enter}");
    await screen.findByText("Stock atualizado.");
    expect(calls.find((c) => c.url === "/api/admin/stock/counts")?.body).toEqual({
      lines: [{ productId: 7, size: "38", storeId: 1, count: 3, expected: 1 }],
      note: "",
    });
    // Escape-free: the cell is closed and its pencil has the focus back.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe(
        "Corrigir contagem: SL-7, tamanho 38, Chiado",
      ),
    );
  });
});

describe("a transfer of several articles", () => {
  it("sends every typed line at once and puts the server's refusal on its line", async () => {
    const message = "Loja online, tamanho 38: só restam 4 unidades.";
    const calls = stubApi({ message, fields: { "lines.0.quantity": message } });
    renderPage(<TransfersPage />, "/stock/transferencias");
    const line = screen.getByRole("group", { name: "Linha 1" });
    await userEvent.type(within(line).getByRole("combobox", { name: "Referência" }), "SL-7");
    const size = within(line).getByRole("combobox", { name: "Tamanho" });
    await waitFor(() => expect((size as HTMLSelectElement).disabled).toBe(false));
    await userEvent.selectOptions(size, "38");
    await waitFor(() =>
      expect((within(line).getByRole("combobox", { name: "De" }) as HTMLSelectElement).value).toBe(
        "",
      ),
    );
    await userEvent.selectOptions(within(line).getByRole("combobox", { name: "Para" }), "Chiado");
    const units = within(line).getByRole("textbox", { name: /^Unidades/ });
    await userEvent.type(units, "9");
    expect((units as HTMLInputElement).value).toBe("9");
    expect(line.textContent).toContain("Na origem: 4.");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(line.textContent).toContain(message));
    expect(calls.find((c) => c.url === "/api/admin/stock/transfers")?.body).toEqual({
      note: "",
      lines: [{ productId: 7, size: "38", fromStoreId: null, toStoreId: 1, quantity: 9 }],
    });
  });

  it("asks for a product from the list and whole units before sending anything", async () => {
    const calls = stubApi();
    renderPage(<TransfersPage />, "/stock/transferencias");
    const line = screen.getByRole("group", { name: "Linha 1" });
    await userEvent.type(within(line).getByRole("textbox", { name: /^Unidades/ }), "1,5");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(line.textContent).toContain("Escolha um produto da lista."));
    expect(line.textContent).toContain("Indique um número de unidades entre 1 e 10000.");
    expect(calls.some((c) => c.url === "/api/admin/stock/transfers")).toBe(false);
  });
});
