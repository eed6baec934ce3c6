import type { ProductChoices } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { BulkActions } from "./bulk-actions";

const choices: ProductChoices = {
  categories: [
    { id: 2, name: "Botas", isWoman: true, isMan: false, forShoe: true, forAccessory: false },
  ],
  brands: [],
  colors: [],
  tags: [{ id: 5, name: "Verão" }],
};

/** Answers the bulk call as the API would (or refuses it), and keeps the bodies sent. */
function stubApi(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  return () =>
    fetch.mock.calls.map(([url, init]) => ({
      url,
      body: JSON.parse(String(init?.body ?? "null")),
    }));
}

function show(selected: number[]) {
  const done = vi.fn();
  const clear = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <BulkActions
        selected={selected}
        pageIds={[1, 2, 3]}
        choices={choices}
        onSelectPage={() => undefined}
        onClear={clear}
        onDone={done}
      />
    </QueryClientProvider>,
  );
  return { done, clear };
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("changes to several products", () => {
  it("says how many products change before sending one change for all of them", async () => {
    const sent = stubApi(() => Response.json({ valid: true, data: { changed: 2 } }));
    const { done, clear } = show([1, 3]);
    expect(screen.getByText("2 produtos selecionados.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("O que mudar"), { target: { value: "category" } });
    fireEvent.change(screen.getByLabelText("Nova categoria"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Rever e aplicar…" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirmar a alteração" });
    expect(dialog.textContent).toContain("Vai mudar 2 produtos para a categoria «Botas».");
    expect(sent()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Alterar 2 produtos" }));
    await waitFor(() => expect(done).toHaveBeenCalledWith("2 produtos alterados."));
    expect(clear).toHaveBeenCalled();
    expect(sent()).toEqual([
      {
        url: "/api/admin/products/bulk",
        body: { ids: [1, 3], change: { kind: "category", categoryId: 2 } },
      },
    ]);
  });

  it("names a wrong percentage at once, and sends a percentage typed with a comma", async () => {
    const sent = stubApi(() => Response.json({ valid: true, data: { changed: 1 } }));
    show([2]);
    fireEvent.change(screen.getByLabelText("O que mudar"), { target: { value: "pricePercent" } });
    fireEvent.change(screen.getByLabelText("Percentagem"), { target: { value: "-95" } });
    fireEvent.click(screen.getByRole("button", { name: "Rever e aplicar…" }));
    expect(screen.getByText(/Indique a percentagem, de −90 a 500/)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.change(screen.getByLabelText("Percentagem"), { target: { value: "−12,5" } });
    fireEvent.click(screen.getByRole("button", { name: "Rever e aplicar…" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Vai baixar o preço de 1 produto em 12,5 %.");
    expect(dialog.textContent).toContain("histórico de preços");
    fireEvent.click(screen.getByRole("button", { name: "Alterar 1 produto" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body.change).toEqual({ kind: "pricePercent", percent: "-12.5" });
  });

  it("keeps the dialog open with the server's reason when the change is refused", async () => {
    stubApi(() =>
      Response.json(
        {
          valid: false,
          error: { code: "CONFLICT", message: "O preço do produto SL-9 passaria de 100 000,00 €." },
        },
        { status: 409 },
      ),
    );
    const { done } = show([1, 2]);
    fireEvent.change(screen.getByLabelText("O que mudar"), { target: { value: "price" } });
    fireEvent.change(screen.getByLabelText("Novo preço (€)"), { target: { value: "79,90" } });
    fireEvent.click(screen.getByRole("button", { name: "Rever e aplicar…" }));
    fireEvent.click(await screen.findByRole("button", { name: "Alterar 2 produtos" }));
    const alert = await screen.findByText("O preço do produto SL-9 passaria de 100 000,00 €.");
    expect(alert.closest("dialog")).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
  });
  it("says the change is under way in its confirmation, and «Voltar atrás» changes nothing", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    const { done } = show([1, 2]);
    fireEvent.click(screen.getByRole("button", { name: "Rever e aplicar…" }));
    fireEvent.click(await screen.findByRole("button", { name: "Voltar atrás" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Rever e aplicar…" }));
    fireEvent.click(await screen.findByRole("button", { name: "Alterar 2 produtos" }));
    const pending = await screen.findByRole("button", { name: "A alterar…" });
    expect(pending.hasAttribute("disabled")).toBe(true);
    answer(Response.json({ valid: true, data: { changed: 2 } }));
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
