import type { Cart } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { cartAtSignIn, sameCart } from "./cart-merge";

const local: Cart = { "4": { id: 4, quantities: { "38": 1 } } };
const stored: Cart = { "7": { id: 7, quantities: { "40": 2, "41": 1 } } };

describe("cartAtSignIn", () => {
  it("keeps a local cart with items and uploads it", () => {
    expect(cartAtSignIn(local, JSON.stringify(stored))).toEqual({ cart: local, upload: true });
  });

  it("loads the account's cart when the local one is empty", () => {
    expect(cartAtSignIn({}, JSON.stringify(stored))).toEqual({ cart: stored, upload: false });
  });

  it("treats a malformed stored cart as empty", () => {
    expect(cartAtSignIn({}, "{not json")).toEqual({ cart: {}, upload: false });
    expect(cartAtSignIn({}, JSON.stringify({ "1": { id: 2, quantities: { "38": 1 } } }))).toEqual({
      cart: {},
      upload: false,
    });
  });
});

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
