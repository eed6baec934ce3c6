import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartStore } from "../../lib/cart/cart-store";
import { giftCardLinesStore } from "../../lib/cart/gift-card-lines";
import { CartButton } from "./cart-button";
import { envelope, renderWithShop, stubFetch, stubMatchMedia, testProduct } from "./test-support";

function Header() {
  return (
    <>
      <CartButton />
      <Link to="/products">Produtos</Link>
      <p>Fora do carrinho</p>
    </>
  );
}

function renderButton() {
  return {
    user: userEvent.setup(),
    ...renderWithShop(<p>Início</p>, { path: "/home", chrome: <Header /> }),
  };
}

beforeEach(() => {
  cartStore.clear();
  giftCardLinesStore.clear();
  stubFetch(() => envelope([testProduct()]));
});

afterEach(() => {
  cleanup();
  cartStore.clear();
  giftCardLinesStore.clear();
  vi.unstubAllGlobals();
});

describe("CartButton", () => {
  it("names the number of units in the cart", () => {
    stubMatchMedia(false);
    renderButton();
    expect(screen.getByRole("link", { name: "Carrinho, vazio" })).toBeTruthy();
    cartStore.replace({ "9": { id: 9, quantities: { "37": 2, "38": 1 } } });
    return screen.findByRole("link", { name: "Carrinho, 3 artigos" });
  });

  it("goes to the cart page below 1200 px", async () => {
    stubMatchMedia(false);
    cartStore.replace({ "9": { id: 9, quantities: { "37": 1 } } });
    const { user } = renderButton();
    const button = screen.getByRole("link", { name: "Carrinho, 1 artigo" });
    expect(button.getAttribute("aria-expanded")).toBeNull();
    await user.click(button);
    expect(screen.getByTestId("location").textContent).toBe("/cart");
  });

  it("toggles the popup from 1200 px, with the items, price without VAT and TOTAL without delivery", async () => {
    stubMatchMedia(true);
    cartStore.replace({ "9": { id: 9, quantities: { "37": 2 } } });
    const { user } = renderButton();
    const button = screen.getByRole("link", { name: "Carrinho, 2 artigos" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByTestId("location").textContent).toBe("/home");

    const popup = screen.getByRole("region", { name: "O seu carrinho" });
    expect(button.getAttribute("aria-controls")).toBe(popup.id);
    const line = await within(popup).findByRole("listitem");
    expect(line.textContent).toContain("Sabrinas de bico fino");
    expect(line.textContent).toContain("Tamanho 37");
    expect(line.textContent).toMatch(/111,84\s€/);
    expect(popup.textContent).toContain("Preço sem IVA");
    expect(popup.textContent).toMatch(/TOTAL \(sem portes\)111,84\s€/);
    expect(within(popup).getByRole("link", { name: "Ver carrinho" }).getAttribute("href")).toBe(
      "/cart",
    );
    expect(within(popup).getByRole("link", { name: "Finalizar compra" }).getAttribute("href")).toBe(
      "/checkout",
    );

    await user.click(button);
    expect(screen.queryByRole("region", { name: "O seu carrinho" })).toBeNull();
  });

  it("lists the cart's gift cards in the popup (value, recipient) and counts them in the total", async () => {
    stubMatchMedia(true);
    cartStore.replace({ "9": { id: 9, quantities: { "37": 2 } } });
    giftCardLinesStore.add({
      valueCents: 5000,
      recipientName: "Rita Lopes",
      recipientEmail: "rita@example.pt",
      message: "",
      deliveryDay: "2026-12-24",
    });
    const { user } = renderButton();
    await user.click(screen.getByRole("link", { name: "Carrinho, 3 artigos" }));
    const popup = screen.getByRole("region", { name: "O seu carrinho" });
    const cards = await within(popup).findByRole("region", { name: "Cartões-presente" });
    expect(cards.textContent).toMatch(/Cartão-presente de 50,00\s€ para Rita Lopes/);
    expect(cards.textContent).toContain("rita@example.pt");
    expect(within(cards).queryByRole("button")).toBeNull();
    expect(popup.textContent).toMatch(/TOTAL \(sem portes\)161,84\s€/);
    // Gift cards alone: the popup still lists them, with their total.
    act(() => cartStore.clear());
    await waitFor(() => expect(popup.textContent).toMatch(/TOTAL \(sem portes\)50,00\s€/));
    expect(popup.textContent).not.toContain("O seu carrinho está vazio.");
  });

  it("says the cart is empty in the popup", async () => {
    stubMatchMedia(true);
    const { user } = renderButton();
    await user.click(screen.getByRole("link", { name: "Carrinho, vazio" }));
    const popup = screen.getByRole("region", { name: "O seu carrinho" });
    expect(popup.textContent).toContain("O seu carrinho está vazio.");
    expect(within(popup).queryByRole("link")).toBeNull();
  });

  it("closes on Escape (focus back on the button), a click outside and a navigation", async () => {
    stubMatchMedia(true);
    const { user } = renderButton();
    const button = screen.getByRole("link", { name: /^Carrinho/ });
    const popup = () => screen.queryByRole("region", { name: "O seu carrinho" });

    await user.click(button);
    await user.keyboard("{Escape}");
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    fireEvent.pointerDown(screen.getByText("Fora do carrinho"));
    expect(popup()).toBeNull();

    await user.click(button);
    fireEvent.pointerDown(screen.getByRole("region", { name: "O seu carrinho" }));
    expect(popup()).not.toBeNull();
    await user.click(screen.getByRole("link", { name: "Produtos" }));
    expect(screen.getByTestId("location").textContent).toBe("/products");
    expect(popup()).toBeNull();
    await user.click(button);
    expect(popup()).not.toBeNull();
  });
});
