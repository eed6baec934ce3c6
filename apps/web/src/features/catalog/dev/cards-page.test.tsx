import type { Product } from "@shop/shared";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithShop, testProduct } from "../../cart/test-support";
import { featuredQuery } from "../api";
import { DevCardsPage } from "./cards-page";

afterEach(cleanup);

const products: Product[] = Array.from({ length: 7 }, (_, index) =>
  testProduct({ id: index + 1, ref: `SL-26-000${index + 1}`, title: `Produto ${index + 1}` }),
);

describe("DevCardsPage", () => {
  it("shows the card in each state, side by side", async () => {
    const client = new QueryClient();
    client.setQueryData(featuredQuery.queryKey, {
      featured: [],
      mostViewed: [],
      mostRecent: products,
    });
    renderWithShop(<DevCardsPage />, { client });
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(7);
    const [plain, sale, soldOut, isNew, favourite, untitled, all] = cards as HTMLElement[];
    expect(within(plain as HTMLElement).getByRole("button", { name: /^Comprar/ })).toBeTruthy();
    expect((sale as HTMLElement).querySelector("s")?.textContent).toMatch(/69,90/);
    expect(within(soldOut as HTMLElement).getByText("Esgotado")).toBeTruthy();
    expect(within(isNew as HTMLElement).getByText("Novidade")).toBeTruthy();
    const heart = within(favourite as HTMLElement).getByRole("button", { name: /^Favorito/ });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(within(untitled as HTMLElement).getByRole("heading").textContent).toBe(
      "Artigo SL-26-0006",
    );
    expect(within(all as HTMLElement).getByRole("button", { name: /^Avisem-me/ })).toBeTruthy();
  });
});
