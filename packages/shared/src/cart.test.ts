import { describe, expect, it } from "vitest";
import {
  addToCart,
  applyCartChanges,
  type Cart,
  CartSchema,
  capCartToStock,
  cartChanges,
  cartUnits,
  decrementInCart,
  keepProducts,
  lowerToStock,
  mergeCarts,
  PurchaseCartSchema,
  parseStoredCart,
  quantityLimit,
  removeProductFromCart,
  removeSizeFromCart,
  sizesAboveStock,
} from "./cart.ts";

const cart: Cart = { "9": { id: 9, quantities: { "37": 2, "38": 1 } } };

describe("cart rules", () => {
  it("adds a unit of a size, creating the product when new", () => {
    expect(addToCart({}, 9, "37")).toEqual({ "9": { id: 9, quantities: { "37": 1 } } });
    expect(addToCart(cart, 9, "37")["9"]?.quantities["37"]).toBe(3);
  });

  it("stops at 10 per size", () => {
    let full: Cart = {};
    for (let i = 0; i < 12; i += 1) full = addToCart(full, 9, "37");
    expect(full["9"]?.quantities["37"]).toBe(10);
  });

  it("decrements down to 1 and no further", () => {
    const once = decrementInCart(cart, 9, "37");
    expect(once["9"]?.quantities["37"]).toBe(1);
    expect(decrementInCart(once, 9, "37")["9"]?.quantities["37"]).toBe(1);
  });

  it("removes a size, and the product with its last size", () => {
    const withoutOne = removeSizeFromCart(cart, 9, "38");
    expect(withoutOne).toEqual({ "9": { id: 9, quantities: { "37": 2 } } });
    expect(removeSizeFromCart(withoutOne, 9, "37")).toEqual({});
  });

  it("removes a product with all its sizes", () => {
    expect(removeProductFromCart({ ...cart, "4": { id: 4, quantities: { U: 1 } } }, 9)).toEqual({
      "4": { id: 4, quantities: { U: 1 } },
    });
  });

  it("drops products the server no longer returns", () => {
    expect(keepProducts({ ...cart, "4": { id: 4, quantities: { U: 1 } } }, new Set([4]))).toEqual({
      "4": { id: 4, quantities: { U: 1 } },
    });
  });

  it("counts units", () => {
    expect(cartUnits(cart)).toBe(3);
  });

  it("never changes the cart it was given", () => {
    const before = JSON.stringify(cart);
    addToCart(cart, 9, "37");
    removeSizeFromCart(cart, 9, "37");
    expect(JSON.stringify(cart)).toBe(before);
  });
});

describe("stored cart", () => {
  it("reads a well-formed cart", () => {
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });

  it.each([
    ["not JSON", "{oops"],
    ["a list", "[1,2]"],
    ["a quantity of 11", JSON.stringify({ "9": { id: 9, quantities: { "37": 11 } } })],
    ["a key that is not its id", JSON.stringify({ "9": { id: 8, quantities: { "37": 1 } } })],
    ["nothing", null],
  ])("treats %s as an empty cart", (_case, stored) => {
    expect(parseStoredCart(stored)).toEqual({});
  });
});

describe("cart schema", () => {
  it.each([
    ["0", 0],
    ["a negative", -1],
    ["a fraction", 1.5],
    ["more than 10", 11],
  ])("refuses a quantity of %s", (_case, quantity) => {
    expect(CartSchema.safeParse({ "9": { id: 9, quantities: { "37": quantity } } }).success).toBe(
      false,
    );
  });

  it("says in Portuguese what is wrong, at the line it is in", () => {
    type Issue = { path: PropertyKey[]; message: string; issues?: Issue[] };
    // A record's bad key is an issue with the key's own issues inside.
    const messages = (issues: Issue[] = []): string[] =>
      issues.flatMap((issue) => [issue.message, ...messages(issue.issues)]);
    const refused = (value: unknown) => messages(CartSchema.safeParse(value).error?.issues);
    const line = (quantities: unknown) => ({ "9": { id: 9, quantities } });
    expect(CartSchema.safeParse(line({ "37": 11 })).error?.issues).toMatchObject([
      { path: ["9", "quantities", "37"], message: "A quantidade máxima por tamanho é 10." },
    ]);
    expect(refused(line({ "37": 0 }))).toEqual(["A quantidade mínima é 1."]);
    expect(refused(line({ "37": 1.5 }))).toEqual(["A quantidade deve ser um número inteiro."]);
    expect(refused(line({ "37": "2" }))).toEqual(["A quantidade deve ser um número."]);
    expect(refused(line({ " 37": 1 }))).toContain("Tamanho inválido.");
    expect(refused(line({}))).toEqual(["Escolha pelo menos um tamanho."]);
    expect(refused({ "09": { id: 9, quantities: { "37": 1 } } })).toContain("Produto inválido.");
    expect(
      CartSchema.safeParse({ "9": { id: 8, quantities: { "37": 1 } } }).error?.issues,
    ).toMatchObject([{ path: ["9", "id"], message: "O carrinho não é válido." }]);
  });

  it("takes an empty cart, but not to make a purchase of it", () => {
    expect(CartSchema.safeParse({}).success).toBe(true);
    expect(PurchaseCartSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      "O carrinho está vazio.",
    ]);
    expect(PurchaseCartSchema.safeParse(cart).success).toBe(true);
  });

  it("refuses a cart of 500 lines", () => {
    const huge = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [
        String(i + 1),
        { id: i + 1, quantities: { "37": 1 } },
      ]),
    );
    expect(CartSchema.safeParse(huge).success).toBe(false);
  });
});

describe("the cart and the online stock", () => {
  const cart: Cart = {
    "9": { id: 9, quantities: { "37": 4, "38": 1 } },
    "12": { id: 12, quantities: { U: 2 } },
  };

  it("stops adding at the stock of the size, and at 10", () => {
    expect(quantityLimit(5)).toBe(5);
    expect(quantityLimit(50)).toBe(10);
    expect(quantityLimit(undefined)).toBe(10);
    expect(quantityLimit(0)).toBe(0);
    let five: Cart = {};
    for (let i = 0; i < 12; i += 1) five = addToCart(five, 9, "37", 5);
    expect(five["9"]?.quantities["37"]).toBe(5);
    expect(addToCart({}, 9, "37", 0)).toEqual({});
  });

  it("names the sizes the cart asks more of than the stock has", () => {
    const stock = { "9": { "37": 3, "38": 1 }, "12": { U: 0 } };
    expect(sizesAboveStock(cart, stock)).toEqual([
      { productId: 9, size: "37", quantity: 4, available: 3 },
      { productId: 12, size: "U", quantity: 2, available: 0 },
    ]);
    expect(sizesAboveStock(cart, {})).toEqual([]);
  });

  it("lowers a size to its stock, and removes one with none left", () => {
    expect(lowerToStock(cart, 9, "37", 3)["9"]?.quantities).toEqual({ "37": 3, "38": 1 });
    expect(lowerToStock(cart, 12, "U", 0)["12"]).toBeUndefined();
    expect(lowerToStock(cart, 9, "38", 5)).toBe(cart);
  });
});

describe("one cart on two devices", () => {
  const phone: Cart = {
    "9": { id: 9, quantities: { "37": 2 } },
    "12": { id: 12, quantities: { U: 1 } },
  };
  const laptop: Cart = {
    "9": { id: 9, quantities: { "37": 5, "38": 1 } },
    "15": { id: 15, quantities: { "40": 9 } },
  };

  it("merges at sign-in: every product and size, the larger count", () => {
    expect(mergeCarts(phone, laptop)).toEqual({
      "9": { id: 9, quantities: { "37": 5, "38": 1 } },
      "12": { id: 12, quantities: { U: 1 } },
      "15": { id: 15, quantities: { "40": 9 } },
    });
    expect(mergeCarts(phone, {})).toEqual(phone);
    expect(mergeCarts({}, laptop)).toEqual(laptop);
  });

  it("caps the merged cart at 10 and at the online stock", () => {
    const big: Cart = { "9": { id: 9, quantities: { "37": 12 } } };
    expect(mergeCarts(big, phone)["9"]?.quantities["37"]).toBe(10);
    expect(
      capCartToStock(mergeCarts(phone, laptop), { "9": { "37": 3, "38": 0 }, "15": { "40": 9 } }),
    ).toEqual({
      "9": { id: 9, quantities: { "37": 3 } },
      "12": { id: 12, quantities: { U: 1 } },
      "15": { id: 15, quantities: { "40": 9 } },
    });
  });

  it("sends what changed, so another device's change is never undone", () => {
    const base: Cart = { "9": { id: 9, quantities: { "37": 2 } } };
    const here: Cart = {
      "9": { id: 9, quantities: { "37": 3 } },
      "12": { id: 12, quantities: { U: 1 } },
    };
    const changes = cartChanges(base, here);
    expect(changes).toEqual([
      { id: 9, size: "37", quantity: 3 },
      { id: 12, size: "U", quantity: 1 },
    ]);
    // Meanwhile the other device added size 38 and product 15 to the account's cart.
    const account: Cart = {
      "9": { id: 9, quantities: { "37": 2, "38": 1 } },
      "15": { id: 15, quantities: { "40": 1 } },
    };
    expect(applyCartChanges(account, changes)).toEqual({
      "9": { id: 9, quantities: { "37": 3, "38": 1 } },
      "15": { id: 15, quantities: { "40": 1 } },
      "12": { id: 12, quantities: { U: 1 } },
    });
  });

  it("sends a removal as 0 and applies it", () => {
    const base: Cart = { "9": { id: 9, quantities: { "37": 2, "38": 1 } } };
    const here: Cart = { "9": { id: 9, quantities: { "38": 1 } } };
    expect(cartChanges(base, here)).toEqual([{ id: 9, size: "37", quantity: 0 }]);
    expect(applyCartChanges(base, cartChanges(base, {}))).toEqual({});
    expect(cartChanges(base, base)).toEqual([]);
  });
});
