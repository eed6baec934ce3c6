import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PriceNow } from "./price-now";

afterEach(cleanup);

const inSale = { name: "Inverno", priceCents: 6990, endsAt: "2027-01-31T00:00:00Z" };

describe("the products list's price", () => {
  it("is the sale's price, named, when the product is in a sale that costs less than its discount", () => {
    const { container } = render(
      <PriceNow product={{ priceCents: 10000, discount: 20, sale: inSale }} />,
    );
    expect(container.textContent).toMatch(/^69,90\s€100,00\s€Saldos «Inverno»$/);
    expect(screen.queryByText("−20 %")).toBeNull();
  });

  it("is the product's own discount when it is lower than the sale's price", () => {
    const { container } = render(
      <PriceNow product={{ priceCents: 10000, discount: 40, sale: inSale }} />,
    );
    expect(container.textContent).toMatch(/^60,00\s€100,00\s€−40 %$/);
  });

  it("is the list price outside a sale and without a discount", () => {
    const { container } = render(
      <PriceNow product={{ priceCents: 10000, discount: 0, sale: null }} />,
    );
    expect(container.textContent).toMatch(/^100,00\s€$/);
  });
});
