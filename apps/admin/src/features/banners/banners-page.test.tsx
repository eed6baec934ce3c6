import type { BannerItem } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { banners } from "./api";
import { Component as BannersPage } from "./banners-page";

const banner = (id: number, title: string): BannerItem => ({
  id,
  image: `banner-${id}`,
  title,
  subtitle: "",
  text: "",
  titleEn: null,
  subtitleEn: null,
  textEn: null,
  link: "",
  startsOn: null,
  endsOn: null,
  state: "active",
  ordering: id,
});

/** Answers the banners' calls as the API would: the list after the call. */
function stubApi(answer: (url: string, method: string) => BannerItem[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    Response.json({ valid: true, data: answer(String(url), init?.method ?? "GET") }),
  );
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`);
}

function show() {
  render(
    <QueryClientProvider client={queryClient}>
      <BannersPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  queryClient.removeQueries({ queryKey: banners.key });
  vi.unstubAllGlobals();
});

describe("the home banners page", () => {
  it("says when the home page has no banners", async () => {
    stubApi(() => []);
    show();
    expect(screen.getByRole("heading", { level: 1, name: "Destaques" })).toBeTruthy();
    expect(
      (await screen.findByText("A página inicial não tem destaques.")).closest("[role=status]"),
    ).toBeTruthy();
  });

  it("deletes a banner only after its confirmation", async () => {
    const calls = stubApi((_url, method) =>
      method === "DELETE" ? [banner(2, "Inverno")] : [banner(1, "Verão"), banner(2, "Inverno")],
    );
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Apagar o destaque Verão" }));
    const dialog = screen.getByRole("dialog", { name: "Apagar o destaque «Verão»?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Voltar atrás" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls().filter((call) => call.startsWith("DELETE"))).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Apagar o destaque Verão" }));
    await userEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Apagar" }),
    );
    expect(await screen.findByText("Destaque apagado.")).toBeTruthy();
    expect(calls()).toContain("DELETE /api/admin/banners/1");
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Apagar o destaque Verão" })).toBeNull(),
    );
  });

  it("opens the form for a new banner in its own panel, and closes it on «Cancelar»", async () => {
    stubApi(() => []);
    show();
    await userEvent.click(screen.getByRole("button", { name: "Novo destaque" }));
    const form = screen.getByRole("form", { name: "Novo destaque" });
    expect(within(form).getByRole("button", { name: "Guardar" })).toBeTruthy();
    await userEvent.click(within(form).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("form")).toBeNull();
  });
});
