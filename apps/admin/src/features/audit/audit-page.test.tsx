import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { renderSignedIn, testStaff } from "../../test-support";
import { Component as AuditPage } from "./audit-page";

const owner = { id: 1, name: "Helena Duarte", email: "dono@sapatarialisboa.pt" };
const entry = (
  id: number,
  action: string,
  entity: string,
  entityId: string | null,
  before: unknown,
  after: unknown,
) => ({
  id,
  at: "2026-11-26T10:00:00.000Z",
  staff: owner,
  action,
  entity,
  entityId,
  before,
  after,
});

const log = {
  items: [
    entry(1, "banner.delete", "banner", "3", { title: "Saldos de inverno", active: true }, null),
    entry(
      2,
      "purchase.refund",
      "purchase",
      "A1B2C3D4",
      { refund: "PENDING" },
      {
        refund: "DONE",
        method: "CARD",
        amountCents: 11532,
      },
    ),
    entry(
      3,
      "staff.update",
      "staff",
      "7",
      { role: "manager", storeId: null },
      { role: "store", storeId: 2 },
    ),
    entry(4, "loyalty-card.issue", "loyalty-card", "9", null, { valueCents: 5000 }),
  ],
  total: 4,
  page: 1,
  pageSize: 50,
};

function answerTo(url: string): unknown {
  if (url.startsWith("/api/admin/audit")) return log;
  if (url.startsWith("/api/admin/staff")) return [];
  if (url.startsWith("/api/public/persistent")) return { stores: [{ id: 2, name: "Chiado" }] };
  return null;
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the audit log's page", () => {
  it("reads as Portuguese: sentences, names, euros; never an action's or a field's code", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => Response.json({ valid: true, data: answerTo(url) })),
    );
    renderSignedIn(
      testStaff("owner", { ...owner, totpEnabled: true }),
      [{ path: "/registo", element: <AuditPage /> }],
      "/registo",
    );
    const table = await screen.findByRole("table", { name: "Alterações feitas pela equipa" });
    const row = async (name: RegExp) =>
      (await within(table).findByRole("row", { name })).textContent;

    const deleted = await row(/Banner apagado/);
    expect(deleted).toContain("Banner n.º 3");
    expect(deleted).toContain("Título");
    expect(deleted).toContain("Saldos de inverno");
    const refund = await row(/Reembolso feito/);
    expect(refund).toContain("Encomenda A1B2C3D4");
    expect(refund).toContain("115,32\u00a0€");
    expect(refund).toContain("por fazer");
    expect(refund).toContain("Cartão");
    const changed = await row(/Função ou acesso alterados/);
    expect(changed).toContain("Gestor");
    expect(changed).toContain("Chiado");
    // An action the back office has no text for yet still reads as words.
    expect(await row(/Alteração registada \(Loyalty card\)/)).toContain("50,00\u00a0€");

    const text = table.textContent ?? "";
    for (const code of [
      "banner.delete",
      "purchase.refund",
      "amountCents",
      "11532",
      "cêntimos",
      "PENDING",
    ])
      expect(text).not.toContain(code);
  });
});
