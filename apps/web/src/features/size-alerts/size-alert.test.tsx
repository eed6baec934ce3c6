import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../lib/auth/fake-api";
import { setUser } from "../../lib/auth/user-cache";
import { queryClient } from "../../lib/query-client";
import { testUser } from "../account/test-support";
import { SizeAlert } from "./size-alert";

const customer = testUser();

function renderAlert() {
  render(
    <QueryClientProvider client={queryClient}>
      <SizeAlert productId={9} size="38" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setUser(null);
  queryClient.clear();
});

describe("SizeAlert", () => {
  it("asks a guest's email, checked by the shared rule, and says the email went", async () => {
    const api = fakeApi({ "POST /public/size-alerts": () => ({ data: null }) });
    const user = userEvent.setup();
    renderAlert();
    expect(screen.getByRole("heading", { name: "O tamanho 38 está esgotado online" })).toBeTruthy();
    await user.type(screen.getByLabelText("O seu email"), "ana@exemplo");
    await user.click(screen.getByRole("button", { name: "Avisem-me" }));
    expect(await screen.findByText("Introduza um email válido.")).toBeTruthy();
    await user.clear(screen.getByLabelText("O seu email"));
    await user.type(screen.getByLabelText("O seu email"), " Ana@Exemplo.pt ");
    await user.click(screen.getByRole("button", { name: "Avisem-me" }));
    expect((await screen.findByRole("status")).textContent).toMatch(
      /^Enviámos um email para confirmar o aviso/,
    );
    expect(api.callsTo("POST /public/size-alerts").map((call) => call.body)).toEqual([
      { productId: 9, size: "38", email: "ana@exemplo.pt" },
    ]);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      "POST /public/size-alerts": () => ({
        status: 429,
        error: { code: "TOO_MANY_REQUESTS", message: "Demasiados pedidos." },
      }),
    });
    const user = userEvent.setup();
    renderAlert();
    await user.type(screen.getByLabelText("O seu email"), "ana@exemplo.pt");
    await user.click(screen.getByRole("button", { name: "Avisem-me" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Demasiados pedidos.");
  });

  it("puts the server's message about the email on the field, and checks it again as it is typed", async () => {
    fakeApi({
      "POST /public/size-alerts": () => ({
        status: 400,
        error: {
          code: "VALIDATION",
          message: "Verifique os campos assinalados.",
          fields: { email: "O email pode ter no máximo 75 caracteres." },
        },
      }),
    });
    const user = userEvent.setup();
    renderAlert();
    const email = screen.getByLabelText("O seu email");
    await user.type(email, "ana@exemplo.pt");
    await user.click(screen.getByRole("button", { name: "Avisem-me" }));
    expect(await screen.findByText("O email pode ter no máximo 75 caracteres.")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("Verifique os campos assinalados.");
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await user.clear(email);
    await user.type(email, "ana@");
    expect(await screen.findByText("Introduza um email válido.")).toBeTruthy();
    await user.type(email, "exemplo.pt");
    await vi.waitFor(() => expect(screen.queryByText("Introduza um email válido.")).toBeNull());
  });

  it("lets a customer ask with one click, to the account's email", async () => {
    setUser(customer);
    const api = fakeApi({
      "GET /users/client/size-alerts/9": () => ({ data: { sizes: [] } }),
      "POST /users/client/size-alerts": () => ({ data: { sizes: ["38"] } }),
    });
    const user = userEvent.setup();
    renderAlert();
    expect(screen.getByText(/Avisamos para ana@example\.pt quando voltar/)).toBeTruthy();
    expect(screen.queryByLabelText("O seu email")).toBeNull();
    const ask = screen.getByRole("button", { name: "Avisem-me" });
    await vi.waitFor(() => expect(ask.hasAttribute("disabled")).toBe(false));
    await user.click(ask);
    expect((await screen.findByRole("status")).textContent).toBe(
      "Vamos avisá-lo por email quando o tamanho 38 voltar a estar disponível online.",
    );
    expect(api.callsTo("POST /users/client/size-alerts").map((call) => call.body)).toEqual([
      { productId: 9, size: "38" },
    ]);
  });

  it("tells a customer the alert is already set", async () => {
    setUser(customer);
    fakeApi({ "GET /users/client/size-alerts/9": () => ({ data: { sizes: ["38"] } }) });
    renderAlert();
    expect((await screen.findByRole("status")).textContent).toMatch(
      /^Já tem um aviso para o tamanho 38/,
    );
    expect(screen.queryByRole("button", { name: "Avisem-me" })).toBeNull();
  });
});
