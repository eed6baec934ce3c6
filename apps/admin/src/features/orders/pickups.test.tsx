import type { PickupList, PickupOrder, StaffRole } from "@shop/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { renderSignedIn, testStaff } from "../../test-support";
import { Component as OrderPage } from "./order-page";
import { Component as OrdersPage } from "./orders-page";

const pickup: PickupOrder = {
  idShort: "AB12CD34",
  state: "PAYED",
  createdAt: "2026-11-26T10:00:00.000Z",
  customer: { name: "Carla Levanta", phone: "+351 912 345 678" },
  lines: [{ productId: 1, ref: "SL-0001", title: "Sandálias de pele", size: "38", quantity: 1 }],
  pickup: {
    storeId: 1,
    storeName: "Chiado",
    storeAddress: "Rua Garrett 10",
    readyAt: null,
    remindedAt: null,
    overdue: false,
  },
  events: [{ id: 1, at: "2026-11-26T10:00:00.000Z", kind: "PAID", staff: null, details: {} }],
};

const pickups: PickupList = {
  items: [
    {
      idShort: "AB12CD34",
      createdAt: "2026-11-26T10:00:00.000Z",
      state: "READY_FOR_PICKUP",
      name: "Carla Levanta",
      store: "Chiado",
      readyAt: "2026-11-27T09:00:00.000Z",
      overdue: false,
    },
  ],
  total: 1,
  moreThanTotal: false,
  page: 1,
  pageSize: 20,
};

const none = { items: [], total: 0, moreThanTotal: false, page: 1, pageSize: 20 };

/** What the API answers to a path the pages call (a move answers null). */
function answerTo(url: string): unknown {
  if (url.startsWith("/api/admin/pickups/")) return pickup;
  if (url.startsWith("/api/admin/pickups")) return pickups;
  if (url.startsWith("/api/admin/orders?")) return none;
  if (url.startsWith("/api/admin/invoicing")) return { provider: "sandbox", failed: 0 };
  if (url.startsWith("/api/public/persistent")) return { stores: [] };
  return null;
}

/** Answers the back office's calls as the API does, and keeps the paths it was asked. */
function stubApi() {
  const fetch = vi.fn(async (url: string) =>
    Response.json({ valid: true, data: answerTo(url), message: "Encomenda pronta a levantar." }),
  );
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([url]) => String(url));
}

function renderAs(role: StaffRole, path: string) {
  renderSignedIn(
    testStaff(role),
    [
      { path: "/encomendas", element: <OrdersPage /> },
      { path: "/encomendas/:idShort", element: <OrderPage /> },
    ],
    path,
  );
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the orders section of a store's staff", () => {
  it("lists their store's pickups by who collects them, with no export and no customer's email", async () => {
    const called = stubApi();
    renderAs("store", "/encomendas");
    const table = await screen.findByRole("table", { name: "Encomendas a levantar na loja" });
    const row = await within(table).findByRole("row", { name: /AB12CD34/ });
    expect(row.textContent).toContain("Carla Levanta");
    expect(row.textContent).toContain("Pronta a levantar");
    expect(screen.queryByRole("link", { name: "Exportar CSV" })).toBeNull();
    expect(screen.getByLabelText("Procurar por referência ou nome")).toBeTruthy();
    expect(called().every((url) => url.startsWith("/api/admin/pickups"))).toBe(true);
  });

  it("shows a pickup as the counter hands it over, and puts it on the shelf", async () => {
    const called = stubApi();
    renderAs("store", "/encomendas/AB12CD34");
    const page = await screen.findByRole("article");
    for (const text of ["Carla Levanta", "+351 912 345 678", "Sandálias de pele", "Rua Garrett 10"])
      expect(page.textContent).toContain(text);
    for (const absent of ["Dados de faturação", "Morada de entrega", "Reembolso", "Email", "€"])
      expect(page.textContent).not.toContain(absent);
    expect(screen.queryByRole("button", { name: "Cancelar encomenda" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Pronto a levantar" }));
    // It asks first: the customer is emailed, and it cannot be undone.
    const dialog = screen.getByRole("dialog", { name: "A encomenda está pronta a levantar?" });
    expect(dialog.textContent).toContain("Este passo não pode ser desfeito.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Voltar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(called().some((url) => url.endsWith("/ready-for-pickup"))).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Pronto a levantar" }));
    fireEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Pronto a levantar" }),
    );
    await waitFor(() => expect(called()).toContain("/api/admin/orders/AB12CD34/ready-for-pickup"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(called().filter((url) => !url.startsWith("/api/admin/pickups/"))).toEqual([
      "/api/admin/orders/AB12CD34/ready-for-pickup",
    ]);
  });

  it("keeps every order and its export for a manager", async () => {
    stubApi();
    renderAs("manager", "/encomendas");
    expect(await screen.findByRole("link", { name: "Exportar CSV" })).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Encomendas a levantar na loja" })).toBeNull();
  });
});
