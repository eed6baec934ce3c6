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

async function generateTo(country: number, postalCode: string, phone = "(351) 912345678") {
  const body = purchaseBody({
    cart,
    contacts: { email: `buyer.${country}.${Date.now()}@example.pt`, phone },
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
    ["Spain, EU at Portugal's rate", 2, "28013", 23, 1290, 1049],
    ["Finland, EU at Portugal's rate", 5, "00100", 23, 1290, 1049],
    ["Brazil, an export", 6, "01310-100", 0, 2490, 2024],
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

describe(`addresses abroad (${databaseKind})`, () => {
  it("keeps Madrid's 28013 whole and a Spanish phone with its country code", async () => {
    const purchase = await generateTo(2, "28013", "+34 600 11 22 33");
    expect(purchase).toMatchObject({
      delivery_postal_code: "28013",
      contact_phone: "+34600112233",
      delivery_country: "Espanha",
    });
  });

  it("writes a code as its country does", async () => {
    expect((await generateTo(6, "01310100")).delivery_postal_code).toBe("01310-100");
  });

  it.each([
    [3, "1100-053", "Os códigos postais da Madeira vão de 9000-000 a 9499-999."],
    [4, "9000-018", "Os códigos postais dos Açores vão de 9500-000 a 9999-999."],
    [1, "9500-150", /é das ilhas/],
    [2, "2801-3", /não é válido para o país escolhido \(por exemplo, 28013\)/],
  ])(
    "refuses country %i with postal code %s, naming the field",
    async (country, postalCode, message) => {
      const response = await generate(
        shop,
        purchaseBody({
          cart,
          addressDelivery: { name: "Ana", country, street: "Rua 1", city: "Cidade", postalCode },
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields["addressDelivery.postalCode"]).toMatch(message);
    },
  );

  it("charges an EU country's own rate once the shop is registered in the one-stop shop", async () => {
    await shop.database.db
      .updateTable("countries")
      .set({ vat_percent: 25.5 })
      .where("code", "=", "FI")
      .execute();
    try {
      const purchase = await generateTo(5, "00100");
      expect(purchase.vat_percent).toBe(25.5);
      expect(purchase.price_tax_cents).toBe(Math.round(((3896 + 1049) * 25.5) / 100));
      expect(purchase.price_total_cents).toBe(3896 + 1049 + purchase.price_tax_cents);
    } finally {
      await shop.database.db
        .updateTable("countries")
        .set({ vat_percent: null })
        .where("code", "=", "FI")
        .execute();
    }
  });
});
