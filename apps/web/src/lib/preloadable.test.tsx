import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

afterEach(cleanup);

describe("preloadable", () => {
  it("renders in full on the server once preloaded", async () => {
    const { Component, preload } = preloadable(async () => Greeting);
    await preload();
    const html = renderToString(
      <Suspense fallback={<p>À espera</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    expect(html).toContain("<p>Olá, Ana</p>");
    expect(html).not.toContain("À espera");
  });

  it("suspends until its code is there, then renders it", async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const { Component, preload } = preloadable<{ name: string }>(
      () => new Promise((done) => (resolve = done)),
    );
    await act(async () => {
      render(
        <Suspense fallback={<p>À espera</p>}>
          <Component name="Rui" />
        </Suspense>,
      );
    });
    expect(screen.getByText("À espera")).toBeDefined();
    await act(async () => {
      resolve(Greeting);
      await preload();
    });
    expect(screen.getByText("Olá, Rui")).toBeDefined();
  });

  it("loads the code once", async () => {
    const load = vi.fn(async () => Greeting);
    const { preload } = preloadable(load);
    await Promise.all([preload(), preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads nothing beside the page when told not to, until asked or rendered", async () => {
    const load = vi.fn(async () => Greeting);
    const { Component, preload } = preloadable(load, { beside: false });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Component name="Rui" />
        </Suspense>,
      );
    });
    expect(screen.getByText("Olá, Rui")).toBeDefined();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Greeting);
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow("offline");
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
