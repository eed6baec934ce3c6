import type { Cart } from "@shop/shared";
import { describe, expect, it } from "vitest";
import {
  canDecrease,
  canIncrease,
  deliveryCountry,
  droppedProductIds,
  freeDeliveryOf,
  groupLines,
  lineCents,
  productsForCart,
  quantityInCart,
} from "./cart-view-model";
import { testProduct } from "./test-support";

const sabrinas = testProduct();
const botins = testProduct({ id: 12, title: "Botins", price: 120, discount: 0 });
const cart: Cart = {
  "9": { id: 9, quantities: { "37": 2, "38": 1 } },
  "12": { id: 12, quantities: { "41": 1 } },
};

describe("lineCents", () => {
  it("charges the discounted unit price, rounded to the cent, times the quantity", () => {
    // 69,90 € − 20 % = 55,92 €.
    expect(lineCents({ product: sabrinas, quantity: 1 })).toBe(5592);
    expect(lineCents({ product: sabrinas, quantity: 3 })).toBe(16776);
    expect(lineCents({ product: botins, quantity: 2 })).toBe(24000);
  });
});

describe("groupLines", () => {
  it("keeps the products in the lines' order, each with its sizes", () => {
    const groups = groupLines([
      { product: sabrinas, size: "37", quantity: 2 },
      { product: sabrinas, size: "38", quantity: 1 },
      { product: botins, size: "41", quantity: 1 },
    ]);
    expect(groups.map((group) => group.product.id)).toEqual([9, 12]);
    expect(groups[0]?.lines.map((line) => line.size)).toEqual(["37", "38"]);
  });
});

describe("droppedProductIds", () => {
  it("names the products of the cart that the server left out", () => {
    expect(droppedProductIds(cart, [sabrinas])).toEqual([12]);
    expect(droppedProductIds(cart, [sabrinas, botins])).toEqual([]);
  });
});

describe("productsForCart", () => {
  it("prefers the fresh answer", () => {
    expect(productsForCart(cart, [botins], [sabrinas, botins])).toEqual([botins]);
  });

  it("keeps showing the last answer while a smaller cart loads", () => {
    const smaller: Cart = { "12": { id: 12, quantities: { "41": 1 } } };
    expect(productsForCart(smaller, undefined, [sabrinas, botins])).toEqual([botins]);
  });

  it("waits when the cart holds a product the last answer does not know", () => {
    expect(productsForCart(cart, undefined, [sabrinas])).toBeUndefined();
    expect(productsForCart(cart, undefined, undefined)).toBeUndefined();
  });
});

describe("quantity limits", () => {
  it("lets '−' work down to 1 and '+' up to 10", () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(9)).toBe(true);
    expect(canIncrease(10)).toBe(false);
  });

  it("reads the units of a size, 0 when absent", () => {
    expect(quantityInCart(cart, 9, "37")).toBe(2);
    expect(quantityInCart(cart, 9, "40")).toBe(0);
    expect(quantityInCart(cart, 99, "37")).toBe(0);
  });
});

describe("deliveryCountry", () => {
  const portugal = { id: 1, name: "Portugal", code: "PT", IVA: null, groupId: 1 };
  const spain = { id: 7, name: "Espanha", code: "ES", IVA: 0.21, groupId: 3 };

  it("is the account's country when its address has one the shop delivers to", () => {
    expect(deliveryCountry([portugal, spain], 7)).toEqual({ country: spain, fromAccount: true });
  });

  it("is Portugal otherwise, said to be the default", () => {
    expect(deliveryCountry([portugal, spain], null)).toEqual({
      country: portugal,
      fromAccount: false,
    });
    expect(deliveryCountry([spain, portugal], 99)?.country).toBe(portugal);
  });

  it("is unknown when the shop does not deliver to Portugal", () => {
    expect(deliveryCountry([spain], undefined)).toBeNull();
  });
});

describe("freeDeliveryOf", () => {
  it("gives the amount and what is missing, then nothing missing once reached", () => {
    const rate = { priceCents: 490, freeFromCents: 5000 };
    expect(freeDeliveryOf(rate, 3990)).toEqual({ fromCents: 5000, missingCents: 1010 });
    expect(freeDeliveryOf(rate, 5000)).toEqual({ fromCents: 5000, missingCents: null });
  });

  it("says nothing without an amount or when delivery is free anyway", () => {
    expect(freeDeliveryOf({ priceCents: 490, freeFromCents: null }, 100)).toBeNull();
    expect(freeDeliveryOf({ priceCents: 0, freeFromCents: 5000 }, 100)).toBeNull();
  });
});
