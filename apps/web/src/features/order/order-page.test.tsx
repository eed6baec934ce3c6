import type { OrderPage } from "@shop/shared";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../lib/auth/fake-api";
import { queryClient } from "../../lib/query-client";
import { renderAt } from "../account/test-support";
import { OrderPagePage } from "./order-page";
import { OrderView } from "./order-view";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

const TOKEN = "t".repeat(43);

const order: OrderPage = {
  idShort: "AB12CD34",
  state: "PAYED",
  date: "2025-07-01T11:30:00.000Z",
  paymentMethod: "CREDIT",
  lines: [
    {
      productId: 9,
      title: "Sabrinas de bico fino",
      size: "38",
      quantity: 2,
      price: 44.9,
      codeDiscount: 8.98,
      picture: "products/sabrinas-1.jpg",
    },
  ],
  totals: { base: 65.71, deliveryBase: 3.98, vat: 16.03, vatPercent: 23, total: 85.72 },
  giftCardsUsed: [],
  giftCardsSold: [],
  discountCode: { code: "NATAL10", amount: 8.98, freeDelivery: false },
  deliveryPlace: "1100-053, Portugal",
  pickup: null,
  timeline: [
    { kind: "CREATED", at: "2025-07-01T11:30:00.000Z" },
    { kind: "PAID", at: "2026-11-28T20:52:00.000Z" },
  ],
  multibanco: null,
  dispatch: null,
  invoice: { number: "FR A/12", url: "/public/invoices/inv" },
  creditNotes: [],
  refund: null,
  cancel: { allowed: true, needsIban: false },
  returns: null,
};

const delivered: OrderPage = {
  ...order,
  state: "DELIVERED",
  cancel: { allowed: false, needsIban: false },
  returns: {
    until: "2025-08-01",
    open: true,
    lines: [
      { productId: 9, title: "Sabrinas de bico fino", size: "38", quantity: 2, sizes: ["37"] },
    ],
    needsIban: false,
    shopAddress: "Rua Augusta 1, 1100-053 Lisboa",
    stores: [],
    returns: [],
  },
};

const renderPage = () => renderAt(`/encomenda/${TOKEN}`, <OrderPagePage />, "/encomenda/:token");

describe("the order page", () => {
  it("shows the order as the emails do, and cancels it to the card", async () => {
    const api = fakeApi({
      [`GET /public/orders/${TOKEN}`]: () => ({ data: order }),
      [`POST /public/orders/${TOKEN}/cancel`]: () => ({ data: { refund: "card-done" } }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole("heading", { name: "Encomenda AB12CD34" })).toBeTruthy();
    expect(screen.getByText("A PREPARAR")).toBeTruthy();
    expect(screen.getByText("1100-053, Portugal")).toBeTruthy();
    expect(screen.getByText(/Tamanho: 38 · Quantidade: 2 · Preço: 44,90\s€/)).toBeTruthy();
    expect(
      screen.getByRole("link", { name: /Abrir a fatura-recibo FR A\/12/ }).getAttribute("href"),
    ).toBe("/api/public/invoices/inv");
    await user.click(screen.getByRole("button", { name: "Cancelar encomenda" }));
    await user.click(screen.getByRole("button", { name: "Sim, cancelar encomenda" }));
    expect(
      await screen.findByText("Encomenda cancelada. Devolvemos o valor ao cartão com que pagou."),
    ).toBeTruthy();
    expect(api.callsTo(`POST /public/orders/${TOKEN}/cancel`)[0]?.body).toEqual({ iban: null });
  });

  it("asks for a return of a delivered purchase through its link", async () => {
    const api = fakeApi({
      [`GET /public/orders/${TOKEN}`]: () => ({ data: delivered }),
      [`POST /public/orders/${TOKEN}/returns`]: () => ({ data: { id: 4 } }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Devolver ou trocar artigos" }));
    await user.click(screen.getByLabelText("Sabrinas de bico fino, tamanho 38"));
    await user.click(screen.getByRole("button", { name: "Pedir" }));
    expect(
      await screen.findByText(
        "Pedido registado. Enviámos-lhe um email com as instruções de envio.",
      ),
    ).toBeTruthy();
    expect(api.callsTo(`POST /public/orders/${TOKEN}/returns`)[0]?.body).toMatchObject({
      kind: "RETURN",
      lines: [{ productId: 9, size: "38", quantity: 1, exchangeSize: null }],
    });
    expect(api.callsTo(`GET /public/orders/${TOKEN}`)).toHaveLength(2);
  });

  it("revokes its link: then it says so", async () => {
    const api = fakeApi({
      [`GET /public/orders/${TOKEN}`]: () => ({ data: order }),
      [`POST /public/orders/${TOKEN}/revoke`]: () => ({ data: null }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Desativar esta ligação" }));
    expect(await screen.findByRole("heading", { name: "Ligação desativada" })).toBeTruthy();
    expect(api.callsTo(`POST /public/orders/${TOKEN}/revoke`)).toHaveLength(1);
  });

  it("says a dead link is not there, without retrying it", async () => {
    const api = fakeApi({});
    renderPage();
    expect(
      await screen.findByRole("heading", { name: "Esta ligação não existe ou foi desativada." }),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });
});

describe("OrderView", () => {
  it("shows the order's moments in Lisbon's time and each product's picture", () => {
    renderAt("/", <OrderView order={order} />);
    const timeline = screen.getByRole("region", { name: "Percurso da encomenda" });
    expect(timeline.textContent).toContain("Encomenda feita1 de julho de 2025, 12:30");
    expect(timeline.textContent).toContain("Pagamento recebido28 de novembro de 2026, 20:52");
    const picture = document.querySelector("img");
    expect(picture?.getAttribute("src")).toContain("sabrinas-1");
  });

  it("shows the discount code the order used, and each line's share of it", () => {
    renderAt("/", <OrderView order={order} />);
    expect(screen.getByText(/Código de desconto: −8,98\s€/)).toBeTruthy();
    const prices = screen.getByRole("region", { name: "Valores" });
    expect(prices.textContent).toMatch(/Código de desconto NATAL10−8,98\s€/);
    expect(prices.textContent).toMatch(/Total \(IVA incluído\)85,72\s€/);
  });

  it("names a pickup's store, its address and its hours instead of a delivery place", () => {
    const hours = [
      { days: "Segunda a sexta", times: "10:00–20:00" },
      { days: "Domingo", times: "Encerrada" },
    ];
    renderAt(
      "/",
      <OrderView
        order={{
          ...order,
          pickup: { storeName: "Chiado", storeAddress: "Rua Garrett 10", hours },
        }}
      />,
    );
    const store = screen.getByRole("region", { name: "Levantamento na loja" });
    expect(store.textContent).toContain("Chiado");
    expect(store.textContent).toContain("Rua Garrett 10");
    expect(store.textContent).toContain("Segunda a sexta10:00–20:00");
    expect(store.textContent).toContain("DomingoEncerrada");
    expect(screen.queryByText("1100-053, Portugal")).toBeNull();
  });

  it("shows the returns section given to it, and no cancel once it may not", () => {
    renderAt(
      "/",
      <OrderView
        order={{ ...order, state: "DELIVERED", cancel: { allowed: false, needsIban: false } }}
        cancelAction={<button type="button">Cancelar encomenda</button>}
        returnsSection={<section aria-label="Devolver ou trocar">devoluções</section>}
      />,
    );
    expect(screen.getByRole("region", { name: "Devolver ou trocar" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancelar encomenda" })).toBeNull();
  });
});
