import { type ListingFacets, NO_FILTERS, type Persistent } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { persistentQuery } from "../../../lib/persistent";
import { FilterPanel } from "./filter-panel";

const FACETS: ListingFacets = {
  total: 12,
  understood: null,
  sizes: [{ size: "38", count: 9 }],
  colors: [{ id: 2, count: 7 }],
  brands: [],
  price: { min: 19.5, max: 89.9 },
};

function renderPanel(onChange = vi.fn(), filters = NO_FILTERS, facets = FACETS) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(persistentQuery.queryKey, {
    colors: [{ id: 2, name: "Preto" }],
    brands: [{ id: 1, name: "Fabbrica" }],
  } as unknown as Persistent);
  render(
    <QueryClientProvider client={queryClient}>
      <FilterPanel filters={filters} facets={facets} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

afterEach(cleanup);

describe("FilterPanel", () => {
  it("adds a checked choice, and keeps a chosen one the counts no longer hold at 0", () => {
    const onChange = renderPanel(vi.fn(), { ...NO_FILTERS, brands: [1] });
    fireEvent.click(screen.getByRole("checkbox", { name: "Preto (7)" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, brands: [1], colors: [2] });
    const brands = screen.getByRole("group", { name: "Marca" });
    expect(within(brands).getByRole("checkbox", { name: "Fabbrica (0)" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("applies the prices typed, to the cent, a crossed range put the right way round", () => {
    const onChange = renderPanel();
    const min = screen.getByRole("textbox", { name: "Mínimo (€)" });
    const max = screen.getByRole("textbox", { name: "Máximo (€)" });
    // The listing's own range is the fields' placeholder.
    expect(min.getAttribute("placeholder")).toBe("19");
    expect(max.getAttribute("placeholder")).toBe("90");
    fireEvent.change(min, { target: { value: "90" } });
    fireEvent.change(max, { target: { value: "20,509" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar preço" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, priceMin: 20.51, priceMax: 90 });
  });

  it("lists shoe sizes, belt lengths and other sizes apart, each under its name", () => {
    const sizes = ["36", "36.5", "U", "39-42", "90", "105"].map((size) => ({ size, count: 1 }));
    const onChange = renderPanel(vi.fn(), NO_FILTERS, { ...FACETS, sizes });
    const names = (name: string) =>
      within(screen.getByRole("group", { name }))
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-label") ?? box.closest("label")?.textContent);
    expect(names("Calçado (EU)")).toEqual(["36 (1)", "36.5 (1)"]);
    expect(names("Cintos (cm)")).toEqual(["90 (1)", "105 (1)"]);
    expect(names("Outros")).toEqual(["U (1)", "39-42 (1)"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "90 (1)" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, sizes: ["90"] });
  });

  it("names no section when every size is a shoe size", () => {
    renderPanel();
    const size = screen.getByRole("group", { name: "Tamanho" });
    expect(within(size).queryAllByRole("group")).toEqual([]);
    expect(within(size).getByRole("checkbox", { name: "38 (9)" })).toBeTruthy();
  });
});
