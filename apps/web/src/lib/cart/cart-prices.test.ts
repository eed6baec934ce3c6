import { afterEach, describe, expect, it } from "vitest";
import { testProduct } from "../../features/cart/test-support";
import { acceptPrices, priceChanges, rememberPriceAtAdd } from "./cart-prices";
import { cartStore } from "./cart-store";

afterEach(() => {
  cartStore.clear();
  window.localStorage.clear();
});

describe("prices at the time of adding", () => {
  const added = testProduct({ id: 9, price: 69.9, discount: 20 }); // 55,92 €

  it("names a product whose price changed since it went into the cart, until it is seen", () => {
    cartStore.replace({ "9": { id: 9, quantities: { "37": 1 } } });
    rememberPriceAtAdd(added);
    expect(priceChanges([added])).toEqual([]);
    const cheaper = { ...added, discount: 30 };
    expect(priceChanges([cheaper])).toEqual([
      { product: cheaper, beforeCents: 5592, nowCents: 4893 },
    ]);
    acceptPrices([cheaper]);
    expect(priceChanges([cheaper])).toEqual([]);
  });

  it("keeps the first price of a product added again, and forgets it when it leaves the cart", () => {
    cartStore.replace({ "9": { id: 9, quantities: { "37": 1 } } });
    rememberPriceAtAdd(added);
    rememberPriceAtAdd({ ...added, price: 99 });
    expect(priceChanges([{ ...added, price: 99 }])).toHaveLength(1);
    cartStore.removeProduct(9);
    expect(priceChanges([{ ...added, price: 99 }])).toEqual([]);
    // Added again at today's price: that is the price it is compared with now.
    rememberPriceAtAdd({ ...added, price: 99 });
    cartStore.replace({ "9": { id: 9, quantities: { "37": 1 } } });
    expect(priceChanges([{ ...added, price: 99 }])).toEqual([]);
    expect(priceChanges([added])).toHaveLength(1);
  });
});
