import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModalProvider, useModal } from "./modal-provider";

function Opener({ onClose }: { onClose?: () => void }) {
  const modal = useModal();
  return (
    <>
      <button type="button" onClick={() => modal.showError("Sem ligação.", onClose)}>
        Erro
      </button>
      <button
        type="button"
        onClick={() =>
          modal.showMessage({ title: "Conta recuperada", text: "Linha 1\nLinha 2", onClose })
        }
      >
        Mensagem
      </button>
    </>
  );
}

function renderWithModals(onClose?: () => void) {
  return render(
    <ModalProvider>
      <Opener onClose={onClose} />
    </ModalProvider>,
  );
}

afterEach(cleanup);

describe("ModalProvider", () => {
  it("shows an error titled Ups with the message, focused on Fechar", async () => {
    const user = userEvent.setup();
    renderWithModals();
    await user.click(screen.getByRole("button", { name: "Erro" }));
    const dialog = screen.getByRole("alertdialog", { name: "Ups" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.textContent).toContain("Sem ligação.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Fechar" }));
  });

  it("closes with Escape, gives the focus back and runs the close action once", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithModals(onClose);
    const opener = screen.getByRole("button", { name: "Mensagem" });
    await user.click(opener);
    expect(
      screen.getByRole("dialog", { name: "Conta recuperada" }).querySelectorAll("p"),
    ).toHaveLength(2);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps the focus inside the dialog", async () => {
    const user = userEvent.setup();
    renderWithModals();
    await user.click(screen.getByRole("button", { name: "Erro" }));
    const close = screen.getByRole("button", { name: "Fechar" });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
  });
});
