import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProductPrice } from "./product-price";

afterEach(cleanup);

const onSale = {
  price: 100,
  discount: 0,
  salePrice: 69.9,
  // Midnight of 1 February in Lisbon (winter: UTC).
  saleEndsAt: "2027-02-01T00:00:00.000Z",
  referencePrice: 100,
  reduction: 30,
};

describe("ProductPrice", () => {
  it("on the product page, says when the sale ends in Lisbon's time", () => {
    render(<ProductPrice product={onSale} size="lg" />);
    expect(screen.getByText(/^69,90\s€$/)).toBeTruthy();
    expect(screen.getByText("Saldos: termina a 1 de fevereiro de 2027, 00:00")).toBeTruthy();
  });

  it("leaves the end out of lists, and out of a product in no sale", () => {
    render(<ProductPrice product={onSale} />);
    expect(screen.queryByText(/Saldos: termina/)).toBeNull();
    cleanup();
    render(
      <ProductPrice
        product={{
          ...onSale,
          salePrice: null,
          saleEndsAt: null,
          referencePrice: null,
          reduction: 0,
        }}
        size="lg"
      />,
    );
    expect(screen.queryByText(/Saldos: termina/)).toBeNull();
    expect(screen.getByText(/^100,00\s€$/)).toBeTruthy();
  });
});
