import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../lib/auth/fake-api";
import { queryClient } from "../../../lib/query-client";
import { renderAt } from "../test-support";
import { confirmationState, EmailConfirmationPage } from "./email-confirmation-page";

const CODE = "c".repeat(43);
const PATH = `/email/confirmation/emailCode/${CODE}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

function answer(data: object) {
  return fakeApi({ "POST /users/client/emailCode": () => ({ data }) });
}

function renderPage() {
  renderAt(PATH, <EmailConfirmationPage />, "/email/confirmation/emailCode/:emailCode");
}

describe("confirmationState", () => {
  it("reads the server's answer", () => {
    expect(confirmationState(undefined)).toBe("confirming");
    const none = { confirmed: false, alreadyConfirmed: false, invalidCode: false };
    expect(confirmationState({ ...none, confirmed: true })).toBe("confirmed");
    expect(confirmationState({ ...none, alreadyConfirmed: true })).toBe("alreadyConfirmed");
    expect(confirmationState({ ...none, invalidCode: true })).toBe("invalidCode");
    expect(confirmationState(none)).toBe("error");
  });
});

describe("EmailConfirmationPage", () => {
  it("confirms the code once and says so", async () => {
    const api = answer({ confirmed: true, alreadyConfirmed: false, invalidCode: false });
    renderPage();
    expect(screen.getByRole("status").textContent).toBe("A confirmar o seu email…");
    expect(await screen.findByText("O seu email foi confirmado com sucesso.")).toBeTruthy();
    expect(api.callsTo("POST /users/client/emailCode").map((call) => call.body)).toEqual([
      { emailCode: CODE },
    ]);
  });

  it("tells an email that was confirmed before", async () => {
    answer({ confirmed: false, alreadyConfirmed: true, invalidCode: false });
    renderPage();
    expect(await screen.findByText("O seu email já se encontra confirmado")).toBeTruthy();
  });

  it("tells an invalid code", async () => {
    answer({ confirmed: false, alreadyConfirmed: false, invalidCode: true });
    renderPage();
    expect(await screen.findByText("O código de confirmação de email é inválido.")).toBeTruthy();
  });

  it("shows the 404 page when the call fails, logging the error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({
      "POST /users/client/emailCode": () => ({
        status: 500,
        error: { code: "INTERNAL", message: "Erro." },
      }),
    });
    renderPage();
    expect(await screen.findByText("erro 404")).toBeTruthy();
    expect(log).toHaveBeenCalledWith(
      "Ocorreu um erro ao confirmar o seu email.",
      expect.anything(),
    );
  });
});
