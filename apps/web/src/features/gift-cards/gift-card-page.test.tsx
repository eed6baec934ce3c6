import type { GiftCardBalance } from "@shop/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithShop } from "../cart/test-support";
import { GiftCardPage } from "./gift-card-page";

const card: GiftCardBalance = {
  last4: "2HNC",
  state: "ACTIVE",
  valueCents: 5000,
  balanceCents: 1750,
  expiresOn: "2028-12-24",
  movements: [
    {
      kind: "issued",
      amountCents: 5000,
      balanceCents: 5000,
      at: "2026-12-24T09:00:00Z",
      where: null,
    },
    {
      kind: "redeemed",
      amountCents: -3250,
      balanceCents: 1750,
      at: "2027-01-05T15:30:00Z",
      where: "Chiado",
    },
  ],
};

let answer: { status: number; body: object };
const calls: unknown[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("GiftCardPage", () => {
  it("shows the balance, the last day and the movements of a typed code", async () => {
    answer = { status: 200, body: { valid: true, data: card } };
    renderWithShop(<GiftCardPage />, { path: "/cartao-presente" });
    const user = userEvent.setup();
    expect(screen.getByRole("heading", { level: 1, name: "Cartão-presente" })).toBeTruthy();
    await user.type(screen.getByLabelText(/Código do cartão/), "7kqx-m4pz-r8tw-2hnc");
    await user.click(screen.getByRole("button", { name: "Ver o saldo" }));
    const shown = await screen.findByRole("region", { name: "Cartão terminado em 2HNC" });
    expect(calls).toEqual([{ code: "7kqx-m4pz-r8tw-2hnc" }]);
    expect(shown.textContent).toContain("Saldo17,50\u00a0€");
    expect(shown.textContent).toContain("Válido até24/12/2028");
    const rows = within(shown).getAllByRole("row");
    expect(rows[2]?.textContent).toContain("Utilizado (Chiado)");
    expect(rows[2]?.textContent).toContain("-32,50\u00a0€");
  });

  it("says under the field why a code is refused", async () => {
    const message = "Não encontramos nenhum cartão-presente com este código. Confirme o código.";
    answer = {
      status: 400,
      body: { valid: false, error: { code: "VALIDATION", message, fields: { code: message } } },
    };
    renderWithShop(<GiftCardPage />, { path: "/cartao-presente" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Código do cartão/), "ABCD-EFGH-JKLM-NPQR");
    await user.click(screen.getByRole("button", { name: "Ver o saldo" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/Código do cartão/).getAttribute("aria-invalid")).toBe("true");
  });
});
