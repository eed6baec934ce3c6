import type { Product, User } from "@shop/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModalProvider } from "../../../components/ui/modal-provider";
import { fakeApi } from "../../../lib/auth/fake-api";
import { currentUser, setUser } from "../../../lib/auth/user-cache";
import { queryClient } from "../../../lib/query-client";
import { FavouriteButton } from "./favourite";

const product = { id: 9, ref: "SL-25-0109", title: "Sabrinas" } as Product;

const customer: User = {
  id: 3,
  name: "Ana",
  email: "ana@example.pt",
  phone: null,
  cart: "{}",
  wishlist: [],
  emailConfirmed: 1,
  logged: true,
};

function renderHeart() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <ModalProvider>
            <FavouriteButton product={product} />
          </ModalProvider>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setUser(null);
  queryClient.clear();
});

describe("FavouriteButton", () => {
  it("asks a visitor to log in", async () => {
    setUser(null);
    const user = userEvent.setup();
    renderHeart();
    const heart = screen.getByRole("button", { name: "Favorito: Sabrinas" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await user.click(heart);
    const dialog = await screen.findByRole("dialog", { name: "Favoritos" });
    expect(dialog.textContent).toContain(
      "Faça login ou crie uma conta para adicionar produtos aos seus favoritos.",
    );
  });

  it("adds and removes the favourite of a signed-in customer", async () => {
    let wishlist: number[] = [];
    fakeApi({
      "POST /users/client/wishlist/9": () => {
        wishlist = wishlist.includes(9) ? [] : [9];
        return { data: wishlist };
      },
    });
    setUser(customer);
    const user = userEvent.setup();
    renderHeart();
    const heart = screen.getByRole("button", { name: "Favorito: Sabrinas" });
    await user.click(heart);
    await vi.waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    expect(heart.getAttribute("title")).toBe("Remover dos favoritos");
    await vi.waitFor(() => expect(currentUser()?.wishlist).toEqual([9]));
    await user.click(heart);
    await vi.waitFor(() => expect(currentUser()?.wishlist).toEqual([]));
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(heart.getAttribute("title")).toBe("Adicionar aos favoritos");
  });

  it("waits for the session's answer when clicked before it is in, then adds the favourite", async () => {
    // Nothing asked yet: the page has just come alive.
    const api = fakeApi({
      "GET /users/client/session": () => ({ data: customer }),
      "POST /users/client/wishlist/9": () => ({ data: [9] }),
    });
    const user = userEvent.setup();
    renderHeart();
    const heart = screen.getByRole("button", { name: "Favorito: Sabrinas" });
    await user.click(heart);
    expect(api.callsTo("GET /users/client/session")).toHaveLength(1);
    await vi.waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("puts the heart back and says so when the call fails", async () => {
    fakeApi({
      "POST /users/client/wishlist/9": () => ({
        status: 500,
        error: { code: "INTERNAL", message: "Erro." },
      }),
    });
    setUser(customer);
    const user = userEvent.setup();
    renderHeart();
    await user.click(screen.getByRole("button", { name: "Favorito: Sabrinas" }));
    const error = await screen.findByRole("alertdialog", { name: "Ups" });
    expect(error.textContent).toContain(
      "Não foi possível adicionar ou remover o produto à sua lista de favoritos. Por favor, tente mais tarde.",
    );
    expect(
      screen
        .getByRole("button", { name: "Favorito: Sabrinas", hidden: true })
        .getAttribute("aria-pressed"),
    ).toBe("false");
  });
});
