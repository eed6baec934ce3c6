import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => shop?.close());

beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 5);
});

// Product 1 costs 47,92 € with 23% VAT; mainland Portugal (group 1) delivers for 4,90 €.
const cart = { "1": { id: 1, quantities: { "36": 1 } } };

async function freeFrom(cents: number | null) {
  await shop.database.db
    .updateTable("country_groups")
    .set({ free_delivery_from_cents: cents })
    .where("id", "=", 1)
    .execute();
}

async function generatePurchase(paymentMethod: "MULTIBANCO" | "CREDIT" = "MULTIBANCO") {
  const body = purchaseBody({
    cart,
    paymentMethod,
    contacts: { email: `free.${Date.now()}@example.pt`, phone: "(351) 912345678" },
  });
  const response = await generate(shop, body);
  expect(response.statusCode, response.body).toBe(200);
  return shop.database.db
    .selectFrom("purchases")
    .selectAll()
    .where("id", "=", response.json().data.id)
    .executeTakeFirstOrThrow();
}

describe(`free delivery from an amount (${databaseKind})`, () => {
  it("charges no delivery once the products reach the group's amount", async () => {
    await freeFrom(4792);
    const purchase = await generatePurchase();
    expect(purchase).toMatchObject({
      price_delivery_cents: 0,
      price_base_cents: 3896,
      price_tax_cents: 896,
      price_total_cents: 4792,
    });
  });

  it("charges the delivery one cent below it, and without an amount", async () => {
    for (const cents of [4793, null]) {
      await freeFrom(cents);
      const purchase = await generatePurchase();
      expect(purchase.price_delivery_cents).toBe(490);
      expect(purchase.price_total_cents).toBe(4792 + 490);
    }
  });

  it("never sets an amount that is not above zero", async () => {
    await expect(freeFrom(0)).rejects.toThrow();
    await freeFrom(null);
  });
});
