import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog, FormDialog } from "./dialog";

afterEach(cleanup);

describe("the back office's dialogs", () => {
  it("ask before a step with its warning line and its own button that steps back", async () => {
    const run = vi.fn();
    const close = vi.fn();
    render(
      <ConfirmDialog
        title="Marcar como entregue?"
        confirm="Marcar como entregue"
        warning="Este passo não pode ser desfeito."
        back="Voltar"
        onConfirm={run}
        onClose={close}
      >
        <p>O cliente recebe um email.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Marcar como entregue?" });
    expect(dialog.textContent).toContain(
      "O cliente recebe um email.Este passo não pode ser desfeito.",
    );
    expect(screen.queryByRole("button", { name: "Voltar atrás" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Voltar" }));
    expect(close).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Marcar como entregue" }));
    expect(run).toHaveBeenCalledOnce();
  });

  it("ask for fields, show the refusal and wait while the action is sent", async () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const close = vi.fn();
    const { rerender } = render(
      <FormDialog
        title="Cancelar a encomenda?"
        onSubmit={submit}
        failure={null}
        submitting={false}
        submit="Cancelar encomenda"
        danger
        back="Não cancelar"
        onClose={close}
      >
        <label>
          Motivo <input />
        </label>
      </FormDialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Cancelar a encomenda?" });
    expect(screen.getByLabelText("Motivo")).toBeTruthy();
    fireEvent.submit(dialog.querySelector("form") as HTMLFormElement);
    expect(submit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Não cancelar" }));
    expect(close).toHaveBeenCalledOnce();
    rerender(
      <FormDialog
        title="Cancelar a encomenda?"
        onSubmit={submit}
        failure="O IBAN não é válido."
        submitting
        submit="Cancelar encomenda"
        back="Não cancelar"
        onClose={close}
      >
        <p>Motivo</p>
      </FormDialog>,
    );
    expect(screen.getByRole("alert").textContent).toContain("O IBAN não é válido.");
    expect(
      (screen.getByRole("button", { name: "Cancelar encomenda" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
