import type { StockGrid } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecountForm } from "./recount-form";
import { TransferForm } from "./transfer-form";

const grid: StockGrid = {
  product: { id: 7, ref: "SAP-001", title: "Sabrinas", active: true },
  locations: [
    { storeId: null, name: "Online", editable: true },
    { storeId: 2, name: "Loja do Chiado", editable: true },
  ],
  sizes: [
    { size: "37", quantities: [4, 1] },
    { size: "38", quantities: [2, 0] },
  ],
  lowStock: { own: null, category: null, applied: 2 },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const props = { grid, onSaved: () => {}, onCancel: () => {} };

describe("the stock forms, typed in as a person does", () => {
  it("opens a transfer with an empty units box that takes what is typed", async () => {
    render(<TransferForm {...props} />);
    const units = screen.getByRole("textbox", { name: /^Unidades/ });
    expect((units as HTMLInputElement).value).toBe("");
    await userEvent.type(units, "2");
    expect((units as HTMLInputElement).value).toBe("2");
  });

  it("opens a count with an empty box that takes what is typed", async () => {
    render(<RecountForm {...props} />);
    const counted = screen.getByRole("textbox", { name: /^Unidades contadas/ });
    expect((counted as HTMLInputElement).value).toBe("");
    await userEvent.type(counted, "12");
    expect((counted as HTMLInputElement).value).toBe("12");
  });

  it("asks for the units when the transfer is saved empty, and sends nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    render(<TransferForm {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    const units = screen.getByRole("textbox", { name: /^Unidades/ });
    expect(units.getAttribute("aria-invalid")).toBe("true");
    // Nothing sent (a read left over from another file's page may still be aborting here).
    const sent = fetch.mock.calls.filter(([, init]) => init?.method && init.method !== "GET");
    expect(sent).toEqual([]);
  });
});
