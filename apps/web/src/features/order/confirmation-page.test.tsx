import type { OrderPage } from "@shop/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { renderAt } from "../account/test-support";
import { ConfirmationPage } from "./confirmation-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  window.sessionStorage.clear();
});

const TOKEN = "c".repeat(43);

const paid: OrderPage = {
  idShort: "AB12CD34",
  state: "PAYED",
  date: "2026-11-28T20:52:00.000Z",
  paymentMethod: "MULTIBANCO",
  lines: [
    {
      productId: 9,
      title: "Sabrinas de bico fino",
      size: "38",
      quantity: 1,
      price: 44.9,
      codeDiscount: 0,
      picture: null,
    },
  ],
  totals: { base: 36.5, deliveryBase: 3.98, vat: 9.31, vatPercent: 23, total: 49.79 },
  giftCardsUsed: [],
  giftCardsSold: [],
  discountCode: null,
  deliveryPlace: "1100-053, Portugal",
  pickup: null,
  timeline: [{ kind: "CREATED", at: "2026-11-28T20:52:00.000Z" }],
  multibanco: null,
  dispatch: null,
  invoice: null,
  creditNotes: [],
  refund: null,
  cancel: { allowed: true, needsIban: false },
  returns: null,
};

const waiting: OrderPage = {
  ...paid,
  state: "MULTIBANCO",
  multibanco: { entity: "12345", reference: "123456789", expiresAt: "2099-05-14T17:32:00.000Z" },
};

/** The shop answers the order; the payment's wait and everything else are still on their way. */
function serve(order: OrderPage) {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      String(url).includes(`/public/orders/${TOKEN}`)
        ? Promise.resolve(
            new Response(JSON.stringify({ valid: true, data: order }), {
              headers: { "content-type": "application/json" },
            }),
          )
        : new Promise<Response>(() => {}),
    ),
  );
}

const renderPage = () =>
  renderAt(`/encomenda/confirmada/${TOKEN}`, <ConfirmationPage />, "/encomenda/confirmada/:token");

describe("the confirmation page", () => {
  it("waits for a MULTIBANCO reference: the payment's data, what comes next, the order's link", async () => {
    serve(waiting);
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Encomenda registada" }),
    ).toBeTruthy();
    expect(screen.getByText("Encomenda AB12CD34: aguarda pagamento.")).toBeTruthy();
    const reference = screen.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
    expect(within(reference).getByText("12345")).toBeTruthy();
    expect(within(reference).getByText("123 456 789")).toBeTruthy();
    expect(within(reference).getByText(/49,79\s€/)).toBeTruthy();
    expect(within(reference).getByText(/^Pagar até/)).toBeTruthy();
    const next = screen.getByRole("region", { name: "O que acontece a seguir" });
    expect(next.textContent).toContain(
      "Assim que o pagamento for recebido, enviamos-lhe a confirmação por email.",
    );
    expect(within(next).getByRole("link", { name: "Ver a encomenda" }).getAttribute("href")).toBe(
      `/encomenda/${TOKEN}`,
    );
    expect(screen.queryByText(/Obrigado/)).toBeNull();
  });

  it("says an order whose reference expired is cancelled, with no payment to make", async () => {
    serve({ ...waiting, state: "CANCELED", cancel: { allowed: false, needsIban: false } });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Encomenda cancelada" }),
    ).toBeTruthy();
    expect(screen.getByText("Encomenda AB12CD34: cancelada.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^Pagamento/ })).toBeNull();
    expect(screen.queryByText(/Preparamos a encomenda/)).toBeNull();
  });

  it("shows an MB WAY wait without its panel in a tab that did not buy it", async () => {
    serve({ ...paid, state: "REGISTERED", paymentMethod: "MBWAY" });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Encomenda registada" }),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Pagamento por MB WAY" })).toBeNull();
    expect(screen.getByRole("link", { name: "Ver a encomenda" })).toBeTruthy();
  });

  it("says the payment arrived, with the order's reference, method and value", async () => {
    serve(paid);
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Obrigado pela sua compra!" }),
    ).toBeTruthy();
    expect(screen.getByText(/Encomenda AB12CD34: pagamento recebido\./)).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^Pagamento/ })).toBeNull();
  });
});
