import type { SaleItem, StockProduct } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { SaleForm } from "./sale-form";

const found: StockProduct[] = [
  { id: 31, ref: "SAP-031", title: "Sabrinas de pele", active: true },
  { id: 42, ref: "SAP-042", title: "Mocassins", active: true },
];

const sale: SaleItem = {
  id: 5,
  name: "Verão",
  kind: "price",
  priceCents: 4990,
  percent: null,
  scope: "products",
  chosenProducts: [{ id: 42, ref: "SAP-042", title: "Mocassins" }],
  categoryId: null,
  categoryName: null,
  brandId: null,
  brandName: null,
  startsAt: "2026-12-01T00:00:00Z",
  endsAt: "2026-12-31T00:00:00Z",
  stoppedAt: null,
  state: "scheduled",
  products: [],
};

/** The API: the product search answers `found`, a sale's save answers it; answers what was sent. */
function stubApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes("/admin/stock/products")) return Response.json({ valid: true, data: found });
    if (init?.method === "PUT") return Response.json({ valid: true, data: [sale] });
    return Response.json({ valid: true, data: { categories: [], brands: [] } });
  });
  vi.stubGlobal("fetch", fetch);
  return () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === "PUT")
      .map(([, init]) => JSON.parse(String(init?.body)));
}

function renderForm(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <SaleForm sale={sale} onSaved={onSaved} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return onSaved;
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the products of a sale", () => {
  it("are listed by reference and title, found by what is typed, and sent by id", async () => {
    const sent = stubApi();
    const onSaved = renderForm();
    const chosen = screen.getByRole("list", { name: "Produtos escolhidos" });
    expect(within(chosen).getByText("SAP-042 · Mocassins")).toBeTruthy();

    const search = screen.getByRole("combobox", { name: /^Produtos/ });
    await userEvent.type(search, "sap-031");
    // The search's answer arrives; Enter adds the product whose reference was typed.
    await waitFor(() => expect(document.querySelectorAll("datalist option")).toHaveLength(2));
    await userEvent.type(search, "{Enter}");
    expect(within(chosen).getByText("SAP-031 · Sabrinas de pele")).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe("");

    await userEvent.click(screen.getByRole("button", { name: "Retirar SAP-042 · Mocassins" }));
    expect(within(chosen).queryByText("SAP-042 · Mocassins")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toEqual([expect.objectContaining({ scope: "products", productIds: [31] })]);
  });

  it("says so when what is typed is no product's reference", async () => {
    stubApi();
    renderForm();
    const search = screen.getByRole("combobox", { name: /^Produtos/ });
    await userEvent.type(search, "sap");
    await waitFor(() => expect(document.querySelectorAll("datalist option")).toHaveLength(2));
    await userEvent.click(screen.getByRole("button", { name: "Adicionar" }));
    expect(
      screen.getByText("Nenhum produto com esta referência: escolha um da lista."),
    ).toBeTruthy();
    expect(search.getAttribute("aria-invalid")).toBe("true");
  });
});
