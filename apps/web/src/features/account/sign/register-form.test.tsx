import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../lib/auth/fake-api";
import { currentUser, setUser } from "../../../lib/auth/user-cache";
import { queryClient } from "../../../lib/query-client";
import { renderAt, testUser } from "../test-support";
import { RegisterForm } from "./register-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setUser(null);
  queryClient.clear();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Nome"), "Ana Teste");
  await user.type(screen.getByLabelText("Email"), "ana@example.pt");
  await user.type(screen.getByLabelText("Palavra-passe"), "sapatos-2025");
  await user.type(screen.getByLabelText("Confirmar palavra-passe"), "sapatos-2025");
}

describe("RegisterForm", () => {
  it("corrects the phone while typing: the prefix and 9 digits at most", async () => {
    const user = userEvent.setup();
    renderAt("/sign", <RegisterForm onRegistered={() => {}} />);
    const phone = screen.getByLabelText(/Telemóvel/);
    expect(phone).toHaveProperty("value", "(351) ");
    await user.type(phone, "91a2 345 678 99");
    expect(phone).toHaveProperty("value", "(351) 912345678");
  });

  it("focuses the first field in error in the page's order", async () => {
    const user = userEvent.setup();
    renderAt("/sign", <RegisterForm onRegistered={() => {}} />);
    await user.type(screen.getByLabelText(/Telemóvel/), "91");
    await user.type(screen.getByLabelText("Palavra-passe"), "curta");
    await user.click(screen.getByRole("button", { name: "Criar conta" }));
    const name = screen.getByLabelText("Nome");
    await vi.waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(name);
    await user.type(name, "Ana Teste");
    await user.type(screen.getByLabelText("Email"), "ana@example.pt");
    await user.click(screen.getByRole("button", { name: "Criar conta" }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Telemóvel/)));
    expect(screen.getByLabelText("Palavra-passe").getAttribute("aria-invalid")).toBe("true");
  });

  it("asks for the privacy policy in a dialog and sends nothing without it", async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderAt("/sign", <RegisterForm onRegistered={() => {}} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Criar conta" }));
    const dialog = await screen.findByRole("dialog", { name: "Politica de privacidade" });
    expect(dialog.textContent).toContain(
      "Para criar uma conta tem de aceitar a política de privacidade.",
    );
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal in the red box and its field messages on the fields", async () => {
    fakeApi({
      "POST /users/client": () => ({
        status: 409,
        error: {
          code: "EMAIL_TAKEN",
          message: "Já existe uma conta com este email.",
          fields: { email: "Este email já está registado." },
        },
      }),
    });
    const user = userEvent.setup();
    renderAt("/sign", <RegisterForm onRegistered={() => {}} />);
    await fillValid(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Criar conta" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Já existe uma conta com este email.",
    );
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(screen.getByText("Este email já está registado.").id).toBe(
      email.getAttribute("aria-describedby"),
    );
  });

  it("registers with the phone's 9 digits and signs in", async () => {
    const api = fakeApi({
      "POST /users/client": () => ({ data: { token: "t", user: testUser() } }),
    });
    const done = vi.fn();
    const user = userEvent.setup();
    renderAt("/sign", <RegisterForm onRegistered={done} />);
    await fillValid(user);
    await user.type(screen.getByLabelText(/Telemóvel/), "912345678");
    await user.click(within(screen.getByRole("form")).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Criar conta" }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(api.callsTo("POST /users/client")[0]?.body).toEqual({
      name: "Ana Teste",
      email: "ana@example.pt",
      password: "sapatos-2025",
      phone: "912345678",
    });
    expect(currentUser()?.id).toBe(3);
  });
});
