import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmButton, EmptyState, ListState, PageHeader } from "./page-parts";

afterEach(cleanup);

describe("the shared parts of a list page", () => {
  it("asks before deleting, and does nothing when the person steps back", async () => {
    const remove = vi.fn();
    render(
      <ConfirmButton
        label="Apagar"
        ariaLabel="Apagar a loja Chiado"
        question="Apagar a loja «Chiado»?"
        onConfirm={remove}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Apagar a loja Chiado" }));
    const dialog = screen.getByRole("dialog", { name: "Apagar a loja «Chiado»?" });
    expect(dialog.textContent).toContain("Esta ação não pode ser desfeita.");
    await userEvent.click(screen.getByRole("button", { name: "Voltar atrás" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Apagar a loja Chiado" }));
    await userEvent.click(screen.getByRole("button", { name: "Apagar" }));
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("say when a list loads and when it is empty", () => {
    const { rerender } = render(<ListState pending empty={false} emptyText="Sem lojas." />);
    expect(screen.getByRole("status").textContent).toContain("A carregar…");
    rerender(<ListState pending={false} empty emptyText="Sem lojas." />);
    expect(screen.getByRole("status").textContent).toContain("Sem lojas.");
    rerender(<ListState pending={false} empty={false} emptyText="Sem lojas." />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("put a page's actions beside its title", () => {
    render(
      <PageHeader title="Lojas">
        <button type="button">Nova loja</button>
      </PageHeader>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Lojas" }).textContent).toBe("Lojas");
    render(<EmptyState text="Nada aqui." action={<button type="button">Criar</button>} />);
    expect(screen.getByRole("status").textContent).toBe("Nada aqui.Criar");
  });
});
