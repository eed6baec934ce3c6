import type { Order, StaffMe, StaffSessionView } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionKey } from "../../app/session/session";
import { orderTexts as texts } from "./texts";
import { UnconfirmedRefunds } from "./unconfirmed-refunds";

const manager: StaffMe = {
  id: 2,
  email: "gestor@sapatarialisboa.pt",
  name: "Gestor",
  role: "manager",
  storeId: null,
  totpEnabled: false,
  permissions: ["orders.read", "orders.refund"],
};

// The panel reads only the order's reference and its unconfirmed refunds.
const order = {
  idShort: "AB12CD34",
  unconfirmedRefunds: [{ key: "return-7", amountCents: 4792, askedAt: "2026-11-26T10:05:00.000Z" }],
} as Order;

function renderPanel(staff: StaffMe, onDone = vi.fn()) {
  const client = new QueryClient();
  client.setQueryData<StaffSessionView>(sessionKey, { staff, step: "ready" });
  render(
    <QueryClientProvider client={client}>
      <UnconfirmedRefunds order={order} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the refunds ifthenpay did not confirm, on an order's page", () => {
  it("lists each with its amount and time, and sends the staff's word on it", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ valid: true, data: null, message: "Reembolso registado." }),
    );
    vi.stubGlobal("fetch", fetch);
    const onDone = renderPanel(manager);
    expect(screen.getByRole("heading", { name: texts.unconfirmedRefunds })).toBeTruthy();
    expect(screen.getByText(texts.unconfirmedRefundsHelp)).toBeTruthy();
    expect(screen.getByText(/^47,92\s€, pedido em 26\/11\/2026/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: texts.refundWasMade }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith("Reembolso registado como feito no ifthenpay."),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/orders/AB12CD34/unconfirmed-refunds/return-7");
    expect(JSON.parse(String(init.body))).toEqual({ made: true });
  });

  it("shows no buttons to staff who may not refund", () => {
    renderPanel({ ...manager, role: "store", permissions: ["orders.read"] });
    expect(screen.getByText(texts.unconfirmedRefundsHelp)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
