import { act, cleanup, render, screen } from "@testing-library/react";
import { type ReactElement, useId, useState } from "react";
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

function Nested() {
  return (
    <main>
      <HydrateApart>
        <section>
          <Counter label="Parte" />
          <HydrateApart>
            <Counter label="Dentro" />
          </HydrateApart>
        </section>
      </HydrateApart>
    </main>
  );
}

/** A section named by its heading once its button is pressed: an id used after hydrating. */
function Named({ title }: { title: string }) {
  const id = useId();
  const [named, setNamed] = useState(false);
  return (
    <section aria-labelledby={named ? id : undefined}>
      <h2 id={id}>{title}</h2>
      <button type="button" onClick={() => setNamed(true)}>
        Nomear {title}
      </button>
    </section>
  );
}

function NamedSections() {
  return (
    <main>
      <Named title="Antes" />
      <HydrateApart>
        <div>
          <Named title="Parte" />
          <HydrateApart>
            <Named title="Dentro" />
          </HydrateApart>
        </div>
      </HydrateApart>
      <Named title="Depois" />
    </main>
  );
}

/** A page whose part the customer takes away at once (leaving the page while it comes alive). */
function Leaving() {
  const [shown, setShown] = useState(true);
  return (
    <main>
      <button type="button" onClick={() => setShown(false)}>
        Sair
      </button>
      {shown && (
        <HydrateApart>
          <Counter label="Parte" />
        </HydrateApart>
      )}
    </main>
  );
}

const aTask = () => new Promise((resolve) => setTimeout(resolve));

/** Hydrates the server's HTML of `page` in a new container of the document. */
function hydrateServerHtml(page: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  whileHydrating(() => hydrateRoot(container, page));
  return container;
}

/** Whether a counter answers a click (a part not yet alive leaves the server's text). */
function answers(button: HTMLElement): boolean {
  const before = button.textContent;
  act(() => button.click());
  return button.textContent !== before;
}

afterEach(cleanup);

describe("HydrateApart", () => {
  it("renders its part at once in a render of the browser's own", () => {
    render(<Page />);
    expect(screen.getByRole("button", { name: "Parte 0" })).toBeDefined();
  });

  it("keeps the server's HTML of its part and brings it alive in a later task", async () => {
    const container = hydrateServerHtml(<Page />);
    const serverPart = screen.getByRole("button", { name: "Parte 0" });
    let settled = false;
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
    await expect.poll(() => settled).toBe(true);
    container.remove();
  });

  it("brings a part inside a part alive in a task after its own", async () => {
    const container = hydrateServerHtml(<Nested />);
    const outer = screen.getByRole("button", { name: "Parte 0" });
    const inner = screen.getByRole("button", { name: "Dentro 0" });
    let settled = false;
    void preloadsSettled().then(() => {
      settled = true;
    });
    const aliveAfter = { outer: 0, inner: 0, settled: 0 };
    for (let task = 1; task <= 6; task += 1) {
      await act(aTask);
      if (!aliveAfter.settled && settled) aliveAfter.settled = task;
      if (!aliveAfter.outer && answers(outer)) aliveAfter.outer = task;
      if (!aliveAfter.inner && answers(inner)) aliveAfter.inner = task;
    }
    expect(aliveAfter.outer).toBeGreaterThan(0);
    expect(aliveAfter.inner).toBeGreaterThan(aliveAfter.outer);
    // The held clicks wait for the part inside too.
    expect(aliveAfter.settled).toBeGreaterThanOrEqual(aliveAfter.inner);
    container.remove();
  });

  it("keeps the server's ids: an id named after the part is alive is the one in the HTML", async () => {
    const container = hydrateServerHtml(<NamedSections />);
    for (let task = 1; task <= 4; task += 1) await act(aTask);
    for (const title of ["Antes", "Parte", "Dentro", "Depois"]) {
      act(() => screen.getByRole("button", { name: `Nomear ${title}` }).click());
      expect(screen.getByRole("region", { name: title })).toBeDefined();
    }
    container.remove();
  });

  it("lets the held clicks go when a part is taken away before its turn", async () => {
    // The page's effects run when it is hydrated (a frame later in a browser); the part waits.
    let container = document.body;
    act(() => {
      container = hydrateServerHtml(<Leaving />);
    });
    let settled = false;
    void preloadsSettled().then(() => {
      settled = true;
    });
    act(() => screen.getByRole("button", { name: "Sair" }).click());
    expect(screen.queryByRole("button", { name: "Parte 0" })).toBeNull();
    await act(aTask);
    await expect.poll(() => settled).toBe(true);
    container.remove();
  });
});
