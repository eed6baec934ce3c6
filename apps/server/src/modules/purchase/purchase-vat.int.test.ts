import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, mailsOfKind, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => shop?.close());

beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 5);
});

// Product 1 costs 47,92 € with 23% VAT: 38,96 € without it.
const cart = { "1": { id: 1, quantities: { "36": 1 } } };

async function generateTo(country: number, postalCode: string) {
  const body = purchaseBody({
    cart,
    addressDelivery: { name: "Ana Silva", country, street: "Rua 1", city: "Cidade", postalCode },
  });
  const response = await generate(shop, body);
  expect(response.statusCode, response.body).toBe(200);
  const { id } = response.json().data;
  return shop.database.db
    .selectFrom("purchases")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe(`VAT by destination (${databaseKind})`, () => {
  it.each([
    // country, postal code, rate, delivery listed, delivery without VAT
    ["mainland Portugal", 1, "1100-053", 23, 490, 398],
    ["Spain, EU at Portugal's rate", 2, "1100-053", 23, 1290, 1049],
    ["Madeira", 3, "9000-018", 22, 615, 500],
    ["the Azores", 4, "9500-150", 16, 615, 500],
  ])(
    "a delivery to %s stores its rate and totals that add up",
    async (_, country, postalCode, rate, delivery, deliveryBase) => {
      const purchase = await generateTo(country, postalCode);
      expect(purchase.vat_percent).toBe(rate);
      expect(purchase.price_base_cents).toBe(3896);
      expect(purchase.price_delivery_cents).toBe(delivery);
      const expectedVat =
        rate === 23
          ? 4792 + delivery - 3896 - deliveryBase
          : Math.round(((3896 + deliveryBase) * rate) / 100);
      expect(purchase.price_tax_cents).toBe(expectedVat);
      expect(purchase.price_total_cents).toBe(3896 + deliveryBase + expectedVat);
    },
  );

  it("mails the VAT breakdown that adds up to the total", async () => {
    const purchase = await generateTo(3, "9000-018");
    const mails = await mailsOfKind(shop.database, "PURCHASE_GENERATED");
    const mail = mails.find((m) => m.subject.includes(purchase.id_short));
    expect(mail?.text).toContain("Produtos (sem IVA): 38,96");
    expect(mail?.text).toContain("Portes de envio (sem IVA): 5,00");
    expect(mail?.text).toContain("IVA (22%): 9,67");
    expect(mail?.text).toContain("Total (IVA incluído): 53,63");
    expect(mail?.text).toMatch(/Pagar até: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    expect(mail?.text).toContain("30 dias a contar da receção da encomenda");
  });
});
