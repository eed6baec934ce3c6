import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { RouteError } from "./route-error";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderFailing(error: unknown) {
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => {
        throw error;
      },
      element: null,
      ErrorBoundary: RouteError,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe("RouteError", () => {
  it("says the shop is briefly unavailable when it answers 503, and tries again by itself", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderFailing(
      new ApiRequestError(503, {
        code: "UNAVAILABLE",
        message:
          "A loja está momentaneamente indisponível. Por favor, tente de novo dentro de alguns segundos.",
      }),
    );
    expect(
      await screen.findByRole("heading", { name: "Voltamos dentro de momentos" }),
    ).toBeTruthy();
    expect(screen.getByText(/momentaneamente indisponível/)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("says 'Ups' for any other failure", async () => {
    renderFailing(new ApiRequestError(500, { code: "INTERNAL", message: "Erro." }));
    expect(await screen.findByRole("heading", { name: "Ups" })).toBeTruthy();
  });

  it("shows the failed request's reference, for the customer to quote", async () => {
    renderFailing(new ApiRequestError(500, { code: "INTERNAL", message: "Erro." }, "k3x9qa0-1f"));
    expect(
      await screen.findByText("Referência do erro, se nos contactar: k3x9qa0-1f"),
    ).toBeTruthy();
  });
});
