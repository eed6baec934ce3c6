import type { Order } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Lines } from "./order-panels";
import { soldGiftCard } from "./sold-gift-card.fixture";

afterEach(cleanup);

const line = { ref: "SL-0001", title: "Sandálias", size: "38", quantity: 1, codeDiscountCents: 0 };

// The panel reads only the order's lines, its code and its totals.
const order = {
  lines: [
    { ...line, productId: 1, unitPriceCents: 3999, discount: 20, reduction: "sale" },
    { ...line, productId: 2, unitPriceCents: 4792, discount: 20, reduction: "discount" },
    { ...line, productId: 3, unitPriceCents: 5990, discount: 0, reduction: null },
  ],
  discountCode: null,
  giftCardsUsed: [],
  giftCardsSold: [],
  totals: { baseCents: 0, deliveryBaseCents: 0, vatPercent: 23, vatCents: 0, totalCents: 0 },
} as unknown as Order;

describe("an order's lines", () => {
  it("mark a line sold in a sale «Saldos», not with the product's own discount", () => {
    render(<Lines order={order} />);
    const [inSale, discounted, full] = screen.getAllByRole("listitem").slice(0, 3);
    expect(inSale?.textContent).toMatch(/1 × 39,99\s€ \(Saldos\)/);
    expect(inSale?.textContent).not.toContain("−20%");
    expect(discounted?.textContent).toMatch(/1 × 47,92\s€ \(−20%\)/);
    expect(full?.textContent).toMatch(/1 × 59,90\s€59,90/);
  });

  it("list the gift cards bought before the totals, and add their amount to them", () => {
    const cardsOnly = {
      ...order,
      lines: [],
      giftCardsSold: [soldGiftCard, { ...soldGiftCard, valueCents: 2500, recipientName: "Rui" }],
      totals: { ...order.totals, totalCents: 7500 },
    } as unknown as Order;
    const { container } = render(<Lines order={cardsOnly} />);
    const text = container.textContent ?? "";
    expect(text).toMatch(/Cartões-presente \(sem IVA\)75,00\s€/);
    expect(text.indexOf("para Rita")).toBeLessThan(text.indexOf("Produtos (sem IVA)"));
    expect(text.indexOf("para Rui")).toBeLessThan(text.indexOf("Produtos (sem IVA)"));
  });

  it("have no gift cards' row when none was bought", () => {
    const { container } = render(<Lines order={order} />);
    expect(container.textContent).not.toContain("Cartões-presente");
  });
});
