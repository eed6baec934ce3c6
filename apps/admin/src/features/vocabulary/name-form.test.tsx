import type { NamedItem } from "@shop/shared";
import { englishMessages } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NameForm } from "./name-form";

const black: NamedItem = { id: 1, name: "Preto", nameEn: null, products: 4 };

/** The server's answer to the next call. */
function answer(data: unknown) {
  const fetch = vi.fn(async () => Response.json({ valid: true, data }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe("NameForm", () => {
  it("writes a colour's English beside its name, hinting the Portuguese shown while it is empty", async () => {
    const fetch = answer({ ...black, nameEn: "Black" });
    const onSaved = vi.fn();
    render(<NameForm list="colors" item={black} onSaved={onSaved} onCancel={vi.fn()} />);
    const english = screen.getByLabelText(/^Name/);
    expect(screen.getByText(/Em português: «Preto»/)).toBeTruthy();
    await userEvent.type(english, "Black");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ nameEn: "Black" }));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/colors/1");
    expect(JSON.parse(String(init.body))).toEqual({ name: "Preto", nameEn: "Black" });
  });

  it("refuses a too long English name before sending it", async () => {
    const fetch = answer(black);
    render(<NameForm list="tags" item={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Nome/), "Pele");
    await userEvent.click(screen.getByLabelText(/^Name/));
    await userEvent.paste("x".repeat(61));
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(screen.getByText(englishMessages.tooLong(60))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks no English for a brand: its name is the same in both languages", () => {
    render(<NameForm list="brands" item={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByLabelText(/^Nome/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });
});
