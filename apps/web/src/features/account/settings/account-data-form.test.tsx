import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../lib/auth/fake-api";
import { currentUser, setUser } from "../../../lib/auth/user-cache";
import { queryClient } from "../../../lib/query-client";
import { renderAt, testUser } from "../test-support";
import { AccountDataForm } from "./account-data-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setUser(null);
  queryClient.clear();
});

const save = () => screen.queryByRole("button", { name: "Guardar alterações" });

describe("AccountDataForm", () => {
  it("shows the save button only while something differs from the saved data", async () => {
    const user = userEvent.setup();
    renderAt("/account/settings", <AccountDataForm user={testUser()} />);
    expect(screen.getByLabelText(/Telemóvel/)).toHaveProperty("value", "(351) 912345678");
    expect(save()).toBeNull();
    const name = screen.getByLabelText("Nome");
    await user.type(name, "!");
    expect(save()).not.toBeNull();
    await user.type(name, "{Backspace}");
    expect(save()).toBeNull();
  });

  it("saves, says so, and hides the button again; a new email needs the password and confirming", async () => {
    const api = fakeApi({
      "PATCH /users/client/settings": (body) => ({
        data: testUser({ ...(body as object), emailConfirmed: 0 }),
      }),
    });
    setUser(testUser());
    const user = userEvent.setup();
    renderAt("/account/settings", <AccountDataForm user={testUser()} />);
    const email = screen.getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "nova@example.pt");
    await user.clear(screen.getByLabelText(/Telemóvel/));
    await user.click(save() as HTMLElement);
    expect(
      await screen.findByText("Indique a sua palavra-passe atual para mudar o email."),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText("Palavra-passe atual"), "sapatos-2026");
    await user.click(save() as HTMLElement);
    expect((await screen.findByRole("status")).textContent).toBe(
      "Dados alterados com sucesso. Enviámos um email de confirmação para o novo endereço.",
    );
    expect(api.callsTo("PATCH /users/client/settings")[0]?.body).toEqual({
      name: "Ana Teste",
      email: "nova@example.pt",
      phone: null,
      currentPassword: "sapatos-2026",
    });
    expect(currentUser()?.email).toBe("nova@example.pt");
    expect(save()).toBeNull();
    expect(screen.queryByLabelText("Palavra-passe atual")).toBeNull();
  });

  it("checks the phone before sending", async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderAt("/account/settings", <AccountDataForm user={testUser()} />);
    await user.type(screen.getByLabelText(/Telemóvel/), "{Backspace}");
    await user.click(save() as HTMLElement);
    expect(await screen.findByText("Introduza um número de telefone válido")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Telemóvel/));
    expect(api.calls).toHaveLength(0);
  });
});
