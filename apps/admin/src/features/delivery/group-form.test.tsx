import { type CountryGroupItem, deliveryMessages } from "@shop/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GroupForm } from "./group-form";
import { GroupsPanel } from "./groups-panel";

const group: CountryGroupItem = {
  id: 1,
  name: "Portugal Continental",
  deliveryPriceCents: 490,
  deliveryDaysMin: 2,
  deliveryDaysMax: 5,
  freeDeliveryFromCents: 5000,
  nameEn: null,
  countries: [{ id: 1, name: "Portugal", code: "PT" }],
};

/** The server's answer to the next call. */
function answer(data: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ valid: true, data })));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function show() {
  const onSaved = vi.fn();
  render(<GroupForm group={group} onSaved={onSaved} onCancel={() => {}} />);
  return { onSaved, free: screen.getByRole("textbox", { name: /^Envio grátis a partir de/ }) };
}

const save = () => userEvent.click(screen.getByRole("button", { name: "Guardar" }));

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe("the delivery group's free-delivery amount", () => {
  it("shows the amount in euros and sends the one typed", async () => {
    const fetch = answer([{ ...group, freeDeliveryFromCents: 6000 }]);
    const { onSaved, free } = show();
    expect((free as HTMLInputElement).value).toBe("50,00");
    await userEvent.clear(free);
    await userEvent.type(free, "60");
    await save();
    expect(onSaved).toHaveBeenCalledWith(
      [expect.objectContaining({ freeDeliveryFromCents: 6000 })],
      "Grupo «Portugal Continental» guardado.",
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/country-groups/1");
    expect(JSON.parse(String(init.body))).toMatchObject({ freeDeliveryFrom: "60" });
  });

  it("may be left empty (delivery always paid)", async () => {
    const fetch = answer([{ ...group, freeDeliveryFromCents: null }]);
    const { free } = show();
    await userEvent.clear(free);
    await save();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ freeDeliveryFrom: "" });
  });

  it("refuses an amount that is not one, and sends nothing", async () => {
    const fetch = answer([]);
    const { free } = show();
    await userEvent.clear(free);
    await userEvent.type(free, "0");
    await save();
    expect(free.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(deliveryMessages.freeFrom).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the delivery group's English name", () => {
  it("is an English field beside the Portuguese, whose hint is what the English checkout shows", async () => {
    const fetch = answer([{ ...group, nameEn: "Mainland Portugal" }]);
    show();
    const english = screen.getByRole("textbox", { name: /^Name/ });
    expect(english.getAttribute("lang")).toBe("en");
    expect((english as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("textbox", { name: /^Nome/ })).not.toBe(english);
    expect(
      screen.getByText(/Em inglês, para a loja em \/en; vazio, mostra o português\./).textContent,
    ).toContain("Em português: «Portugal Continental»");
    await userEvent.type(english, "Mainland Portugal");
    await save();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Portugal Continental",
      nameEn: "Mainland Portugal",
    });
  });

  it("shows the English it has, and refuses one too long", async () => {
    const fetch = answer([]);
    render(
      <GroupForm
        group={{ ...group, nameEn: "Mainland Portugal" }}
        onSaved={() => {}}
        onCancel={() => {}}
      />,
    );
    const english = screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement;
    expect(english.value).toBe("Mainland Portugal");
    await userEvent.clear(english);
    await userEvent.type(english, "x".repeat(61));
    await save();
    expect(english.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getAllByText("O texto em inglês pode ter no máximo 60 caracteres.").length,
    ).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the delivery groups' list", () => {
  it("marks «Sem inglês» the groups without an English name", async () => {
    answer([
      { ...group, nameEn: "Mainland Portugal" },
      { ...group, id: 2, name: "Resto do Mundo", nameEn: null, countries: [] },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <GroupsPanel />
      </QueryClientProvider>,
    );
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [mainland, rest] = items as [HTMLElement, HTMLElement];
    expect(within(mainland).queryByText("Sem inglês")).toBeNull();
    expect(within(rest).getByText("Sem inglês")).toBeTruthy();
  });
});
