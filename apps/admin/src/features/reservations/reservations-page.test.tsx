import {
  type ReservationList,
  type ReservationSummary,
  reservationMessages,
  type StaffRole,
} from "@shop/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { renderSignedIn, testStaff } from "../../test-support";
import { Component as ReservationsPage } from "./reservations-page";

const reservation: ReservationSummary = {
  id: 7,
  createdAt: "2026-11-28T10:00:00.000Z",
  state: "RESERVED",
  productId: 2,
  title: "Botas altas de camurça",
  size: "38",
  priceCents: 12990,
  storeId: 1,
  store: "Chiado",
  name: "Ana Marques",
  email: null,
  phone: "912345678",
  pickupDay: "2026-11-29",
  heldUntil: "2026-11-30T10:00:00.000Z",
  payment: "IN_STORE",
  changedBy: null,
};

/** The API with these reservations listed; answers the calls made so far. */
function stubApi(...items: ReservationSummary[]) {
  const list: ReservationList = { items, total: items.length, page: 1, pageSize: 20 };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      const paid = items.find((item) => url.includes(`/${item.id}/`))?.payment === "PAID";
      const moved = { state: "NOT_COLLECTED", payment: paid ? "REFUNDING" : "IN_STORE" };
      return Response.json({ valid: true, data: { ...reservation, ...moved } });
    }
    if (url.includes("/settings")) {
      const data = init?.body ? JSON.parse(String(init.body)) : { onlinePayment: false };
      return Response.json({ valid: true, data, message: "Pagamento das reservas guardado." });
    }
    return Response.json({ valid: true, data: url.includes("persistent") ? { stores: [] } : list });
  });
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
}

function renderAs(role: StaffRole) {
  renderSignedIn(
    testStaff(role),
    [{ path: "/reservas", element: <ReservationsPage /> }],
    "/reservas",
  );
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("«Reservas»", () => {
  it("asks before «Não levantada», then tells the pair is back in the store", {
    timeout: 30_000,
  }, async () => {
    const called = stubApi(reservation);
    renderAs("store");
    const table = await screen.findByRole("table", { name: "Reservas em loja" });
    const row = await within(table).findByRole("row", { name: /Ana Marques/ });
    for (const text of [
      "Botas altas de camurça",
      "Tamanho 38",
      "912345678",
      "Reservada",
      "Paga na loja",
    ])
      expect(row.textContent).toContain(text);
    // The price the customer was told when reserving: the one the counter charges.
    expect(row.textContent).toMatch(/129,90\s€/);
    expect(screen.queryByLabelText("Loja")).toBeNull();

    fireEvent.click(within(row).getByRole("button", { name: "Não levantada" }));
    const ask = await screen.findByRole("dialog", { name: "Marcar como não levantada?" });
    expect(called().some((call) => call.startsWith("POST"))).toBe(false);
    fireEvent.click(within(ask).getByRole("button", { name: "Não levantada" }));
    await waitFor(() => expect(called()).toContain("POST /api/admin/reservations/7/not-collected"));
    expect(
      await screen.findByText("Reserva marcada como não levantada. O par voltou ao stock da loja."),
    ).toBeTruthy();
  });

  it("lets a manager filter by store", async () => {
    stubApi(reservation);
    renderAs("manager");
    expect(await screen.findByLabelText("Loja")).toBeTruthy();
  });

  it("offers neither «Pronta» nor «Levantada» while the card payment is awaited", async () => {
    stubApi({ ...reservation, payment: "AWAITING" });
    renderAs("store");
    const row = await screen.findByRole("row", { name: /Ana Marques/ });
    expect(within(row).getAllByText("A aguardar pagamento com cartão")).toHaveLength(2);
    expect(within(row).queryByRole("button", { name: "Pronta" })).toBeNull();
    expect(within(row).queryByRole("button", { name: "Levantada" })).toBeNull();
    expect(within(row).getByRole("button", { name: "Não levantada" })).toBeTruthy();
  });

  it("says a paid reservation not collected has its money sent back to the card", {
    timeout: 30_000,
  }, async () => {
    stubApi({ ...reservation, payment: "PAID" });
    renderAs("store");
    const row = await screen.findByRole("row", { name: /Ana Marques/ });
    expect(row.textContent).toContain("Paga online");
    fireEvent.click(within(row).getByRole("button", { name: "Não levantada" }));
    const ask = await screen.findByRole("dialog", { name: "Marcar como não levantada?" });
    expect(ask.textContent).toContain(
      "O valor pago (129,90\u00a0€) é devolvido ao cartão do cliente.",
    );
    fireEvent.click(within(ask).getByRole("button", { name: "Não levantada" }));
    expect(await screen.findByText(reservationMessages.notCollectedRefund)).toBeTruthy();
  });

  it("lets the owner offer card payment", { timeout: 30_000 }, async () => {
    stubApi(reservation);
    renderAs("owner");
    const panel = await screen.findByRole("region", { name: "Pagamento online das reservas" });
    const box = within(panel).getByRole("checkbox", {
      name: "Aceitar pagamento com cartão nas reservas",
    });
    const save = within(panel).getByRole("button", { name: "Guardar" });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(save);
    expect(await within(panel).findByText("Pagamento das reservas guardado.")).toBeTruthy();
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/admin/reservations/settings");
    expect(put?.[1]?.body).toBe('{"onlinePayment":true}');
  });

  it("shows the payment settings to the owner only", async () => {
    const called = stubApi(reservation);
    renderAs("store");
    await screen.findByRole("row", { name: /Ana Marques/ });
    expect(screen.queryByText("Pagamento online das reservas")).toBeNull();
    expect(called().some((call) => call.includes("/settings"))).toBe(false);
  });
});
