import type { PurchaseRecord } from "@shop/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../lib/auth/fake-api";
import { queryClient } from "../../../lib/query-client";
import { renderAt } from "../test-support";
import { PurchaseItem } from "./purchase-item";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

const purchase: PurchaseRecord = {
  id: 41,
  idShort: "AB12CD34",
  state: "MULTIBANCO",
  priceBase: 72.6,
  priceDelivery: 4.9,
  priceIVA: 23,
  priceTax: 16.7,
  priceTotal: 94.2,
  paymentMethod: "MULTIBANCO",
  paymentEntity: "11202",
  paymentReference: "123456789",
  paymentExpiresAt: "2025-07-01T17:30:00.000Z",
  deliveryName: "Ana Teste",
  deliveryCountry: "Portugal",
  deliveryStreet: "Rua Augusta 100",
  deliveryCity: "Lisboa",
  deliveryPostalCode: "1100-048",
  pickupStore: null,
  invoiceName: null,
  invoiceNif: null,
  invoiceCountry: null,
  invoiceStreet: null,
  invoiceCity: null,
  invoicePostalCode: null,
  date: "2025-07-01T11:30:00.000Z",
  cart: "{}",
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  refund: null,
  invoice: null,
  creditNotes: [],
  cancel: { allowed: true, needsIban: false },
};

const product = {
  id: 9,
  ref: "SL-25-0109",
  title: "Sabrinas de bico fino",
  price: 69.9,
  discount: 0,
  pictures: ["products/a.svg"],
  thumbnailIndex: 0,
  tags: [],
  sizes: ["37", "38"],
  brandId: null,
  categoryId: 2,
  colorId: null,
  colorManual: null,
  dataPublished: "2025-05-31",
  newCollection: false,
  quantities: { "37": 1, "38": 2 },
};

function renderItem(record: PurchaseRecord = purchase) {
  renderAt(
    "/account/purchases",
    <ul>
      <PurchaseItem purchase={record} />
    </ul>,
  );
}

describe("PurchaseItem", () => {
  it("shows state, reference, day and total in its header", () => {
    fakeApi({});
    renderItem();
    const header = screen.getByRole("button", { expanded: false });
    expect(header.textContent).toContain("AGUARDA PAGAMENTO");
    expect(header.textContent).toContain("AB12CD34");
    expect(header.textContent).toContain("2025-07-01");
    expect(header.textContent).toMatch(/94,20\s€/);
  });

  it("shows a pickup's store with its hours, and the order's moments, as the order page does", async () => {
    const order = {
      state: "READY_FOR_PICKUP",
      pickup: {
        storeName: "Chiado",
        storeAddress: "Rua Garrett, 58, 1200-204 Lisboa",
        hours: [{ days: "Segunda a sexta", times: "10:00–20:00" }],
      },
      timeline: [
        { kind: "CREATED", at: "2026-11-28T20:52:00.000Z" },
        { kind: "READY_FOR_PICKUP", at: "2026-11-30T10:05:00.000Z" },
      ],
    };
    fakeApi({
      "GET /users/client/purchase/41/products": () => ({ data: [product] }),
      "GET /users/client/purchase/41/order": () => ({ data: order }),
    });
    renderItem({
      ...purchase,
      state: "READY_FOR_PICKUP",
      deliveryStreet: "",
      deliveryPostalCode: "",
      deliveryCity: "",
      deliveryCountry: "",
      pickupStore: { name: "Chiado", address: "Rua Garrett, 58, 1200-204 Lisboa" },
    });
    const header = screen.getByRole("button");
    expect(header.textContent).toContain("PRONTA A LEVANTAR");
    await userEvent.setup().click(header);
    const store = await screen.findByRole("region", { name: "Levantamento na loja" });
    expect(within(store).getByText("Chiado")).toBeTruthy();
    expect(within(store).getByText("Rua Garrett, 58, 1200-204 Lisboa")).toBeTruthy();
    expect(within(store).getByText("Levanta: Ana Teste")).toBeTruthy();
    expect(await within(store).findByText("10:00–20:00")).toBeTruthy();
    const moments = await screen.findByRole("region", { name: "Percurso da encomenda" });
    expect(within(moments).getByRole("heading", { level: 3 })).toBeTruthy();
    const items = within(moments).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Encomenda feita28 de novembro de 2026, 20:52",
      "Pronta a levantar30 de novembro de 2026, 10:05",
    ]);
    expect(screen.queryByRole("heading", { name: "Morada de entrega" })).toBeNull();
  });

  it("loads the products on the first opening only", async () => {
    const api = fakeApi({ "GET /users/client/purchase/41/products": () => ({ data: [product] }) });
    const user = userEvent.setup();
    renderItem();
    expect(api.calls).toHaveLength(0);
    const header = screen.getByRole("button");
    await user.click(header);
    expect(await screen.findByText("Tamanho: 38 · Quantidade: 2")).toBeTruthy();
    expect(screen.getByText("Tamanho: 37 · Quantidade: 1")).toBeTruthy();
    expect(screen.getByText("123 456 789")).toBeTruthy();
    expect(screen.getByText("2025-07-01 18:30")).toBeTruthy();
    expect(screen.getByText("Fatura de consumidor final.")).toBeTruthy();
    await user.click(header);
    await user.click(header);
    expect(screen.getAllByText(/Quantidade/)).toHaveLength(2);
    expect(api.callsTo("GET /users/client/purchase/41/products")).toHaveLength(1);
  });

  it("links the issued invoice-receipt's PDF", async () => {
    fakeApi({ "GET /users/client/purchase/41/products": () => ({ data: [] }) });
    const user = userEvent.setup();
    renderItem({
      ...purchase,
      state: "PAYED",
      invoice: { number: "FR A/12", url: "/users/client/purchase/41/invoice" },
    });
    await user.click(screen.getByRole("button"));
    const link = screen.getByRole("link", { name: /Abrir a fatura-recibo FR A\/12 \(PDF\)/ });
    expect(link.getAttribute("href")).toBe("/api/users/client/purchase/41/invoice");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("links the tracking once dispatched, and shows no payment details then", async () => {
    fakeApi({ "GET /users/client/purchase/41/products": () => ({ data: [] }) });
    const user = userEvent.setup();
    renderItem({
      ...purchase,
      state: "DISPATCHED",
      carrier: "CTT",
      trackingUrl: "https://tracking.example/AB1",
      trackingNumber: "AB1",
    });
    expect(screen.getByRole("button").textContent).toContain("A TRANSITO");
    await user.click(screen.getByRole("button"));
    expect(screen.getByText("CTT").parentElement?.textContent).toBe("Transportadora: CTT");
    expect(screen.getByRole("link", { name: /Seguir a encomenda/ }).getAttribute("href")).toBe(
      "https://tracking.example/AB1",
    );
    expect(screen.queryByText("Pagamento MULTIBANCO")).toBeNull();
  });

  it("says what happens to the money of a cancelled purchase", async () => {
    fakeApi({ "GET /users/client/purchase/41/products": () => ({ data: [] }) });
    const user = userEvent.setup();
    renderItem({
      ...purchase,
      state: "CANCELED",
      refund: { method: "BANK_TRANSFER", done: false },
    });
    expect(screen.getByRole("button").textContent).toContain("CANCELADA");
    await user.click(screen.getByRole("button"));
    expect(screen.getByText(/devolver o valor por transferência bancária/)).toBeTruthy();
    cleanup();
    renderItem({ ...purchase, state: "CANCELED" });
    await user.click(screen.getByRole("button"));
    expect(
      screen.getByText("A encomenda não chegou a ser paga: não lhe foi cobrado nada."),
    ).toBeTruthy();
  });

  it("shows no tag for a registered purchase", () => {
    fakeApi({});
    renderItem({ ...purchase, state: "REGISTERED" });
    expect(screen.getByRole("button").textContent).not.toContain("AGUARDA");
  });

  it("comes open when an email links to it, with price lines that add up to the total", async () => {
    fakeApi({ "GET /users/client/purchase/41/products": () => ({ data: [] }) });
    renderAt(
      "/account/purchases",
      <ul>
        <PurchaseItem purchase={purchase} linked />
      </ul>,
    );
    expect(screen.getByRole("button", { expanded: true })).toBeTruthy();
    const row = (label: string) => screen.getByText(label).parentElement?.textContent ?? "";
    expect(row("Produtos (sem IVA)")).toMatch(/72,60\s€/);
    expect(row("Portes de envio (sem IVA)")).toMatch(/4,90\s€/);
    expect(row("IVA (23%)")).toMatch(/16,70\s€/);
    expect(row("Total (IVA incluído)")).toMatch(/94,20\s€/);
  });
});

describe("PurchaseItem's cancelling", () => {
  const paid: PurchaseRecord = {
    ...purchase,
    state: "PAYED",
    cancel: { allowed: true, needsIban: true },
  };

  it("asks the IBAN of a paid MULTIBANCO purchase, refuses a wrong one, then says what happens", async () => {
    const api = fakeApi({
      "GET /users/client/purchase/41/products": () => ({ data: [] }),
      "POST /users/client/purchase/41/cancel": () => ({ data: { refund: "transfer-pending" } }),
      "GET /users/client/purchases": () => ({ data: [] }),
    });
    const user = userEvent.setup();
    renderItem(paid);
    await user.click(screen.getByRole("button", { expanded: false }));
    await user.click(screen.getByRole("button", { name: "Cancelar encomenda" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancelar esta encomenda?" });
    expect(dialog.textContent).toMatch(/Devolvemos 94,20\s€ por transferência bancária/);
    const iban = screen.getByLabelText(/IBAN/);
    await user.type(iban, "PT50 0002 0123 1234 5678 9015 5");
    await user.click(screen.getByRole("button", { name: "Sim, cancelar encomenda" }));
    expect(
      await screen.findByText("O IBAN não é válido. Confirme as letras e os algarismos."),
    ).toBeTruthy();
    expect(api.callsTo("POST /users/client/purchase/41/cancel")).toHaveLength(0);
    await user.clear(iban);
    await user.type(iban, "pt50 0002 0123 1234 5678 9015 4");
    await user.click(screen.getByRole("button", { name: "Sim, cancelar encomenda" }));
    expect(
      await screen.findByText(
        "Encomenda cancelada. Vamos devolver o valor por transferência bancária para a conta que nos indicou, no prazo máximo de 14 dias a contar do cancelamento.",
      ),
    ).toBeTruthy();
    expect(api.callsTo("POST /users/client/purchase/41/cancel")[0]?.body).toEqual({
      iban: "PT50000201231234567890154",
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks no IBAN for a card payment, and offers no cancel once it may not", async () => {
    fakeApi({ "GET /users/client/purchase/41/products": () => ({ data: [] }) });
    const user = userEvent.setup();
    renderItem({ ...paid, cancel: { allowed: true, needsIban: false } });
    await user.click(screen.getByRole("button", { expanded: false }));
    await user.click(screen.getByRole("button", { name: "Cancelar encomenda" }));
    expect(screen.getByRole("alertdialog").textContent).toMatch(
      /Devolvemos 94,20\s€ ao cartão com que pagou\./,
    );
    expect(screen.queryByLabelText(/IBAN/)).toBeNull();
    cleanup();
    renderItem({
      ...paid,
      state: "DISPATCHED_REQUESTED",
      cancel: { allowed: false, needsIban: false },
    });
    await user.click(screen.getByRole("button", { expanded: false }));
    expect(screen.queryByRole("button", { name: "Cancelar encomenda" })).toBeNull();
  });

  it("links the credit notes' PDFs beside the invoice", async () => {
    fakeApi({ "GET /users/client/purchase/41/products": () => ({ data: [] }) });
    const user = userEvent.setup();
    renderItem({
      ...paid,
      state: "CANCELED",
      invoice: { number: "FR A/12", url: "/users/client/purchase/41/invoice" },
      creditNotes: [{ number: "NC A/3", url: "/public/invoices/abc" }],
      cancel: { allowed: false, needsIban: false },
    });
    await user.click(screen.getByRole("button", { expanded: false }));
    const link = screen.getByRole("link", { name: /Abrir a nota de crédito NC A\/3 \(PDF\)/ });
    expect(link.getAttribute("href")).toBe("/api/public/invoices/abc");
  });
});
