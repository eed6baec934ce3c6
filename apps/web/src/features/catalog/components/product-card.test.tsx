import type { Persistent, Product } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { persistentQuery } from "../../../lib/persistent";
import { ProductCard } from "./product-card";

const persistent = {
  categoryTree: { shoesWomen: [], shoesMen: [], accessoriesWomen: [], accessoriesMen: [] },
  colors: [],
  brands: [{ id: 3, name: "Sapatos Alfama" }],
  banners: [],
  tags: [],
  stores: [],
  countries: [],
  countryGroups: {},
} as unknown as Persistent;

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 42,
    ref: "SL-26-0042",
    title: "Botins de camurça",
    price: 120,
    discount: 0,
    pictures: ["products/sl-26-0042-1.svg", "products/sl-26-0042-2.svg"],
    thumbnailIndex: 1,
    tags: [],
    sizes: ["37", "38"],
    brandId: 3,
    categoryId: 1,
    colorId: null,
    colorManual: null,
    dataPublished: "2026-01-10",
    newCollection: false,
    ...overrides,
  };
}

function renderCard(card: ReactElement) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(persistentQuery.queryKey, persistent);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{card}</MemoryRouter>
    </QueryClientProvider>,
  );
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

  it("shows the thumbnail, lazily, with a fixed size and the title as text", () => {
    renderCard(<ProductCard product={product()} />);
    const picture = screen.getByRole("img", { name: "Botins de camurça" });
    expect(picture.getAttribute("src")).toMatch(/products\/sl-26-0042-2\.svg$/);
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
    expect(picture.getAttribute("src")).toBe("/media/products/sl-26-0042-2.svg");
    expect(picture.hasAttribute("srcset")).toBe(false);
    expect(container.querySelector("picture, source")).toBeNull();
  });

  it("names a product without title by its reference, and one without brand 'Sem Marca'", () => {
    renderCard(<ProductCard product={product({ title: null, brandId: null })} headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "Ref: SL-26-0042" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Ref: SL-26-0042" })).toBeTruthy();
    expect(screen.getByText("Sem Marca")).toBeTruthy();
  });

  it("strikes the old price of a discounted product", () => {
    renderCard(<ProductCard product={product({ price: 100, discount: 20 })} />);
    const old = screen.getByText(/100,00\s€/);
    expect(old.closest("s")).not.toBeNull();
    expect(screen.getByText(/80,00\s€/)).toBeTruthy();
  });

  it("keeps extra actions outside the link", () => {
    renderCard(
      <ProductCard
        product={product()}
        actions={
          <button type="button" aria-label="Adicionar aos favoritos">
            ♥
          </button>
        }
      />,
    );
    const button = screen.getByRole("button", { name: "Adicionar aos favoritos" });
    expect(button.closest("a")).toBeNull();
    const article = screen.getByRole("article");
    expect(within(article).getByRole("button")).toBe(button);
  });
});
