import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { rememberPriceAtAdd } from "../../lib/cart/cart-prices";
import { cartStore } from "../../lib/cart/cart-store";
import { testProduct } from "../cart/test-support";
import { PriceChangeNotice } from "./price-change-notice";

afterEach(() => {
  cleanup();
  cartStore.clear();
  window.localStorage.clear();
});

describe("PriceChangeNotice", () => {
  it("names a product whose price changed since it was added, until the buyer has seen it", async () => {
    const added = testProduct({ price: 69.9, discount: 20 });
    rememberPriceAtAdd(added);
    cartStore.replace({ "9": { id: 9, quantities: { "37": 1 } } });
    const now = { ...added, discount: 30 };
    render(<PriceChangeNotice products={[now]} />);
    const notice = screen.getByRole("status");
    expect(notice.textContent).toContain("Alguns preços mudaram");
    expect(notice.textContent).toMatch(
      /«Sabrinas de bico fino»: era 55,92\s€ por unidade, agora é 48,93\s€\./,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Entendido" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says nothing while the prices are those of the moment they were added", () => {
    const added = testProduct();
    rememberPriceAtAdd(added);
    cartStore.replace({ "9": { id: 9, quantities: { "37": 1 } } });
    render(<PriceChangeNotice products={[added]} />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
