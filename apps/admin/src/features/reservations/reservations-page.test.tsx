import {
  permissionsOf,
  type ReservationList,
  type ReservationSummary,
  type StaffRole,
  type StaffSessionView,
} from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionKey } from "../../app/session/session";
import { queryClient } from "../../lib/query-client";
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
  changedBy: null,
};
const list: ReservationList = { items: [reservation], total: 1, page: 1, pageSize: 20 };

function stubApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST")
      return Response.json({ valid: true, data: { ...reservation, state: "NOT_COLLECTED" } });
    return Response.json({ valid: true, data: url.includes("persistent") ? { stores: [] } : list });
  });
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
}

function renderAs(role: StaffRole) {
  queryClient.setQueryData<StaffSessionView>(sessionKey, {
    staff: {
      id: 3,
      email: `${role}@sapatarialisboa.pt`,
      name: "Marta Lopes",
      role,
      storeId: role === "store" ? 1 : null,
      totpEnabled: false,
      permissions: [...permissionsOf(role)],
    },
    step: "ready",
  });
  const router = createMemoryRouter([{ path: "/reservas", element: <ReservationsPage /> }], {
    initialEntries: ["/reservas"],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
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
    const called = stubApi();
    renderAs("store");
    const table = await screen.findByRole("table", { name: "Reservas em loja" });
    const row = await within(table).findByRole("row", { name: /Ana Marques/ });
    for (const text of ["Botas altas de camurça", "Tamanho 38", "912345678", "Reservada"])
      expect(row.textContent).toContain(text);
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
    stubApi();
    renderAs("manager");
    expect(await screen.findByLabelText("Loja")).toBeTruthy();
  });
});
