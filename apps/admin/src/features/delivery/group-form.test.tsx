import { type CountryGroupItem, deliveryMessages } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GroupForm } from "./group-form";

const group: CountryGroupItem = {
  id: 1,
  name: "Portugal Continental",
  deliveryPriceCents: 490,
  deliveryDaysMin: 2,
  deliveryDaysMax: 5,
  freeDeliveryFromCents: 5000,
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
