import { type ProductDetails as Details, NO_PRODUCT_DETAILS } from "@shop/shared";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FitNote, ProductDetails } from "./product-details";

afterEach(cleanup);

const bag: Details = {
  upperMaterial: "Pele",
  lining: "Algodão",
  sole: null,
  heelHeightMm: null,
  fitNote: null,
  care: "Limpe com um pano macio e seco.",
  madeIn: "Portugal",
  dimensionsMm: { width: 300, height: 220, depth: 125 },
};

/** The block's list as a person reads it: each name with its value. */
const pairs = () =>
  within(screen.getByRole("region", { name: "Detalhes" }))
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe("the product page's «Detalhes»", () => {
  it("lists the filled details only, lengths in cm the Portuguese way, the care under them", () => {
    render(<ProductDetails details={{ ...bag, sole: "Borracha", heelHeightMm: 35 }} />);
    expect(pairs()).toEqual([
      "Material exterior: Pele",
      "Forro: Algodão",
      "Sola: Borracha",
      "Altura do tacão: 3,5 cm",
      "Fabricado em: Portugal",
      "Dimensões: 30 × 22 × 12,5 cm (largura × altura × profundidade)",
    ]);
    const care = screen.getByRole("heading", { level: 3, name: "Cuidados" });
    expect(care.nextElementSibling?.textContent).toBe("Limpe com um pano macio e seco.");
  });

  it("leaves out what the shop did not fill, and shows nothing without any detail", () => {
    render(<ProductDetails details={{ ...NO_PRODUCT_DETAILS, madeIn: "Itália" }} />);
    expect(pairs()).toEqual(["Fabricado em: Itália"]);
    expect(screen.queryByRole("heading", { name: "Cuidados" })).toBeNull();
    cleanup();
    const { container } = render(<ProductDetails details={NO_PRODUCT_DETAILS} />);
    expect(container.innerHTML).toBe("");
    render(<ProductDetails details={undefined} />);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("says the fit note as written, only when there is one", () => {
    const fit = "Veste pequeno: recomendamos um número acima.";
    const { container } = render(<FitNote details={{ ...bag, fitNote: fit }} />);
    expect(container.textContent).toBe(`Sobre o tamanho: ${fit}`);
    cleanup();
    const empty = render(<FitNote details={bag} />);
    expect(empty.container.innerHTML).toBe("");
  });
});
