import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

function field(name: string) {
  return screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement | HTMLTextAreaElement;
}

/** The text of the element(s) a control's aria-describedby points to. */
function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Nome"), "  Ana ");
  await user.type(field("Apelido"), "Silva");
  await user.type(field("Email"), "ana@example.pt");
  await user.type(field("Mensagem"), "<b>Olá</b>, têm o 38?");
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ContactForm", () => {
  it("refuses an empty form with the schema's messages, on the fields, without sending", async () => {
    const fetchMock = replyWith(200, { valid: true, data: null });
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Enviar" }));

    expect(await screen.findByText("Indique o seu nome.")).toBeTruthy();
    expect(screen.getByText("Indique o seu email.")).toBeTruthy();
    expect(screen.getByText("Escreva a sua mensagem.")).toBeTruthy();
    expect(field("Nome").getAttribute("aria-invalid")).toBe("true");
    expect(field("Apelido").getAttribute("aria-invalid")).toBeNull();
    expect(description(field("Email"))).toBe("Indique o seu email.");
    expect(description(field("Mensagem"))).toContain("Escreva a sua mensagem.");
    expect(document.activeElement).toBe(field("Nome"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the email's format and clears a message once the field is right", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field("Email"), "ana@");
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText("Introduza um email válido.")).toBeTruthy();
    await user.type(field("Email"), "example.pt");
    await waitFor(() => expect(screen.queryByText("Introduza um email válido.")).toBeNull());
    expect(field("Email").getAttribute("aria-invalid")).toBeNull();
  });

  it("counts the message's characters up to 5000", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(description(field("Mensagem"))).toBe("0 / 5000 caracteres");
    await user.type(field("Mensagem"), "Olá!");
    expect(description(field("Mensagem"))).toBe("4 / 5000 caracteres");
  });

  it("sends the trimmed fields, shows the server's thanks and empties the form", async () => {
    const fetchMock = replyWith(200, {
      valid: true,
      data: null,
      message: "Obrigado pela sua mensagem. Responderemos com a maior brevidade possível.",
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Enviar" }));

    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Obrigado pela sua mensagem. Responderemos com a maior brevidade possível.",
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/public\/contact$/);
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ana",
      surname: "Silva",
      email: "ana@example.pt",
      message: "<b>Olá</b>, têm o 38?",
    });
    for (const name of ["Nome", "Apelido", "Email", "Mensagem"]) expect(field(name).value).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("puts the server's field messages on the fields and its message in the alert", async () => {
    replyWith(400, {
      valid: false,
      error: {
        code: "VALIDATION",
        message: "Alguns dados enviados não são válidos.",
        fields: { email: "Este endereço não recebe emails.", unknown: "ignorado" },
      },
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Enviar" }));

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Alguns dados enviados não são válidos."),
    );
    expect(description(field("Email"))).toBe("Este endereço não recebe emails.");
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Email"));
    // What was typed stays, so it can be corrected.
    expect(field("Nome").value).toBe("  Ana ");
  });

  it("shows a refusal such as too many messages as plain text, HTML included", async () => {
    replyWith(429, {
      valid: false,
      error: { code: "TOO_MANY_REQUESTS", message: "Demasiados pedidos. <b>Aguarde</b>." },
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Enviar" }));

    const alert = await screen.findByText("Demasiados pedidos. <b>Aguarde</b>.");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.querySelector("b")).toBeNull();
  });

  it("says so when the shop cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(
      await screen.findByText(
        "Não foi possível contactar a loja. Verifique a sua ligação e tente novamente.",
      ),
    ).toBeTruthy();
  });

  it("fills a signed-in customer's name and email, keeps what was typed, and again after sending", async () => {
    replyWith(200, { valid: true, data: null, message: "Obrigado." });
    const customer = { name: "Ana Maria Silva", email: "ana@example.pt" };
    const user = userEvent.setup();
    const { rerender } = render(<ContactForm />);
    await user.type(field("Apelido"), "Costa");
    rerender(<ContactForm customer={customer} />);
    await waitFor(() => expect(field("Nome").value).toBe("Ana"));
    expect(field("Apelido").value).toBe("Costa");
    expect(field("Email").value).toBe("ana@example.pt");

    await user.type(field("Mensagem"), "Têm o 38?");
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Obrigado."));
    expect(field("Nome").value).toBe("Ana");
    expect(field("Apelido").value).toBe("Maria Silva");
    expect(field("Email").value).toBe("ana@example.pt");
    expect(field("Mensagem").value).toBe("");
  });

  it("disables Enviar while the message is being sent", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    const button = await screen.findByRole("button", { name: "A enviar…" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(new Response(JSON.stringify({ valid: true, data: null, message: "Obrigado." })));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Enviar" }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });
});
