import type { Address, Cart, User } from "@shop/shared";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addressesQuery, userQuery } from "../../lib/auth/queries";
import { cartStore } from "../../lib/cart/cart-store";
import { testPersistent } from "../../lib/test-persistent";
import { CartPage } from "./cart-page";
import { envelope, renderWithShop, stubFetch, testProduct } from "./test-support";

const sabrinas = testProduct();
const botins = testProduct({ id: 12, ref: "SL-26-0012", title: "Botins", price: 120, discount: 0 });
const cart: Cart = {
  "9": { id: 9, quantities: { "37": 2, "38": 1 } },
  "12": { id: 12, quantities: { "41": 1 } },
};

const customer: User = {
  id: 3,
  name: "Ana",
  email: "ana@example.pt",
  phone: null,
  cart: "{}",
  wishlist: [],
  emailConfirmed: 1,
  logged: true,
};
const madeiraAddress: Address = {
  id: 1,
  clientId: 3,
  forInvoice: false,
  name: "Ana",
  nif: null,
  country: 2,
  street: "Rua da Carreira 10",
  city: "Funchal",
  postalCode: "9000-042",
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
  const label = within(panel).getByText(
    (_, element) => element?.tagName === "DT" && element.textContent === name,
  );
  return label.parentElement?.textContent ?? "";
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

  it("lists each product with its sizes, and the totals: subtotal, delivery, total, then without VAT", async () => {
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

    // 2 × 55,92 + 55,92 + 120,00 = 287,76 €; base 287,76 / 1,23 = 233,95 €. A visitor's
    // delivery is Portugal's, 4,50 € (3,66 € without VAT), and the page says so.
    expect(totalsRow("Subtotal")).toMatch(euros("287,76"));
    expect(totalsRow("Envio")).toMatch(euros("4,50"));
    expect(totalsRow("Total (IVA incluído)")).toMatch(euros("292,26"));
    expect(totalsRow("Artigos sem IVA")).toMatch(euros("233,95"));
    expect(totalsRow("Envio sem IVA")).toMatch(euros("3,66"));
    expect(totalsRow("IVA (23%)")).toMatch(euros("54,65"));
    expect(
      screen.getByText("Envio para Portugal. Outro país? Escolha-o ao finalizar a compra."),
    ).toBeTruthy();
    expect(screen.getByText("Todos os pagamentos são processados em euros.")).toBeTruthy();
    // The panel's button, and the bottom bar's (phones see one or the other).
    // (Text queries: role queries over this page are slow enough in jsdom to time out.)
    const onward = screen.getAllByText("Finalizar compra");
    expect(onward.map((link) => link.closest("a")?.getAttribute("href"))).toEqual([
      "/checkout",
      "/checkout",
    ]);
    const bar = screen.getByLabelText("Total e finalizar compra");
    expect(bar.textContent).toMatch(euros("292,26"));
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
    expect(totalsRow("Total (IVA incluído)")).toMatch(euros("619,62"));

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

  it("prices the delivery to the country of the customer's delivery address", async () => {
    seed();
    const persistent = testPersistent();
    persistent.countries.push({ id: 2, name: "Madeira", code: "PT-30", IVA: null, groupId: 2 });
    persistent.countryGroups["2"] = {
      id: 2,
      name: "Ilhas",
      price: 9.9,
      deliveryDays: { min: 3, max: 5 },
      freeFrom: null,
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(userQuery.queryKey, customer);
    client.setQueryData(addressesQuery.queryKey, { delivery: madeiraAddress, invoice: null });
    renderWithShop(<CartPage />, { path: "/cart", persistent, client });
    await screen.findByRole("article", { name: "Sabrinas de bico fino" });
    // 9,90 € with the mainland's VAT in it: 8,05 € without; Madeira's VAT (22%) on the rest.
    expect(totalsRow("Envio")).toMatch(euros("9,90"));
    expect(totalsRow("Envio sem IVA")).toMatch(euros("8,05"));
    expect(screen.getByText("Envio para Madeira, a morada da sua conta.")).toBeTruthy();
    // Madeira's 22% instead of the 23% in the prices: 297,66 − 287,76 − 9,90 = −0,00…, exact.
    const total = totalsRow("Total (IVA incluído)");
    const adjustment = totalsRow("Acerto para o IVA do destino (22%)");
    expect(adjustment).toMatch(/-\d+,\d{2}\s€/);
    expect(total).toMatch(/\d+,\d{2}\s€/);
    expect(totalsRow("IVA (22%)")).toBeTruthy();
  });

  it("shows no delivery amount when the shop does not deliver to Portugal", async () => {
    seed();
    renderWithShop(<CartPage />, {
      path: "/cart",
      persistent: { ...testPersistent(), countries: [] },
    });
    await screen.findByRole("article", { name: "Sabrinas de bico fino" });
    const delivery = totalsRow("Envio");
    expect(delivery).toContain("calculado ao finalizar a compra");
    expect(delivery).not.toMatch(/€/);
    expect(totalsRow("Total (IVA incluído, sem envio)")).toMatch(euros("287,76"));
    expect(screen.queryByText(/^Envio para/)).toBeNull();
  });

  it("says from what amount delivery is free and what is missing, then that it is free", async () => {
    seed([botins], { "12": { id: 12, quantities: { "41": 1 } } });
    const persistent = testPersistent();
    const portugal = persistent.countryGroups["1"];
    if (portugal) portugal.freeFrom = 150;
    renderWithShop(<CartPage />, { path: "/cart", persistent });
    await screen.findByRole("article", { name: "Botins" });
    expect(
      screen.getByText(/^Envio grátis a partir de 150,00\s€: faltam 30,00\s€\.$/),
    ).toBeTruthy();
    expect(totalsRow("Total (IVA incluído)")).toMatch(euros("124,50"));
    await userEvent.click(
      screen.getByRole("button", { name: "Aumentar quantidade do tamanho 41" }),
    );
    expect(await screen.findByText("O seu envio é grátis.")).toBeTruthy();
    expect(totalsRow("Envio")).toContain("Grátis");
    expect(totalsRow("Total (IVA incluído)")).toMatch(euros("240,00"));
  });

  it("shows the order made for this cart waiting for its payment, not a second purchase", async () => {
    const seeded: Cart = { "12": { id: 12, quantities: { "41": 1 } } };
    cartStore.replace(seeded);
    window.sessionStorage.setItem(
      "checkout-purchase",
      JSON.stringify({
        cartKey: "12:41=1",
        paid: false,
        purchase: {
          id: 5,
          idShort: "K7Q2M9",
          paymentMethod: "MULTIBANCO",
          paymentKey: null,
          paymentReference: "123456789",
          paymentEntity: "12345",
          paymentValue: 124.5,
          paymentExpiresAt: "2099-05-14T17:32:00.000Z",
        },
      }),
    );
    // The shop answers the purchase's state after its wait: still unpaid.
    stubFetch((url) =>
      url.includes("/purchase/wait") ? new Promise<Response>(() => {}) : envelope([botins]),
    );
    renderCart();
    const notice = await screen.findByRole("heading", {
      name: /^Encomenda K7Q2M9 a aguardar pagamento até 14\/05\/2099, \d{2}:32$/,
    });
    expect(notice).toBeTruthy();
    // Once: the notice says it, the action (beside the totals, or the phone's bar) leads there.
    const region = notice.closest("section") as HTMLElement;
    expect(within(region).queryByRole("link")).toBeNull();
    const pay = await screen.findAllByRole("link", { name: "Ver dados de pagamento" });
    expect(pay.every((link) => link.getAttribute("href") === "/checkout")).toBe(true);
    expect(screen.queryByRole("link", { name: "Finalizar compra" })).toBeNull();
    window.sessionStorage.clear();
  });
});
