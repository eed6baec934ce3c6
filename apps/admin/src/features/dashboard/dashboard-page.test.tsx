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
        },
        {
          idShort: "EF56GH78",
          name: "Ana Silva",
          amountCents: 2500,
          reason: "RETURN",
          method: "MBWAY",
          dueAt: "2026-12-02T10:00:00.000Z",
          overdue: false,
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
    expect(within(panel).getByText("2")).toBeTruthy();
  });

  it("says when there is nothing to give back", () => {
    const panel = renderDashboard(none);
    expect(within(panel).getByText("Nenhum reembolso por fazer.")).toBeTruthy();
  });
});
