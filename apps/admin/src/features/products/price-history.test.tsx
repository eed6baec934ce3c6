import type { ProductPriceHistory } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { priceHistoryQuery } from "./api";
import { PriceHistory } from "./price-history";

function renderHistory(history: ProductPriceHistory) {
  const client = new QueryClient();
  client.setQueryData(priceHistoryQuery(7).queryKey, history);
  render(
    <QueryClientProvider client={client}>
      <PriceHistory productId={7} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

const raisedThenDiscounted: ProductPriceHistory = {
  reduction: { referenceCents: 8000, percent: 12 },
  changes: [
    {
      changedAt: "2026-11-26T10:00:00.000Z",
      priceCents: 10_000,
      discount: 30,
      paidCents: 7000,
      source: "staff",
      staffName: "Marta Gestora",
    },
    {
      changedAt: "2026-11-18T09:30:00.000Z",
      priceCents: 10_000,
      discount: 0,
      paidCents: 10_000,
      source: "import",
      staffName: "Rui Dono",
    },
    {
      changedAt: "2026-07-01T08:00:00.000Z",
      priceCents: 8000,
      discount: 0,
      paidCents: 8000,
      source: "seed",
      staffName: null,
    },
  ],
};

describe("PriceHistory", () => {
  it("lists every change newest first, who made it, and the reduction announced on its reference", () => {
    renderHistory(raisedThenDiscounted);
    const section = screen.getByRole("region", { name: "Histórico de preços" });
    expect(section.textContent).toMatch(
      /anuncia -12% sobre 80,00\s€, o preço mais baixo nos 30 dias/,
    );
    const rows = within(section).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^26\/11\/2026.*100,00\s€30%70,00\s€Marta Gestora$/),
      expect.stringMatching(/^18\/11\/2026.*100,00\s€—100,00\s€Rui Dono \(importação CSV\)$/),
      expect.stringMatching(/^01\/07\/2026.*80,00\s€—80,00\s€Demonstração$/),
    ]);
  });

  it("says when no reduction is announced", () => {
    renderHistory({ reduction: null, changes: raisedThenDiscounted.changes.slice(1) });
    expect(screen.getByText(/A loja não anuncia nenhuma redução/)).toBeTruthy();
  });
});
