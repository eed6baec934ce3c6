import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateApart, whileHydrating } from "./hydrate-apart";
import { preloadsSettled } from "./preloadable";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="Página" />
      <HydrateApart>
        <Counter label="Parte" />
      </HydrateApart>
    </main>
  );
}

const aTask = () => new Promise((resolve) => setTimeout(resolve));

afterEach(cleanup);

describe("HydrateApart", () => {
  it("renders its part at once in a render of the browser's own", () => {
    render(<Page />);
    expect(screen.getByRole("button", { name: "Parte 0" })).toBeDefined();
  });

  it("keeps the server's HTML of its part and brings it alive in a later task", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverPart = screen.getByRole("button", { name: "Parte 0" });
    let settled = false;

    whileHydrating(() => hydrateRoot(container, <Page />));
    void preloadsSettled().then(() => {
      settled = true;
    });
    // The rest of the page is alive; the part is the server's, and not yet.
    act(() => screen.getByRole("button", { name: "Página 0" }).click());
    expect(screen.getByRole("button", { name: "Página 1" })).toBeDefined();
    act(() => serverPart.click());
    expect(screen.getByRole("button", { name: "Parte 0" })).toBe(serverPart);
    expect(settled).toBe(false);

    await act(aTask);
    await act(aTask);
    // The same element, now alive; the clicks the page held may go.
    act(() => serverPart.click());
    expect(screen.getByRole("button", { name: "Parte 1" })).toBe(serverPart);
    expect(settled).toBe(true);
    container.remove();
  });
});
