import type { Dashboard } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dashboardQuery } from "./api";
import { Component as DashboardPage } from "./dashboard-page";

const none = { total: 0, items: [] };
const figures = { count: 0, revenueCents: 0 };

function renderDashboard(refundsDue: Dashboard["refundsDue"]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Dashboard>(dashboardQuery.queryKey, {
    sales: { today: figures, last7Days: figures, last30Days: figures },
    daily: [],
    toPrepare: none,
    expiringReferences: none,
    lowStock: none,
    refundsDue,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: /Reembolsos por fazer/ });
}

afterEach(cleanup);

describe("the dashboard's refunds to make", () => {
  it("lists each refund with its reason, method and limit, the late ones marked", () => {
    const panel = renderDashboard({
      total: 2,
      items: [
        {
          idShort: "AB12CD34",
          name: "Rui Costa",
          amountCents: 4990,
          reason: "CANCELLED",
          method: "BANK_TRANSFER",
          dueAt: "2026-11-20T10:00:00.000Z",
          overdue: true,
          ibanGivenAt: "2026-11-06T10:00:00.000Z",
          heldUntil: null,
        },
        {
          idShort: "EF56GH78",
          name: "Ana Silva",
          amountCents: 2500,
          reason: "RETURN",
          method: "MBWAY",
          dueAt: "2026-12-02T10:00:00.000Z",
          overdue: false,
          ibanGivenAt: null,
          heldUntil: null,
        },
      ],
    });
    const [late, onTime] = within(panel).getAllByRole("listitem");
    expect(within(late as HTMLElement).getByRole("link", { name: "AB12CD34" })).toHaveProperty(
      "pathname",
      "/encomendas/AB12CD34",
    );
    expect(late?.textContent).toMatch(/49,90\s€/);
    expect(late?.textContent).toContain(
      "Rui Costa · Encomenda anulada · Por transferência bancária",
    );
    expect(late?.textContent).toContain("Fora de prazo");
    expect(onTime?.textContent).toContain("Devolução · Por MB WAY · até 02/12/2026");
    expect(onTime?.textContent).not.toContain("Fora de prazo");
    expect(late?.textContent).not.toContain("retido");
    expect(within(panel).getByText("2")).toBeTruthy();
  });

  it("shows a transfer held because its IBAN was given lately, and until when", () => {
    const panel = renderDashboard({
      total: 1,
      items: [
        {
          idShort: "AB12CD34",
          name: "Rui Costa",
          amountCents: 4990,
          reason: "RETURN",
          method: "BANK_TRANSFER",
          dueAt: "2026-12-07T10:00:00.000Z",
          overdue: false,
          ibanGivenAt: "2026-11-23T08:06:00.000Z",
          heldUntil: "2026-11-24T08:06:00.000Z",
        },
      ],
    });
    expect(within(panel).getByRole("listitem").textContent).toContain(
      "até 07/12/2026, 10:00 · IBAN indicado a 23/11/2026, 08:06; reembolso retido até 24/11/2026, 08:06",
    );
  });

  it("says when there is nothing to give back", () => {
    const panel = renderDashboard(none);
    expect(within(panel).getByText("Nenhum reembolso por fazer.")).toBeTruthy();
  });
});
