import type { Cart } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { sameCart } from "./cart-merge";

const local: Cart = { "4": { id: 4, quantities: { "38": 1 } } };
const stored: Cart = { "7": { id: 7, quantities: { "40": 2, "41": 1 } } };

describe("sameCart", () => {
  it("compares products, sizes and quantities whatever the key order", () => {
    const reordered: Cart = { "7": { id: 7, quantities: { "41": 1, "40": 2 } } };
    expect(sameCart(stored, reordered)).toBe(true);
    expect(sameCart(stored, { "7": { id: 7, quantities: { "40": 2 } } })).toBe(false);
    expect(sameCart(stored, { "7": { id: 7, quantities: { "40": 3, "41": 1 } } })).toBe(false);
    expect(sameCart(stored, { ...stored, ...local })).toBe(false);
    expect(sameCart({}, {})).toBe(true);
  });
});
