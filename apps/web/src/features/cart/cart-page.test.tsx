import type { Cart } from "@shop/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartStore } from "../../lib/cart/cart-store";
import { CartPage } from "./cart-page";
import { envelope, renderWithShop, stubFetch, testProduct } from "./test-support";

const sabrinas = testProduct();
const botins = testProduct({ id: 12, ref: "SL-26-0012", title: "Botins", price: 120, discount: 0 });
const cart: Cart = {
  "9": { id: 9, quantities: { "37": 2, "38": 1 } },
  "12": { id: 12, quantities: { "41": 1 } },
};

function seed(products = [sabrinas, botins], seeded: Cart = cart) {
  cartStore.replace(seeded);
  return stubFetch(() => envelope(products));
}

function renderCart() {
  return { user: userEvent.setup(), ...renderWithShop(<CartPage />, { path: "/cart" }) };
}

function totalsRow(name: string): string {
  const panel = screen.getByRole("complementary", { name: "Resumo" });
  return within(panel).getByText(name).parentElement?.textContent ?? "";
}

/** Euros as the page writes them, with any space before '€'. */
function euros(text: string): RegExp {
  return new RegExp(`${text.replace(",", "\\,")}\\s€`);
}

beforeEach(() => cartStore.clear());

afterEach(() => {
  cleanup();
  cartStore.clear();
  vi.unstubAllGlobals();
});

describe("CartPage", () => {
  it("shows that the products are loading", async () => {
    cartStore.replace(cart);
    stubFetch(() => new Promise<Response>(() => {}));
    renderCart();
    expect(await screen.findByText("A carregar o seu carrinho…")).toBeTruthy();
  });

  it("lists each product with its sizes, and the totals with VAT, base, delivery and VAT", async () => {
    seed();
    renderCart();
    const sabrinasItem = await screen.findByRole("article", { name: "Sabrinas de bico fino" });
    expect(
      within(sabrinasItem)
        .getByRole("link", { name: "Sabrinas de bico fino" })
        .getAttribute("href"),
    ).toBe("/product/9");
    expect(sabrinasItem.textContent).toContain("Sapatos Alfama");
    expect(sabrinasItem.textContent).toMatch(euros("55,92"));
    const sizes = within(sabrinasItem).getByRole("list", {
      name: "Tamanhos de Sabrinas de bico fino",
    });
    const rows = within(sizes).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent?.slice(0, 10))).toEqual(["Tamanho 37", "Tamanho 38"]);
    expect(rows[0]?.textContent).toMatch(euros("111,84"));
    expect(screen.getByText("4 artigos no seu carrinho")).toBeTruthy();

    // 2 × 55,92 + 55,92 + 120,00 = 287,76 €; base 287,76 / 1,23 = 233,95 €.
    expect(totalsRow("Total (com IVA)")).toMatch(euros("287,76"));
    expect(totalsRow("Preço base (sem IVA)")).toMatch(euros("233,95"));
    expect(totalsRow("IVA (23%)")).toMatch(euros("53,81"));
    expect(totalsRow("Portes de envio")).toMatch(euros("0,00"));
    expect(totalsRow("Portes de envio")).toContain("a calcular no checkout");
    expect(screen.getByText("Todos os pagamentos são processados em euros.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
    expect(screen.getByRole("link", { name: "Continuar a comprar" })).toBeTruthy();
  });

  it("changes quantities with '+' and '−', which stop at 10 and at 1", async () => {
    seed([sabrinas], { "9": { id: 9, quantities: { "37": 9, "38": 1 } } });
    const { user } = renderCart();
    const item = await screen.findByRole("article", { name: "Sabrinas de bico fino" });
    const plus = within(item).getByRole("button", { name: "Aumentar quantidade do tamanho 37" });
    await user.click(plus);
    expect(cartStore.get()["9"]?.quantities["37"]).toBe(10);
    expect(plus.getAttribute("aria-disabled")).toBe("true");
    await user.click(plus);
    expect(cartStore.get()["9"]?.quantities["37"]).toBe(10);
    expect(totalsRow("Total (com IVA)")).toMatch(euros("615,12"));

    const minus = within(item).getByRole("button", { name: "Diminuir quantidade do tamanho 38" });
    expect(minus.getAttribute("aria-disabled")).toBe("true");
    await user.click(minus);
    expect(cartStore.get()["9"]?.quantities["38"]).toBe(1);
    await user.click(
      within(item).getByRole("button", { name: "Diminuir quantidade do tamanho 37" }),
    );
    expect(cartStore.get()["9"]?.quantities["37"]).toBe(9);
    expect(within(item).getByRole("group", { name: "Quantidade do tamanho 37" }).textContent).toBe(
      "9",
    );
  });

  it("removes a size, then a whole product, and goes home once the cart is empty", async () => {
    seed();
    const { user } = renderCart();
    const item = await screen.findByRole("article", { name: "Sabrinas de bico fino" });
    await user.click(within(item).getByRole("button", { name: "Remover tamanho 38" }));
    expect(cartStore.get()["9"]?.quantities).toEqual({ "37": 2 });
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { level: 1, name: "Carrinho" }),
    );

    await user.click(
      within(item).getByRole("button", { name: "Remover produto Sabrinas de bico fino" }),
    );
    expect(cartStore.get()["9"]).toBeUndefined();
    expect(screen.queryByRole("article", { name: "Sabrinas de bico fino" })).toBeNull();
    // The remaining product stays on screen while its own answer loads.
    expect(screen.getByRole("article", { name: "Botins" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remover tamanho 41" }));
    expect(screen.getByTestId("location").textContent).toBe("/home");
  });

  it("goes home at once with an empty cart", async () => {
    seed([]);
    cartStore.clear();
    renderCart();
    expect((await screen.findByTestId("location")).textContent).toBe("/home");
  });

  it("takes out the products the server no longer sells, and says so", async () => {
    seed([botins]);
    renderCart();
    expect(await screen.findByRole("article", { name: "Botins" })).toBeTruthy();
    expect(
      await screen.findByText(/Um artigo do seu carrinho deixou de estar à venda e foi retirado/),
    ).toBeTruthy();
    expect(Object.keys(cartStore.get())).toEqual(["12"]);
  });

  it("offers to try again when the products cannot be loaded", async () => {
    cartStore.replace(cart);
    stubFetch(
      () =>
        new Response(JSON.stringify({ valid: false, error: { code: "INTERNAL", message: "x" } }), {
          status: 500,
        }),
    );
    renderCart();
    expect(await screen.findByRole("button", { name: "Tentar novamente" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(
      "Não foi possível carregar os produtos do carrinho.",
    );
  });

  it("says when a size has fewer units online than the cart asks for, and lowers it", async () => {
    cartStore.replace(cart);
    stubFetch((url) =>
      envelope(
        url.endsWith("/stock")
          ? { "9": { "37": 1, "38": 5 }, "12": { "41": 0 } }
          : [sabrinas, botins],
      ),
    );
    const { user } = renderCart();
    const sabrinasItem = await screen.findByRole("article", { name: "Sabrinas de bico fino" });
    expect(
      await within(sabrinasItem).findByText("Só resta 1 unidade deste tamanho online."),
    ).toBeTruthy();
    expect(
      within(sabrinasItem)
        .getByRole("button", { name: "Aumentar quantidade do tamanho 38" })
        .getAttribute("aria-disabled"),
    ).toBe("false");
    const botinsItem = screen.getByRole("article", { name: "Botins" });
    expect(within(botinsItem).getByText("Este tamanho esgotou online.")).toBeTruthy();
    expect(screen.getByText(/Alguns tamanhos têm menos unidades online/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Reduzir o tamanho 37 para 1" }));
    expect(cartStore.get()["9"]?.quantities["37"]).toBe(1);
    expect(
      within(sabrinasItem)
        .getByRole("button", { name: "Aumentar quantidade do tamanho 37" })
        .getAttribute("aria-disabled"),
    ).toBe("true");
    await user.click(screen.getByRole("button", { name: "Remover o tamanho 41" }));
    expect(cartStore.get()["12"]).toBeUndefined();
  });
});
