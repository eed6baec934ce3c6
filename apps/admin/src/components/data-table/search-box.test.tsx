import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SearchBox } from "./search-box";

/** A list whose address takes `lag` ms to show the filter asked for, as a busy router does. */
function SlowList({ lag, initial = "" }: { lag: number; initial?: string }) {
  const [q, setQ] = useState(initial);
  return (
    <>
      <SearchBox
        label="Procurar"
        value={q}
        onChange={(next) => setTimeout(() => setQ(next), lag)}
      />
      <output aria-label="filtro">{q}</output>
      <button type="button" onClick={() => setQ("")}>
        Voltar
      </button>
    </>
  );
}

function show(lag: number, initial = "") {
  const router = createMemoryRouter([
    { path: "/", element: <SlowList lag={lag} initial={initial} /> },
  ]);
  render(<RouterProvider router={router} />);
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const filter = () => screen.getByRole("status", { name: "filtro" }).textContent;

afterEach(cleanup);

describe("the SearchBox", () => {
  it("keeps what is typed after a pause while the address catches up with the filter", async () => {
    const user = userEvent.setup();
    show(200);
    const box = screen.getByLabelText<HTMLInputElement>("Procurar");
    await user.type(box, "sl-25-01");
    // The pause has passed: «sl-25-01» is asked for, and the person types on before it shows.
    await pause(350);
    await user.type(box, "80");
    await pause(150);
    expect(filter()).toBe("sl-25-01");
    expect(box.value).toBe("sl-25-0180");
    await expect.poll(filter, { timeout: 2000 }).toBe("sl-25-0180");
    expect(box.value).toBe("sl-25-0180");
  });

  it("shows a filter the address changes on its own, even back to one asked before", async () => {
    const user = userEvent.setup();
    show(0, "ana");
    const box = screen.getByLabelText<HTMLInputElement>("Procurar");
    expect(box.value).toBe("ana");
    await user.click(screen.getByRole("button", { name: "Voltar" }));
    expect(box.value).toBe("");
    await user.type(box, "rui");
    await expect.poll(filter, { timeout: 2000 }).toBe("rui");
    await user.click(screen.getByRole("button", { name: "Voltar" }));
    expect(box.value).toBe("");
  });
});
