import type { Product } from "@shop/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartStore } from "../../lib/cart/cart-store";
import { testPersistent } from "../../lib/test-persistent";
import { stockQuery } from "../catalog/api";
import { QuickBuy } from "./quick-buy";
import { sizesToPick, useSizePicker } from "./size-picker";
import { envelope, renderWithShop, stubFetch, testProduct } from "./test-support";

const product = testProduct();
const stock = {
  online: { "36": 0, "37": 3, "38": 1, "39": 0, "44": 5 },
  "1": { "36": 2 },
};

function Opener({ item = product }: { item?: Product }) {
  const open = useSizePicker();
  return (
    <button type="button" onClick={() => open(item)}>
      Comprar
    </button>
  );
}

async function openPicker(options: Parameters<typeof renderWithShop>[1] = {}) {
  const user = userEvent.setup();
  const view = renderWithShop(<Opener />, options);
  await user.click(screen.getByRole("button", { name: "Comprar" }));
  return { user, ...view };
}

beforeEach(() => cartStore.clear());

afterEach(() => {
  cleanup();
  cartStore.clear();
  vi.unstubAllGlobals();
});

describe("sizesToPick", () => {
  it("lists the product's sizes with online stock, smallest first", () => {
    expect(sizesToPick(stock, ["39", "38", "37", "36"])).toEqual(["37", "38"]);
    expect(sizesToPick({ online: {} }, ["37"])).toEqual([]);
    // Half sizes after their whole one, ranges and letters after the numbers.
    const sizes = ["39-42", "U", "40", "36.5", "36"];
    const all = { online: Object.fromEntries(sizes.map((size) => [size, 1])) };
    expect(sizesToPick(all, sizes)).toEqual(["36", "36.5", "40", "39-42", "U"]);
    expect(sizesToPick({}, ["37"])).toEqual([]);
  });
});

describe("the size picker", () => {
  it("puts a one-size product in the online stock straight in the cart, in one tap", async () => {
    stubFetch(() => envelope({ online: { U: 2 } }));
    const user = userEvent.setup();
    renderWithShop(<Opener item={testProduct({ sizes: ["U"] })} />);
    await user.click(screen.getByRole("button", { name: "Comprar" }));
    await screen.findByRole("dialog", { name: "Artigo adicionado!" });
    expect(screen.queryByRole("dialog", { name: "Escolha o tamanho" })).toBeNull();
    expect(cartStore.get()).toEqual({ "9": { id: 9, quantities: { U: 1 } } });
  });

  it("offers 'Avisem-me' ways for a one-size product sold out online", async () => {
    stubFetch(() => envelope({ online: { U: 0 } }));
    const user = userEvent.setup();
    renderWithShop(<Opener item={testProduct({ sizes: ["U"] })} />);
    await user.click(screen.getByRole("button", { name: "Comprar" }));
    const dialog = await screen.findByRole("dialog", { name: "Escolha o tamanho" });
    await within(dialog).findByText("Artigo indisponível online");
    expect(cartStore.get()).toEqual({});
  });

  it("says the shop is closed, and asks nothing of the server, while store_online is false", async () => {
    const fetchMock = stubFetch(() => envelope(stock));
    await openPicker({ persistent: testPersistent({ store_online: false }) });
    const dialog = screen.getByRole("alertdialog", { name: "Ups" });
    expect(dialog.textContent).toContain(
      "A nossa loja está temporáriamente indisponível. Pedimos desculpa pelo incómodo. Por favor tente mais tarde.",
    );
    expect(screen.queryByRole("dialog", { name: "Escolha o tamanho" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows that it is loading the stock, then the sizes with online stock", async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(
      (url) =>
        new Promise<Response>((resolve) => {
          expect(url).toMatch(/\/public\/products\/9\/stock$/);
          answer = resolve;
        }),
    );
    await openPicker();
    const dialog = screen.getByRole("dialog", { name: "Escolha o tamanho" });
    expect(dialog.textContent).toContain("Sabrinas de bico fino");
    expect(within(dialog).getByText("A verificar o stock…")).toBeTruthy();

    answer(envelope(stock));
    const sizes = await within(dialog).findByRole("group", { name: "Tamanhos disponíveis online" });
    expect(
      within(sizes)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["37", "38"]);
    expect(within(dialog).queryByText("A verificar o stock…")).toBeNull();
  });

  it("adds the chosen size to the cart and says 'Artigo adicionado!'", async () => {
    stubFetch(() => envelope(stock));
    const { user } = await openPicker();
    await user.click(
      await screen.findByRole("button", { name: "Adicionar o tamanho 38 ao carrinho" }),
    );

    expect(screen.queryByRole("dialog", { name: "Escolha o tamanho" })).toBeNull();
    expect(cartStore.get()).toEqual({ "9": { id: 9, quantities: { "38": 1 } } });
    const added = screen.getByRole("dialog", { name: "Artigo adicionado!" });
    expect(added.textContent).toContain("Sabrinas de bico fino");
    expect(added.textContent).toContain("Tamanho38");
    expect(within(added).getByRole("link", { name: "Ver carrinho" }).getAttribute("href")).toBe(
      "/cart",
    );
    expect(within(added).getByRole("link", { name: "Finalizar compra" }).getAttribute("href")).toBe(
      "/checkout",
    );
    const buttons = within(added).getAllByRole("button", { name: "Fechar" });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says when a size already has the 10 units a cart may hold", async () => {
    stubFetch(() => envelope({ online: { "37": 12 } }));
    cartStore.replace({ "9": { id: 9, quantities: { "37": 10 } } });
    const { user } = await openPicker();
    await user.click(
      await screen.findByRole("button", { name: "Adicionar o tamanho 37 ao carrinho" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Quantidade máxima atingida" });
    expect(dialog.textContent).toContain("Já tem 10 unidades deste tamanho no carrinho");
    expect(cartStore.get()["9"]?.quantities["37"]).toBe(10);
  });

  it("stops at the online stock of the size, and says the cart has every unit there is", async () => {
    stubFetch(() => envelope(stock));
    cartStore.replace({ "9": { id: 9, quantities: { "37": 3 } } });
    const { user } = await openPicker();
    await user.click(
      await screen.findByRole("button", { name: "Adicionar o tamanho 37 ao carrinho" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Quantidade máxima atingida" });
    expect(dialog.textContent).toContain(
      "Só temos 3 unidades deste tamanho online e já estão todas no seu carrinho.",
    );
    expect(cartStore.get()["9"]?.quantities["37"]).toBe(3);
  });

  it("says when the cart already asks for more than the online stock of the size", async () => {
    stubFetch(() => envelope(stock));
    cartStore.replace({ "9": { id: 9, quantities: { "37": 5 } } });
    const { user } = await openPicker();
    await user.click(
      await screen.findByRole("button", { name: "Adicionar o tamanho 37 ao carrinho" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Quantidade máxima atingida" });
    expect(dialog.textContent).toContain(
      "Só temos 3 unidades deste tamanho online e o seu carrinho tem 5.",
    );
    expect(cartStore.get()["9"]?.quantities["37"]).toBe(5);
  });

  it("says 'Artigo indisponível online', with an apology and the product's page, without online stock", async () => {
    stubFetch(() => envelope({ online: { "37": 0 }, "1": { "37": 4 } }));
    await openPicker();
    const dialog = screen.getByRole("dialog", { name: "Escolha o tamanho" });
    await within(dialog).findByText("Artigo indisponível online");
    expect(dialog.textContent).toContain("Pedimos desculpa");
    expect(within(dialog).queryByRole("group")).toBeNull();
    const link = within(dialog).getByRole("link", { name: "Ver a página do produto" });
    expect(link.getAttribute("href")).toBe("/product/9");
  });

  it("offers to try again when the stock cannot be loaded", async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? new Response(
            JSON.stringify({ valid: false, error: { code: "INTERNAL", message: "x" } }),
            {
              status: 500,
            },
          )
        : envelope(stock);
    });
    const { user } = await openPicker();
    await user.click(await screen.findByRole("button", { name: "Tentar novamente" }));
    expect(
      await screen.findByRole("button", { name: "Adicionar o tamanho 37 ao carrinho" }),
    ).toBeTruthy();
  });

  it("drops the loaded stock when it closes, so the next opening asks again", async () => {
    const fetchMock = stubFetch(() => envelope(stock));
    const { user, client } = await openPicker();
    await screen.findByRole("button", { name: "Adicionar o tamanho 37 ao carrinho" });
    expect(client.getQueryData(stockQuery(9).queryKey)).toEqual(stock);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() =>
      expect(client.getQueryCache().find({ queryKey: ["products", "stock", 9] })).toBeUndefined(),
    );

    await user.click(screen.getByRole("button", { name: "Comprar" }));
    await screen.findByRole("button", { name: "Adicionar o tamanho 37 ao carrinho" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("opens from a card's 'Comprar' button, named after the product", async () => {
    stubFetch(() => envelope(stock));
    const user = userEvent.setup();
    renderWithShop(<QuickBuy product={product} />);
    await user.click(screen.getByRole("button", { name: "Comprar Sabrinas de bico fino" }));
    expect(screen.getByRole("dialog", { name: "Escolha o tamanho" })).toBeTruthy();
  });
});
