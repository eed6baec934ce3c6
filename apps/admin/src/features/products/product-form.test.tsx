import {
  englishMessages,
  NO_PRODUCT_DETAILS,
  NO_PRODUCT_ENGLISH,
  type ProductChoices,
  type ProductDetail,
  productDetailMessages,
  productMessages,
} from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProductForm } from "./product-form";

const choices: ProductChoices = {
  categories: [
    { id: 1, name: "Sandálias", isWoman: true, isMan: false, forShoe: true, forAccessory: false },
    { id: 5, name: "Cintos", isWoman: false, isMan: true, forShoe: false, forAccessory: true },
  ],
  brands: [{ id: 1, name: "Fabbrica Verona" }],
  colors: [{ id: 2, name: "Camel" }],
  tags: [{ id: 1, name: "Pele" }],
};

const product: ProductDetail = {
  id: 7,
  ref: "SL-0007",
  title: "Sandálias rasas",
  priceCents: 8990,
  discount: 0,
  sale: null,
  categoryId: 1,
  brandId: 1,
  colorId: 2,
  colorManual: null,
  tagIds: [1],
  sizes: ["37", "38"],
  sizeStock: { "37": 2, "38": 0 },
  pictures: [],
  thumbnailIndex: 0,
  newCollection: false,
  featured: false,
  active: true,
  description: "",
  details: { ...NO_PRODUCT_DETAILS, upperMaterial: "Pele", heelHeightMm: 35 },
  english: { ...NO_PRODUCT_ENGLISH, title: "Flat sandals" },
  publishedAt: "2026-10-01",
  updatedAt: "2026-11-20T10:00:00.123Z",
};

/** The server's answer to the next call. */
function answer(status: number, envelope: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(envelope), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function show(shown = product) {
  const onSaved = vi.fn();
  const onReload = vi.fn();
  const element = (
    <ProductForm
      product={shown}
      choices={choices}
      readOnly={false}
      onSaved={onSaved}
      onReload={onReload}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
  return { onSaved, onReload };
}

const save = () => userEvent.click(screen.getByRole("button", { name: "Guardar" }));

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe("ProductForm", () => {
  it("sends the price as typed with the version it was loaded at", async () => {
    const fetch = answer(200, { valid: true, data: { ...product, priceCents: 7450 } });
    const { onSaved } = show();
    const price = screen.getByLabelText(/Preço \(€, com IVA\)/);
    await userEvent.clear(price);
    await userEvent.type(price, "74,50");
    expect(screen.getByText(/Preço na loja: 74,50\s€/)).toBeTruthy();
    await save();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ priceCents: 7450 }));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/products/7");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toMatchObject({
      price: "74,50",
      sizes: ["37", "38"],
      updatedAt: product.updatedAt,
    });
  });

  it("shows the price of a running sale, the sale named, until the discount typed is lower", async () => {
    const sale = { name: "Inverno", priceCents: 6290, endsAt: "2027-01-31T00:00:00Z" };
    show({ ...product, discount: 10, sale });
    // 10 % off 89,90 € is 80,91 €: the sale's 62,90 € is what the storefront charges.
    expect(
      screen.getByText(/^Preço na loja: 62,90\s€ nos saldos «Inverno», até 31\/01\/2027, 00:00\.$/),
    ).toBeTruthy();
    const discount = screen.getByLabelText(/Desconto \(%\)/);
    await userEvent.clear(discount);
    await userEvent.type(discount, "40");
    expect(screen.getByText(/^Preço na loja: 53,94\s€$/)).toBeTruthy();
  });

  it("shows the server's field message on its field", async () => {
    answer(409, {
      valid: false,
      error: {
        code: "CONFLICT",
        message: productMessages.refTaken,
        fields: { ref: productMessages.refTaken },
      },
    });
    show();
    await save();
    const ref = screen.getByLabelText(/Referência/);
    expect(ref.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(ref);
    expect(screen.getAllByText(productMessages.refTaken)).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Recarregar o produto" })).toBeNull();
  });

  it("offers to load the product again when someone else saved it meanwhile", async () => {
    answer(409, {
      valid: false,
      error: { code: "CONFLICT", message: productMessages.changedMeanwhile },
    });
    const { onReload } = show();
    await save();
    expect(screen.getByRole("alert").textContent).toBe(productMessages.changedMeanwhile);
    await userEvent.click(screen.getByRole("button", { name: "Recarregar o produto" }));
    expect(onReload).toHaveBeenCalled();
  });

  it("checks the price before sending anything", async () => {
    const fetch = answer(200, { valid: true, data: product });
    show();
    const price = screen.getByLabelText(/Preço \(€, com IVA\)/);
    await userEvent.clear(price);
    await userEvent.type(price, "89,901");
    await save();
    expect(screen.getByText(productMessages.price)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the details in cm the Portuguese way and sends them as typed", async () => {
    const fetch = answer(200, { valid: true, data: product });
    show();
    expect((screen.getByLabelText(/Altura do tacão/) as HTMLInputElement).value).toBe("3,5");
    expect((screen.getByLabelText(/Material exterior/) as HTMLInputElement).value).toBe("Pele");
    await userEvent.type(
      screen.getByLabelText(/Nota sobre o tamanho/),
      "Veste pequeno: recomendamos um número acima.",
    );
    await userEvent.type(screen.getByLabelText(/^Largura/), "30");
    await userEvent.type(screen.getByLabelText(/^Altura \(/), "22");
    await userEvent.type(screen.getByLabelText(/^Profundidade/), "12");
    await save();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).details).toMatchObject({
      upperMaterial: "Pele",
      heelHeight: "3,5",
      fitNote: "Veste pequeno: recomendamos um número acima.",
      width: "30",
      height: "22",
      depth: "12",
    });
  });

  it("says before sending that a product on sale needs its title, and a bag all three measures", async () => {
    const fetch = answer(200, { valid: true, data: product });
    show();
    await userEvent.clear(screen.getByLabelText(/^Título/));
    await userEvent.type(screen.getByLabelText(/^Largura/), "30");
    await save();
    expect(screen.getAllByText(productDetailMessages.titleToPublish).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Título/).getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText(/Ativo: à venda na loja/));
    await userEvent.clear(screen.getByLabelText(/^Largura/));
    await save();
    expect(fetch).toHaveBeenCalled();
  });

  it("shows the English beside the Portuguese and sends it, an empty field as none", async () => {
    const fetch = answer(200, { valid: true, data: product });
    show();
    const title = screen.getByLabelText(/^Title/) as HTMLInputElement;
    expect(title.value).toBe("Flat sandals");
    expect(title.getAttribute("lang")).toBe("en");
    // The Portuguese fields keep their labels alone.
    expect(screen.getAllByLabelText(/Material exterior/)).toHaveLength(1);
    // Its hint says what the English storefront shows while a field is empty: the Portuguese.
    const material = screen.getByLabelText(/^Upper material/);
    expect(material.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(/vazio, mostra o português\. Em português: «Pele»\./)).toBeTruthy();
    await userEvent.type(material, "Leather");
    await userEvent.clear(title);
    await save();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).english).toMatchObject({
      title: "",
      upperMaterial: "Leather",
      description: "",
    });
  });

  it("refuses before sending an English text longer than the field allows", async () => {
    const fetch = answer(200, { valid: true, data: product });
    show();
    await userEvent.click(screen.getByLabelText(/^Title/));
    await userEvent.paste("x".repeat(151));
    await save();
    expect(screen.getByText(englishMessages.tooLong(150))).toBeTruthy();
    expect(screen.getByLabelText(/^Title/).getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("never offers to take out a size that has stock", () => {
    answer(200, { valid: true, data: product });
    show();
    expect(
      screen.getByRole("button", { name: "Retirar o tamanho 37" }).hasAttribute("disabled"),
    ).toBe(true);
    expect(
      screen.getByRole("button", { name: "Retirar o tamanho 38" }).hasAttribute("disabled"),
    ).toBe(false);
  });
});
