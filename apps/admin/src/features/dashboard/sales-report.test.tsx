import { lisbonDay, type SalesReport as Report, shiftDay } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { salesReportQuery } from "./api";
import { SalesReport } from "./sales-report";

const figures = (netCents: number, orders: number) => ({
  orders,
  paidCents: netCents + 4990,
  refundedCents: 4990,
  netCents,
  averageOrderCents: orders ? Math.round((netCents + 4990) / orders) : 0,
  unitsSold: 8,
  unitsReturned: 1,
  returnsRate: 1 / 8,
});

const today = lisbonDay(new Date());
const from = shiftDay(today, -29);
const report: Report = {
  from,
  to: today,
  previousFrom: shiftDay(from, -30),
  previousTo: shiftDay(from, -1),
  current: figures(30000, 6),
  previous: figures(20000, 4),
  channels: [
    { store: null, figures: figures(25000, 5) },
    { store: "Loja do Chiado", figures: figures(5000, 1) },
  ],
  bestSellers: [
    { productId: 3, ref: "SL-26-0112", title: "Sapatilhas de corrida", units: 5, paidCents: 20205 },
  ],
  codes: [{ code: "NATAL10", orders: 2, paidCents: 15990, discountCents: 1780 }],
};

/** Answers the report of whatever period is asked, as the API does (no server in these tests). */
function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const asked = new URL(url, "http://localhost").searchParams;
    const period = { from: asked.get("from") ?? from, to: asked.get("to") ?? today };
    return Response.json({ valid: true, data: { ...report, ...period } });
  });
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([url]) => String(url));
}

function renderReport() {
  const asked = stubApi();
  const queryClient = new QueryClient();
  queryClient.setQueryData(salesReportQuery(from, today).queryKey, report);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SalesReport />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { region: screen.getByRole("region", { name: "Vendas por período" }), asked };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the sales of a period", () => {
  it("shows net sales and the other figures beside the period before, with the change", () => {
    const { region } = renderReport();
    const list = within(region).getByRole("list", { name: /^Vendas de / });
    const net = within(list).getAllByRole("listitem")[0] as HTMLElement;
    expect(net.textContent).toMatch(/^Vendas líquidas300,00\s€Antes: 200,00\s€ \(\+50 %\)$/);
    expect(list.textContent).toContain("Encomendas6");
    expect(list.textContent).toContain("(+50 %)");
    expect(list.textContent).toContain("Taxa de devolução12,5 %1 de 8 unidades vendidas");
  });

  it("lists the channels and the best sellers", () => {
    const { region } = renderReport();
    const channels = within(region).getByRole("table", { name: "Online e levantamento em loja" });
    expect(within(channels).getByRole("rowheader", { name: "Entrega ao domicílio" })).toBeTruthy();
    expect(
      within(channels).getByRole("rowheader", { name: "Levantamento: Loja do Chiado" }),
    ).toBeTruthy();
    const best = within(region).getByRole("table", { name: "Mais vendidos" });
    expect(best.textContent).toContain("Sapatilhas de corrida");
    const byCode = within(region).getByRole("table", { name: "Receita por código de desconto" });
    expect(within(byCode).getByRole("rowheader", { name: "NATAL10" })).toBeTruthy();
    expect(byCode.textContent?.replace(/\s/g, " ")).toContain("159,90 €");
  });

  it("opens on the last 30 days, and a preset chooses another period", async () => {
    const { region, asked } = renderReport();
    const last30 = within(region).getByRole("button", { name: "Últimos 30 dias" });
    expect(last30.getAttribute("aria-pressed")).toBe("true");
    expect((within(region).getByLabelText("De") as HTMLInputElement).value).toBe(from);
    await userEvent.click(within(region).getByRole("button", { name: "Últimos 7 dias" }));
    await waitFor(() =>
      expect((within(region).getByLabelText("De") as HTMLInputElement).value).toBe(
        shiftDay(today, -6),
      ),
    );
    await waitFor(() =>
      expect(
        within(region)
          .getByRole("list", { name: /^Vendas de / })
          .getAttribute("aria-label"),
      ).toBe(
        `Vendas de ${shiftDay(today, -6).split("-").reverse().join("/")} a ${today.split("-").reverse().join("/")}`,
      ),
    );
    expect(asked()).toContain(`/api/admin/dashboard/sales?from=${shiftDay(today, -6)}&to=${today}`);
  });

  it("says why a report could not be fetched, and «Tentar de novo» fetches it again", async () => {
    const answers = [
      Response.json(
        { valid: false, error: { code: "INTERNAL", message: "Ocorreu um erro. Tente de novo." } },
        { status: 500 },
      ),
      Response.json({ valid: true, data: report }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answers.shift()),
    );
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <SalesReport />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const region = screen.getByRole("region", { name: "Vendas por período" });
    expect(within(region).getByRole("status").textContent).toBe("A carregar…");
    const alert = await within(region).findByRole("alert");
    expect(alert.textContent).toContain("Ocorreu um erro. Tente de novo.");
    await userEvent.click(within(alert).getByRole("button", { name: "Tentar de novo" }));
    expect(await within(region).findByRole("list", { name: /^Vendas de / })).toBeTruthy();
    expect(within(region).queryByRole("alert")).toBeNull();
  });
});
