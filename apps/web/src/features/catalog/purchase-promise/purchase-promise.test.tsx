import type { Persistent } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../app/english-texts";
import "../../../app/english-more";
import { LanguageProvider } from "../../../lib/i18n/language";
import { persistentQuery } from "../../../lib/persistent";
import { queryClient } from "../../../lib/query-client";
import { DELIVERY_COUNTRY_KEY } from "./delivery-country";
import { PurchasePromise } from "./purchase-promise";

const store = { address: "", phone: "", mapLink: "", thumbnail: "", hours: null };
const persistent = {
  settings: { dispatch_cutoff: "14:00" },
  stores: [
    { ...store, id: 1, name: "Baixa", ordering: 1, pickup: false },
    { ...store, id: 2, name: "Chiado", ordering: 2, pickup: true },
  ],
  countries: [
    { id: 7, name: "Espanha", code: "ES", IVA: null, groupId: 2 },
    { id: 1, name: "Portugal", code: "PT", IVA: null, groupId: 1 },
  ],
  countryGroups: {
    "1": {
      id: 1,
      name: "Portugal Continental",
      price: 0,
      deliveryDays: { min: 1, max: 2 },
      freeFrom: null,
    },
    "2": {
      id: 2,
      name: "União Europeia",
      price: 9.9,
      deliveryDays: { min: 3, max: 7 },
      freeFrom: null,
    },
  },
} as unknown as Persistent;

function renderPromise(language: "pt" | "en" = "pt") {
  const router =
    language === "en"
      ? createMemoryRouter([{ path: "/", Component: PurchasePromise }], {
          basename: "/en",
          initialEntries: ["/en/"],
        })
      : createMemoryRouter([{ path: "/", Component: PurchasePromise }]);
  return render(
    <LanguageProvider value={language}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

beforeEach(() => {
  queryClient.setQueryData(persistentQuery.queryKey, persistent);
  // Wednesday 2 December 2026, 10:00 in Lisbon.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-02T10:00:00Z") });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  queryClient.clear();
  window.localStorage.removeItem(DELIVERY_COUNTRY_KEY);
});

describe("PurchasePromise", () => {
  it("promises Portugal's delivery, the same day before the cut-off, with its terms", async () => {
    renderPromise();
    const promise = await screen.findByRole("region", { name: "Entrega e devoluções" });
    expect(within(promise).getByText("Entrega em 1 a 2 dias úteis")).toBeTruthy();
    expect(within(promise).getByText(/Envio grátis/)).toBeTruthy();
    expect(within(promise).getByLabelText("Entregar em")).toHaveProperty("value", "1");
    expect(within(promise).getByText("Encomende até às 14h00 e sai hoje.")).toBeTruthy();
    const links = within(promise).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Condições de entrega", "/terms#entrega"],
      ["Ver lojas", "/stores"],
      ["Condições de devolução", "/terms#livre-resolucao"],
    ]);
    expect(within(promise).getByText("Levantamento grátis em loja")).toBeTruthy();
    expect(within(promise).getByText("Devolução em 30 dias")).toBeTruthy();
  });

  it("carries the chosen country alone until the page is idle, then every country", async () => {
    renderPromise();
    const choice = await screen.findByLabelText<HTMLSelectElement>("Entregar em");
    const names = () => Array.from(choice.options, (option) => option.text);
    expect(names()).toEqual(["Portugal"]);
    await waitFor(() => expect(names()).toEqual(["Espanha", "Portugal"]), { timeout: 3000 });
    expect(choice.value).toBe("1");
  });

  it("follows the country chosen, and remembers it in the browser", async () => {
    const user = userEvent.setup();
    renderPromise();
    const choice = await screen.findByLabelText("Entregar em");
    // Reached before the page is idle: the list fills as it is opened.
    await user.click(choice);
    await user.selectOptions(choice, "Espanha");
    expect(screen.getByText("Entrega em 3 a 7 dias úteis")).toBeTruthy();
    expect(screen.getByText(/Envio 9,90\s€/)).toBeTruthy();
    expect(window.localStorage.getItem(DELIVERY_COUNTRY_KEY)).toBe("7");
    cleanup();
    renderPromise();
    expect((await screen.findByLabelText("Entregar em")) as HTMLSelectElement).toHaveProperty(
      "value",
      "7",
    );
  });

  it("says the next working day after the cut-off", async () => {
    // Friday 27 November 2026, 15:00 in Lisbon.
    vi.setSystemTime(new Date("2026-11-27T15:00:00Z"));
    renderPromise();
    expect(await screen.findByText("Encomende hoje e sai na segunda-feira.")).toBeTruthy();
  });

  it("starts from Portugal when the stored choice is no country of the shop", async () => {
    window.localStorage.setItem(DELIVERY_COUNTRY_KEY, "garbage");
    renderPromise();
    expect(await screen.findByLabelText("Entregar em")).toHaveProperty("value", "1");
  });

  it("says it all in English on an English page, its links under /en", async () => {
    renderPromise("en");
    const promise = await screen.findByRole("region", { name: "Delivery and returns" });
    expect(within(promise).getByText("Delivery in 1 to 2 working days")).toBeTruthy();
    expect(within(promise).getByText("Free delivery")).toBeTruthy();
    expect(within(promise).getByText("Order by 14:00 and it ships today.")).toBeTruthy();
    expect(within(promise).getByRole("link", { name: "Delivery terms" }).getAttribute("href")).toBe(
      "/en/terms#entrega",
    );
    expect(within(promise).getByRole("link", { name: "See stores" }).getAttribute("href")).toBe(
      "/en/stores",
    );
    cleanup();
    vi.setSystemTime(new Date("2026-11-27T15:00:00Z"));
    renderPromise("en");
    expect(await screen.findByText("Order today and it ships on Monday.")).toBeTruthy();
  });
});
