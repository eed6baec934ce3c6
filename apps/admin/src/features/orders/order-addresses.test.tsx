import type { Order } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Addresses } from "./order-panels";
import { soldGiftCard } from "./sold-gift-card.fixture";

afterEach(cleanup);

const line = { ref: "SL-0001", title: "Sandálias", size: "38", quantity: 1, codeDiscountCents: 0 };

/**
 * What the panels read: its lines, the cards it sold, the pickup, the addresses (a purchase of
 * cards alone keeps no street nor country).
 */
function orderOf(lines: unknown[], giftCardsSold: unknown[], street: string): Order {
  return {
    lines,
    giftCardsSold,
    pickup: null,
    delivery: {
      name: "Ana Compra",
      street,
      postalCode: "",
      city: "",
      country: street && "Portugal",
    },
    invoice: null,
  } as unknown as Order;
}

/** The panel under the heading «Morada de entrega». */
const deliveryPanel = () =>
  screen.getByRole("heading", { name: "Morada de entrega" }).closest("section") as HTMLElement;

describe("an order's delivery panel", () => {
  it("says gift cards alone go by email, with no address to send to", () => {
    render(<Addresses order={orderOf([], [soldGiftCard], "")} />);
    const panel = deliveryPanel();
    expect(panel.textContent).toContain("os cartões-presente seguem por email");
    expect(panel.textContent).not.toContain("Portugal");
  });

  it("gives the address when there is something to send, gift cards with it or not", () => {
    for (const cards of [[], [soldGiftCard]]) {
      render(<Addresses order={orderOf([{ ...line, productId: 1 }], cards, "Rua do Carmo 7")} />);
      const panel = deliveryPanel();
      expect(panel.textContent).toContain("Rua do Carmo 7");
      expect(panel.textContent).not.toContain("cartões-presente");
      cleanup();
    }
  });
});
