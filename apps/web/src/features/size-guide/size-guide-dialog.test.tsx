import type { SizeGuide } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SizeGuideLink } from "./size-guide-link";

const guide: SizeGuide = {
  id: 1,
  name: "Sapatos de mulher",
  measureLabel: "Comprimento do pé (cm)",
  howToMeasure: "Ponha uma folha encostada a uma parede.\n\nMarque o dedo mais comprido.",
  rows: [
    { size: "36", measure: 23 },
    { size: "37", measure: 23.7 },
    { size: "38", measure: 24.3 },
  ],
};

/** The shop answering the guide's call: a failure (500) while `down` is set, else the guide. */
function fakeServer() {
  const state = { down: false };
  const fetchMock = vi.fn(async () =>
    state.down
      ? new Response(JSON.stringify({ valid: false, error: { code: "INTERNAL", message: "x" } }), {
          status: 500,
        })
      : new Response(JSON.stringify({ valid: true, data: guide })),
  );
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, state };
}

function renderLink(selected: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <main id="root">
        <button type="button">Antes</button>
        <SizeGuideLink guideId={1} sizes={["37", "38", "39"]} selected={selected} />
      </main>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SizeGuideLink", () => {
  it("opens with the keyboard, shows the rows with the product's sizes, and closes with Escape back to the link", async () => {
    const { fetchMock } = fakeServer();
    const user = userEvent.setup();
    renderLink("38");
    await user.tab();
    await user.tab();
    const link = screen.getByRole("button", { name: "Guia de tamanhos" });
    expect(document.activeElement).toBe(link);
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Guia de tamanhos" });
    const table = await within(dialog).findByRole("table", { name: /Sapatos de mulher/ });
    expect(
      within(table).getByRole("columnheader", { name: "Comprimento do pé (cm)" }),
    ).toBeTruthy();
    expect(within(table).getByRole("row", { name: /^36 23,0$/ })).toBeTruthy();
    expect(
      within(table).getByRole("rowheader", { name: /^37\s*\(tamanho deste artigo\)$/ }),
    ).toBeTruthy();
    expect(within(table).getByRole("row", { name: /^38 Escolhido 24,3$/ })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Ponha uma folha encostada a uma parede.", "Marque o dedo mais comprido."]);
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining("/public/size-guides/1"),
      expect.anything(),
    );
    // Focus moved in and stays there.
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it("says when the guide cannot be fetched, tries again, and closes with «Fechar»", async () => {
    const server = fakeServer();
    server.state.down = true;
    const user = userEvent.setup();
    renderLink();
    const link = screen.getByRole("button", { name: "Guia de tamanhos" });
    await user.click(link);
    const dialog = await screen.findByRole("dialog", { name: "Guia de tamanhos" });
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("Não foi possível abrir o guia de tamanhos.");
    server.state.down = false;
    await user.click(within(alert).getByRole("button", { name: "Tentar novamente" }));
    expect(await within(dialog).findByRole("table")).toBeTruthy();
    expect(within(dialog).queryByText(/Em destaque/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(link);
  });
});
