import type { SearchReport, SynonymGroup } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { Component as SearchPage } from "./search-page";

const report: SearchReport = {
  days: 30,
  from: "2026-05-02",
  top: [
    { query: "sapatilhas", searches: 42, results: 18, lastDay: "2026-05-31" },
    { query: "alpercatas", searches: 7, results: 0, lastDay: "2026-05-30" },
  ],
  empty: [{ query: "alpercatas", searches: 7, results: 0, lastDay: "2026-05-30" }],
};

const seeded: SynonymGroup = {
  id: 1,
  terms: ["sapatilhas", "ténis", "sneakers"],
  updatedAt: "2026-05-01T10:00:00.000Z",
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };

/** Answers as the API does: the report, the groups (after a change, `changed`'s), or `refusal`. */
function stubApi(options: { changed?: (method: string) => SynonymGroup[]; refusal?: Answer } = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method !== "GET" && options.refusal)
      return Response.json(options.refusal.body, { status: options.refusal.status });
    const data = url.startsWith("/api/admin/search/report")
      ? report
      : method === "GET"
        ? [seeded]
        : (options.changed?.(method) ?? [seeded]);
    return Response.json({ valid: true, data });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

function show(path = "/pesquisas") {
  const router = createMemoryRouter([{ path: "/pesquisas", element: <SearchPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the searches page", () => {
  it("shows the most searched and the searches without results, for the period chosen", async () => {
    const calls = stubApi();
    show();
    expect(screen.getByRole("heading", { level: 1, name: "Pesquisas" })).toBeTruthy();
    const top = await screen.findByRole("table", { name: "Mais pesquisadas" });
    const first = within(top).getAllByRole("row")[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["sapatilhas", "42", "18", "31/05/2026"]);
    const empty = screen.getByRole("table", { name: "Sem resultados" });
    expect(within(empty).getByText("alpercatas")).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain("/api/admin/search/report?days=30");

    await userEvent.selectOptions(screen.getByLabelText("Período"), "Últimos 7 dias");
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain("/api/admin/search/report?days=7"),
    );
  });

  it("opens a new group with the words of a search that found nothing, and saves it", async () => {
    const created: SynonymGroup = {
      id: 2,
      terms: ["alpercatas", "espadrilles", "alpargatas"],
      updatedAt: "2026-05-31T10:00:00.000Z",
    };
    const calls = stubApi({ changed: () => [seeded, created] });
    show();
    await userEvent.click(
      await screen.findByRole("button", { name: "Criar sinónimo para «alpercatas»" }),
    );
    const form = screen.getByRole("form", { name: "Novo grupo de sinónimos" });
    expect(within(form).getByText("alpercatas")).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(/Termos/), "espadrilles, alpargatas");
    expect(within(form).getByRole("button", { name: "Retirar «espadrilles»" })).toBeTruthy();
    await userEvent.click(within(form).getByRole("button", { name: "Guardar" }));

    expect(
      await screen.findByText("Grupo «alpercatas», «espadrilles», «alpargatas» criado."),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      url: "/api/admin/search/synonyms",
      body: { terms: ["alpercatas", "espadrilles", "alpargatas"] },
    });
    expect(screen.queryByRole("form")).toBeNull();
    expect(
      screen.getByRole("list", { name: "Sinónimos: alpercatas, espadrilles, alpargatas" }),
    ).toBeTruthy();
  });

  it("shows the server's refusal by the terms, and a term too few before asking", async () => {
    const message =
      "O termo «ténis» já está noutro grupo de sinónimos («sapatilhas», «ténis», «sneakers»). Junte os termos nesse grupo.";
    const calls = stubApi({
      refusal: {
        status: 409,
        body: { valid: false, error: { code: "CONFLICT", message, fields: { terms: message } } },
      },
    });
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Novo grupo" }));
    const form = screen.getByRole("form", { name: "Novo grupo de sinónimos" });
    const input = within(form).getByLabelText(/Termos/);
    await userEvent.type(input, "tennis{Enter}");
    await userEvent.click(within(form).getByRole("button", { name: "Guardar" }));
    expect(await within(form).findByText("Indique entre 2 e 12 termos.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await userEvent.type(input, "ténis");
    await userEvent.click(within(form).getByRole("button", { name: "Guardar" }));
    const error = await within(form).findAllByText(message);
    expect(error.some((node) => node.id.endsWith("-terms-error"))).toBe(true);
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("changes a group, and deletes one only after its confirmation", async () => {
    const fewer = { ...seeded, terms: ["sapatilhas", "ténis"] };
    const calls = stubApi({ changed: (method) => (method === "PUT" ? [fewer] : []) });
    show();
    await userEvent.click(
      await screen.findByRole("button", {
        name: "Alterar o grupo «sapatilhas», «ténis», «sneakers»",
      }),
    );
    const form = screen.getByRole("form", {
      name: "Alterar o grupo «sapatilhas», «ténis», «sneakers»",
    });
    await userEvent.click(within(form).getByRole("button", { name: "Retirar «sneakers»" }));
    await userEvent.click(within(form).getByRole("button", { name: "Guardar" }));
    await screen.findByText("Grupo «sapatilhas», «ténis» guardado.");
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      url: "/api/admin/search/synonyms/1",
      body: { terms: ["sapatilhas", "ténis"] },
    });

    const remove = screen.getByRole("button", { name: "Apagar o grupo «sapatilhas», «ténis»" });
    await userEvent.click(remove);
    const dialog = screen.getByRole("dialog", { name: "Apagar o grupo «sapatilhas», «ténis»?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Voltar atrás" }));
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
    await userEvent.click(remove);
    await userEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Apagar" }),
    );
    expect(await screen.findByText("Grupo «sapatilhas», «ténis» apagado.")).toBeTruthy();
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe(
      "/api/admin/search/synonyms/1",
    );
    expect(await screen.findByText("Ainda não há sinónimos.")).toBeTruthy();
  });
});
