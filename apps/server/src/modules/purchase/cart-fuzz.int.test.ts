import { randomCartBodies } from "@shop/shared/testing/cart-fuzz";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, nextAddress, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  await setOnlineStock(shop.database, 1, "36", 1000);
  await setOnlineStock(shop.database, 1, "38", 1000);
});
afterAll(() => shop?.close());

function expectEnvelope(response: Awaited<ReturnType<typeof generate>>, body: unknown) {
  const reply = response.json();
  if (response.statusCode >= 300) {
    expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    expect(reply).toMatchObject({ valid: false, error: { code: expect.any(String) } });
  } else {
    expect(reply.valid).toBe(true);
  }
}

describe(`carts with odd keys, sizes and counts (${databaseKind})`, () => {
  it("refuses aliased keys of one product with 400 naming the key", async () => {
    const response = await generate(
      shop,
      purchaseBody({
        cart: {
          "1": { id: 1, quantities: { "36": 1 } },
          "01": { id: 1, quantities: { "36": 1 } },
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["cart.01"]);
  });

  it("never answers 5xx to a fuzzed cart, in any call that takes one", async () => {
    const customer = await registered(shop);
    const carts = randomCartBodies(8, 150);
    for (const cart of carts) {
      const remoteAddress = nextAddress();
      const calls = [
        shop.app.inject({
          method: "POST",
          url: "/api/public/purchase/products",
          payload: { cart },
          remoteAddress,
        }),
        generate(shop, purchaseBody({ cart }), remoteAddress),
        shop.app.inject({
          method: "POST",
          url: "/api/users/client/cart",
          cookies: { authToken: customer.token },
          payload: { cart },
          remoteAddress,
        }),
      ];
      for (const response of await Promise.all(calls)) expectEnvelope(response, cart);
    }
  });
});
