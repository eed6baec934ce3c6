import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../lib/auth/fake-api";
import { queryClient } from "../../lib/query-client";
import { renderAt } from "../account/test-support";
import { SizeAlertConfirmPage, SizeAlertUnsubscribePage } from "./alert-link-page";

const CODE = "c".repeat(43);
const alert = { productId: 7, title: "Botas altas", size: "38" };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the pages of the alert emails' links", () => {
  it("confirms the alert once and links to the product", async () => {
    const api = fakeApi({ "POST /public/size-alerts/confirm": () => ({ data: alert }) });
    renderAt(
      `/size-alerts/confirm/${CODE}`,
      <SizeAlertConfirmPage />,
      "/size-alerts/confirm/:code",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Confirmar o aviso");
    expect(screen.getByRole("status").textContent).toBe("A confirmar o seu aviso…");
    expect(
      await screen.findByText(
        "O seu aviso está ativo. Vamos avisá-lo por email quando Botas altas em tamanho 38 voltar a estar disponível online.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver o produto" }).getAttribute("href")).toBe(
      "/product/7",
    );
    expect(api.callsTo("POST /public/size-alerts/confirm").map((call) => call.body)).toEqual([
      { code: CODE },
    ]);
  });

  it("cancels the alert in one visit", async () => {
    fakeApi({ "POST /public/size-alerts/unsubscribe": () => ({ data: alert }) });
    renderAt(
      `/size-alerts/unsubscribe/${CODE}`,
      <SizeAlertUnsubscribePage />,
      "/size-alerts/unsubscribe/:code",
    );
    expect(
      await screen.findByText(
        "O aviso foi cancelado: não lhe enviaremos mais emails sobre Botas altas em tamanho 38.",
      ),
    ).toBeTruthy();
  });

  it("says when the link is dead", async () => {
    fakeApi({
      "POST /public/size-alerts/confirm": () => ({
        status: 404,
        error: { code: "INVALID_TOKEN", message: "O link é inválido ou já expirou." },
      }),
    });
    renderAt(
      `/size-alerts/confirm/${CODE}`,
      <SizeAlertConfirmPage />,
      "/size-alerts/confirm/:code",
    );
    expect(await screen.findByText("O link é inválido ou já expirou.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Ver o produto" })).toBeNull();
  });
});
