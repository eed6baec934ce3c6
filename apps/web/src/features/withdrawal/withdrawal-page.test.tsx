import type { WithdrawalPreview } from "@shop/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithShop } from "../cart/test-support";
import { WithdrawalPage } from "./withdrawal-page";

const preview: WithdrawalPreview = {
  reference: "AB12CD34",
  orderedAt: "2026-11-20T10:05:00.000Z",
  lines: [{ title: "Sabrinas de bico fino", size: "38", quantity: 1 }],
  totalCents: 6480,
  path: "return",
  asksIban: true,
};

/** The shop's API as the page calls it: each path answers one envelope. */
const answers = new Map<string, { status: number; body: object }>();
const calls: Array<{ url: string; body: unknown }> = [];
const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
  const path = Object.keys(Object.fromEntries(answers)).find((key) => url.endsWith(key));
  const answer = path ? answers.get(path) : undefined;
  if (!answer) throw new Error(`no answer for ${url}`);
  return new Response(JSON.stringify(answer.body), { status: answer.status });
});

beforeEach(() => {
  answers.clear();
  calls.length = 0;
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("WithdrawalPage", () => {
  it("names the order, shows a confirmation step, and says when the withdrawal was received", async () => {
    answers.set("/public/withdrawals/preview", {
      status: 200,
      body: { valid: true, data: preview },
    });
    answers.set("/public/withdrawals", {
      status: 200,
      body: {
        valid: true,
        message: "Recebemos a sua livre resolução.",
        data: { reference: "AB12CD34", receivedAt: "2026-11-28T21:04:00.000Z", path: "return" },
      },
    });
    renderWithShop(<WithdrawalPage />, { path: "/livre-resolucao" });
    const user = userEvent.setup();
    expect(
      screen.getByRole("heading", { level: 1, name: "Exercer o direito de livre resolução" }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/Código da encomenda/), "ab12cd34");
    await user.type(screen.getByLabelText(/Email usado na compra/), "ana@example.pt");
    await user.click(screen.getByRole("button", { name: "Continuar" }));

    const step = await screen.findByRole("region", { name: "Confirme a livre resolução" });
    expect(step.textContent).toContain("AB12CD34");
    expect(step.textContent).toMatch(/64,80\s€/);
    expect(within(step).getByText("1 × Sabrinas de bico fino, tamanho 38")).toBeTruthy();
    expect(step.textContent).toContain("Devolva os artigos no prazo de 14 dias");
    await user.type(
      within(step).getByLabelText(/IBAN para o reembolso/),
      "PT50000201231234567890154",
    );
    await user.click(within(step).getByRole("button", { name: "Confirmar a livre resolução" }));

    const done = await screen.findByRole("region", { name: "Livre resolução recebida" });
    expect(done.textContent).toMatch(
      /Recebemos a sua livre resolução da encomenda AB12CD34 em 28\/11\/2026,? 21:04\. Enviámos-lhe a confirmação por email\./,
    );
    expect(calls.at(-1)).toEqual({
      url: expect.stringMatching(/\/public\/withdrawals$/),
      body: { reference: "ab12cd34", email: "ana@example.pt", iban: "PT50000201231234567890154" },
    });
  });

  it("shows the shop's refusal and keeps the form", async () => {
    answers.set("/public/withdrawals/preview", {
      status: 404,
      body: {
        valid: false,
        error: {
          code: "NOT_FOUND",
          message: "Não encontrámos nenhuma encomenda com este código e este email.",
        },
      },
    });
    renderWithShop(<WithdrawalPage />, { path: "/livre-resolucao" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Código da encomenda/), "ZZ99ZZ99");
    await user.type(screen.getByLabelText(/Email usado na compra/), "x@example.pt");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText(/Não encontrámos nenhuma encomenda/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirmar a livre resolução" })).toBeNull();
  });
});
