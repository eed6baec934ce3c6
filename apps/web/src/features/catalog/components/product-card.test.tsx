import type { Product } from "@shop/shared";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithShop, testProduct } from "../../cart/test-support";
import { soldOutQuery } from "../api";
import { ProductCard } from "./product-card";

function product(overrides: Partial<Product> = {}): Product {
  return testProduct({
    id: 42,
    ref: "SL-26-0042",
    title: "Botins de camurça",
    price: 120,
    discount: 0,
    referencePrice: null,
    reduction: 0,
    pictures: ["products/sl-26-0042-1.svg", "products/sl-26-0042-2.svg"],
    // An index left by an older client: the first picture is the main one all the same.
    thumbnailIndex: 1,
    sizes: ["37", "38"],
    ...overrides,
  });
}

/** A card in the shop, with the ids of the products sold out online. */
function renderCard(card: ReactElement, soldOut: number[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(soldOutQuery.queryKey, soldOut);
  return renderWithShop(card, { client });
}

afterEach(cleanup);

describe("ProductCard", () => {
  it("links the title to the product and shows brand and price", () => {
    renderCard(<ProductCard product={product()} />);
    const link = screen.getByRole("link", { name: "Botins de camurça" });
    expect(link.getAttribute("href")).toBe("/product/42");
    expect(screen.getByRole("heading", { level: 3, name: "Botins de camurça" })).toBeTruthy();
    expect(screen.getByText("Sapatos Alfama")).toBeTruthy();
    expect(screen.getByText(/120,00\s€/)).toBeTruthy();
  });

  it("shows the main picture (the first), lazily, with a fixed size and the title as text", () => {
    renderCard(<ProductCard product={product()} />);
    const picture = screen.getByRole("img", { name: "Botins de camurça" });
    expect(picture.getAttribute("src")).toMatch(/products\/sl-26-0042-1\.svg$/);
    expect(picture.getAttribute("loading")).toBe("lazy");
    expect(picture.getAttribute("width")).toBe("800");
    expect(picture.getAttribute("height")).toBe("800");
  });

  it("offers an uploaded picture in AVIF and WebP at every width, with a JPEG to fall back on", () => {
    const hash = "5e".repeat(32);
    const uploaded = product({ pictures: [`pictures/${hash}-1000x1000`], thumbnailIndex: 0 });
    const { container } = renderCard(<ProductCard product={uploaded} />);
    const picture = screen.getByRole("img", { name: "Botins de camurça" });
    expect(picture.getAttribute("src")).toBe(`/media/pictures/${hash}/800.jpg`);
    expect(picture.parentElement?.tagName).toBe("PICTURE");
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    const widths = [240, 480, 800, 1000];
    expect(sources[1]?.getAttribute("srcset")).toBe(
      widths.map((width) => `/media/pictures/${hash}/${width}.webp ${width}w`).join(", "),
    );
    for (const source of sources) expect(source.getAttribute("sizes")).toMatch(/250px/);
  });

  it("shows a demo SVG as a plain picture, without srcset", () => {
    const { container } = renderCard(<ProductCard product={product()} />);
    const picture = screen.getByRole("img", { name: "Botins de camurça" });
    expect(picture.getAttribute("src")).toBe("/media/products/sl-26-0042-1.svg");
    expect(picture.hasAttribute("srcset")).toBe(false);
    expect(container.querySelector("picture, source")).toBeNull();
  });

  it("names an old product without title «Artigo» and its reference (never a bare «Ref: …»), and one without brand «Sem Marca»", () => {
    renderCard(<ProductCard product={product({ title: null, brandId: null })} headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "Artigo SL-26-0042" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Artigo SL-26-0042" })).toBeTruthy();
    expect(screen.getByText("Sem Marca")).toBeTruthy();
  });

  it("strikes the lowest price of the 30 days before a reduction and says what it is", () => {
    renderCard(
      <ProductCard
        product={product({ price: 100, discount: 30, referencePrice: 80, reduction: 12 })}
      />,
    );
    const article = screen.getByRole("article");
    expect(
      within(article)
        .getByText(/^80,00\s€$/)
        .closest("s"),
    ).not.toBeNull();
    expect(within(article).getByText(/^70,00\s€$/)).toBeTruthy();
    expect(within(article).getByText("-12%")).toBeTruthy();
    expect(
      within(article).getByText(/^Preço mais baixo nos últimos 30 dias: 80,00\s€$/),
    ).toBeTruthy();
    expect(within(article).queryByText(/100,00/)).toBeNull();
  });

  it("in a sale, shows the sale price beside the 30-day reference, never the list price", () => {
    renderCard(
      <ProductCard
        product={product({
          price: 100,
          discount: 10,
          salePrice: 69.9,
          saleEndsAt: "2027-01-31T00:00:00.000Z",
          referencePrice: 95,
          reduction: 26,
        })}
      />,
    );
    const article = screen.getByRole("article");
    expect(within(article).getByText(/^69,90\s€$/)).toBeTruthy();
    expect(
      within(article)
        .getByText(/^95,00\s€$/)
        .closest("s"),
    ).not.toBeNull();
    expect(within(article).getByText("-26%")).toBeTruthy();
    expect(within(article).queryByText(/100,00|90,00/)).toBeNull();
  });

  it("shows a discount that announces no reduction as the plain price", () => {
    renderCard(<ProductCard product={product({ price: 100, discount: 10 })} />);
    const article = screen.getByRole("article");
    expect(
      within(article)
        .getByText(/^90,00\s€$/)
        .closest("s"),
    ).toBeNull();
    expect(article.querySelector("s")).toBeNull();
    expect(within(article).queryByText(/%/)).toBeNull();
    expect(within(article).queryByText(/Preço mais baixo/)).toBeNull();
  });

  it("has the heart in the picture and 'Comprar' under it, both outside the link", () => {
    renderCard(<ProductCard product={product()} />);
    const article = screen.getByRole("article");
    const heart = within(article).getByRole("button", { name: "Favorito: Botins de camurça" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(heart.closest("a")).toBeNull();
    expect(heart.parentElement?.querySelector("img")).not.toBeNull();
    const buy = within(article).getByRole("button", { name: "Comprar Botins de camurça" });
    expect(buy.closest("a")).toBeNull();
    expect(buy.parentElement?.querySelector("img")).toBeNull();
    expect(within(article).queryByText("Esgotado")).toBeNull();
    expect(within(article).queryByText("Novidade")).toBeNull();
  });

  it("says 'Novidade' for the new collection", () => {
    renderCard(<ProductCard product={product({ newCollection: true })} />);
    expect(screen.getByText("Novidade")).toBeTruthy();
  });

  it("says 'Esgotado' and offers the alert of a chosen size instead of 'Comprar'", async () => {
    const user = userEvent.setup();
    renderCard(<ProductCard product={product()} />, [42]);
    expect(screen.getByText("Esgotado")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Comprar/ })).toBeNull();
    await user.click(
      screen.getByRole("button", { name: "Avisem-me quando Botins de camurça voltar" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Avisem-me quando voltar" });
    expect(dialog.textContent).toContain("Botins de camurça está esgotado online.");
    await user.click(within(dialog).getByRole("button", { name: "38" }));
    expect(within(dialog).getByRole("button", { name: "38" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(within(dialog).getByRole("heading", { name: /38 está esgotado online/ })).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "O seu email" })).toBeTruthy();
  });

  it("goes straight to the alert of a product with one size", async () => {
    const user = userEvent.setup();
    renderCard(<ProductCard product={product({ sizes: ["U"] })} />, [42]);
    await user.click(screen.getByRole("button", { name: /^Avisem-me/ }));
    const dialog = await screen.findByRole("dialog", { name: "Avisem-me quando voltar" });
    expect(within(dialog).queryByRole("group")).toBeNull();
    expect(within(dialog).getByRole("textbox", { name: "O seu email" })).toBeTruthy();
  });
});
