import type { GiftCardList, GiftCardLookup, StaffRole } from "@shop/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { renderSignedIn, testStaff } from "../../test-support";
import { Component as GiftCardsPage } from "./gift-cards-page";

const card: GiftCardLookup = {
  id: 4,
  last4: "2HNC",
  state: "ACTIVE",
  valueCents: 5000,
  balanceCents: 5000,
  expiresOn: "2028-12-24",
  movements: [
    {
      kind: "issued",
      amountCents: 5000,
      balanceCents: 5000,
      at: "2026-12-24T09:00:00Z",
      where: null,
    },
  ],
};
const list: GiftCardList = {
  items: [
    {
      id: 4,
      last4: "2HNC",
      state: "ACTIVE",
      valueCents: 5000,
      balanceCents: 0,
      issuedAt: "2026-12-20T10:00:00Z",
      deliveryDay: "2026-12-24",
      deliverAt: "2026-12-24T09:00:00Z",
      expiresOn: "2028-12-24",
      uses: 2,
      recipientName: "Rita Lopes",
      issuedBy: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

/** The API: a lookup answers the card, a deduction the card after it; answers the calls made. */
function stubApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith("/redeem")) {
      const { amountCents } = JSON.parse(String(init?.body));
      const after = card.balanceCents - amountCents;
      return Response.json({ valid: true, data: { ...card, balanceCents: after } });
    }
    if (url.endsWith("/lookup")) return Response.json({ valid: true, data: card });
    return Response.json({ valid: true, data: url.includes("persistent") ? { stores: [] } : list });
  });
  vi.stubGlobal("fetch", fetch);
  return () =>
    fetch.mock.calls.map(
      ([url, init]) => `${init?.method ?? "GET"} ${String(url)} ${init?.body ?? ""}`,
    );
}

function renderAs(role: StaffRole) {
  renderSignedIn(testStaff(role), [{ path: "/c", element: <GiftCardsPage /> }], "/c");
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("«Cartões-presente»", () => {
  it("lets a store's staff look a code up and deduct at their own store, without the list", {
    timeout: 30_000,
  }, async () => {
    const called = stubApi();
    renderAs("store");
    const counter = await screen.findByRole("region", { name: "Descontar numa compra na loja" });
    fireEvent.change(within(counter).getByLabelText(/Código do cartão/), {
      target: { value: "7KQX-M4PZ-R8TW-2HNC" },
    });
    fireEvent.click(within(counter).getByRole("button", { name: "Procurar" }));
    const shown = await within(counter).findByRole("region", { name: "Cartão terminado em 2HNC" });
    expect(shown.textContent).toContain("Saldo50,00\u00a0€");
    expect(within(counter).queryByLabelText(/Loja/)).toBeNull();
    fireEvent.change(within(counter).getByLabelText(/Valor a descontar/), {
      target: { value: "32,50" },
    });
    fireEvent.click(within(counter).getByRole("button", { name: "Descontar" }));
    const status = within(counter).getAllByRole("status");
    await waitFor(() =>
      expect(status.map((each) => each.textContent)).toContain(
        "Descontámos 32,50\u00a0€. Saldo: 17,50\u00a0€.",
      ),
    );
    expect(called()).toContain(
      'POST /api/admin/gift-cards/redeem {"code":"7KQX-M4PZ-R8TW-2HNC","amountCents":3250,"storeId":1}',
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("region", { name: "Emitir um cartão à mão" })).toBeNull();
  });

  it("shows the owner the list, a used-up card «Esgotado», and the form to issue one", async () => {
    stubApi();
    renderAs("owner");
    const table = await screen.findByRole("table", { name: "Cartões-presente" });
    const row = await within(table).findByRole("row", { name: /2HNC/ });
    for (const text of ["••••-••••-••••-2HNC", "Esgotado", "50,00", "24/12/2028", "Rita Lopes"])
      expect(row.textContent).toContain(text);
    expect(screen.getByRole("region", { name: "Emitir um cartão à mão" })).toBeTruthy();
    await waitFor(() => expect(row.textContent).toContain("Comprado online"));
  });
});
