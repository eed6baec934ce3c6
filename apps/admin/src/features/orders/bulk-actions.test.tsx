import type { OrderList, StaffRole } from "@shop/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { renderSignedIn, testStaff } from "../../test-support";
import { Component as OrdersPage } from "./orders-page";

const summary = (idShort: string) => ({
  idShort,
  createdAt: "2026-11-26T10:00:00.000Z",
  name: `Cliente ${idShort}`,
  email: `${idShort.toLowerCase()}@example.pt`,
  state: "PAYED" as const,
  paymentMethod: "MULTIBANCO" as const,
  totalCents: 5990,
  refundPending: false,
  pickupStore: null,
  pickupOverdue: false,
});

const list = {
  items: [summary("AAAA1111"), summary("BBBB2222")],
  total: 2,
  moreThanTotal: false,
  page: 1,
  pageSize: 20,
} as unknown as OrderList;

/** The API: the list, and «Pedir envio» for several orders moving one and refusing the other. */
function stubApi() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith("/api/admin/orders/dispatch-requests"))
      return Response.json({
        valid: true,
        data: {
          done: ["AAAA1111"],
          refused: [{ idShort: "BBBB2222", reason: "Esta encomenda mudou entretanto." }],
        },
      });
    if (url.startsWith("/api/admin/orders")) return Response.json({ valid: true, data: list });
    if (url.startsWith("/api/admin/invoicing"))
      return Response.json({ valid: true, data: { provider: "sandbox", failed: 0 } });
    return Response.json({ valid: true, data: { stores: [] } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderAs(role: StaffRole) {
  return renderSignedIn(
    testStaff(role),
    [
      { path: "/encomendas", element: <OrdersPage /> },
      { path: "/encomendas/guias", element: <p>guias</p> },
    ],
    "/encomendas",
  );
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("several orders chosen in the list", () => {
  it("prints their slips on one page and asks dispatch for all behind one confirmation", async () => {
    const fetch = stubApi();
    const router = renderAs("manager");
    await screen.findByRole("checkbox", { name: "Escolher a encomenda AAAA1111" });
    const pageBox = await screen.findByRole("checkbox", {
      name: "Escolher todas as encomendas desta página",
    });
    fireEvent.click(pageBox);
    const bar = screen.getByRole("region", { name: "2 encomendas escolhidas" });
    expect(within(bar).getByRole("link", { name: "Imprimir guias" }).getAttribute("href")).toBe(
      "/encomendas/guias?encomendas=AAAA1111,BBBB2222",
    );

    fireEvent.click(within(bar).getByRole("button", { name: "Pedir envio" }));
    const dialog = screen.getByRole("dialog", { name: "Pedir envio de 2 encomendas?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(fetch.mock.calls.some(([url]) => String(url).includes("dispatch-requests"))).toBe(false);

    fireEvent.click(within(bar).getByRole("button", { name: "Pedir envio" }));
    fireEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Pedir envio" }),
    );
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Envio pedido para 1 encomenda; 1 recusada.",
      ),
    );
    const call = fetch.mock.calls.find(([url]) => String(url).includes("dispatch-requests"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ orders: ["AAAA1111", "BBBB2222"] });
    const refused = screen.getByRole("region", { name: "Recusadas" });
    expect(refused.textContent).toContain("BBBB2222: Esta encomenda mudou entretanto.");
    // The choice is cleared once asked.
    expect(screen.queryByRole("region", { name: /escolhidas/ })).toBeNull();
    expect(router.state.location.pathname).toBe("/encomendas");
  });

  it("chooses an order by its own box, and keeps the choice for the tab", async () => {
    stubApi();
    renderAs("owner");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Escolher a encomenda AAAA1111" }));
    const bar = screen.getByRole("region", { name: "1 encomenda escolhida" });
    expect(within(bar).getByRole("link", { name: "Imprimir guias" })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem("orders-selection") ?? "[]")).toEqual(["AAAA1111"]);
  });
});
