import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { startFakeStripe, stripeConfig, stripeWebhook } from "../../test/fake-stripe.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import {
  expireNow,
  generate,
  mailsOfKind,
  onlineStock,
  purchaseBody,
  purchaseState,
  setOnlineStock,
} from "../../test/purchases.ts";

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let shop: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    config: { ...stripeConfig(fake.url), MULTIBANCO_PROVIDER: "stripe" },
  });
});
afterAll(async () => {
  await shop?.close();
  await fake?.close();
});
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 5);
  await setOnlineStock(shop.database, 1, "38", 5);
});

async function multibancoPurchase() {
  const response = await generate(shop, purchaseBody({ paymentMethod: "MULTIBANCO" }));
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  const intentId = fake.requests.filter((r) => r.path === "/v1/payment_intents").length;
  return { ...data, intentId: `pi_fake_${intentId}` } as {
    id: number;
    idShort: string;
    paymentEntity: string;
    paymentReference: string;
    paymentExpiresAt: string;
    intentId: string;
  };
}

describe(`MULTIBANCO through Stripe's multibanco method (${databaseKind})`, () => {
  it("offers MULTIBANCO and card to the storefront", async () => {
    const response = await shop.app.inject({ url: "/api/public/payments/config" });
    expect(response.json().data.methods).toEqual(["MULTIBANCO", "CREDIT"]);
  });

  it("answers and emails the entity, reference and expiry that Stripe issued", async () => {
    const data = await multibancoPurchase();
    const buyer = await shop.database.db
      .selectFrom("purchases")
      .select("contact_email")
      .where("id", "=", data.id)
      .executeTakeFirstOrThrow();
    const created = fake.requests.filter((r) => r.path === "/v1/payment_intents").at(-1);
    expect(Object.fromEntries(created?.body ?? [])).toMatchObject({
      amount: "10074",
      currency: "eur",
      "allowed_payment_method_types[0]": "multibanco",
      "payment_method_data[type]": "multibanco",
      "payment_method_data[billing_details][email]": buyer.contact_email,
      confirm: "true",
    });
    expect(data).toMatchObject({
      paymentEntity: "12345",
      paymentReference: String(100_000_000 + Number(data.intentId.slice(8))),
      paymentExpiresAt: "2030-01-08T00:00:00.000Z",
    });
    expect(await purchaseState(shop.database, data.id)).toBe("MULTIBANCO");
    const mails = (await mailsOfKind(shop.database, "PURCHASE_GENERATED")).filter((m) =>
      m.subject.includes(data.idShort),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("12345");
  });

  it("pays the purchase on Stripe's payment_intent.succeeded, once", async () => {
    const data = await multibancoPurchase();
    fake.succeed(data.intentId);
    const response = await stripeWebhook(shop, "payment_intent.succeeded", data.intentId, "evt_m1");
    expect(response.statusCode).toBe(200);
    expect(await purchaseState(shop.database, data.id)).toBe("PAYED");
    const paid = (await mailsOfKind(shop.database, "PURCHASE_PAID")).filter((m) =>
      m.subject.includes(data.idShort),
    );
    expect(paid).toHaveLength(1);
  });

  it("cancels Stripe's intent and the purchase when the reference expires unpaid", async () => {
    const data = await multibancoPurchase();
    await expireNow(shop.database, data.id);
    expect(await shop.app.shop.purchases.expireDue()).toBe(1);
    expect(fake.intents.get(data.intentId)?.status).toBe("canceled");
    expect(await purchaseState(shop.database, data.id)).toBe("CANCELED");
    expect(await onlineStock(shop.database, 1, "38")).toBe(5);
  });

  it("refuses with 402 and returns the stock when Stripe issues no reference", async () => {
    fake.down = true;
    try {
      const response = await generate(shop, purchaseBody({ paymentMethod: "MULTIBANCO" }));
      expect(response.statusCode).toBe(402);
      expect(response.json().error.message).toBe(
        "O serviço de referências MULTIBANCO não respondeu, por isso a encomenda não foi registada. Tente de novo daqui a pouco, ou escolha outro método de pagamento.",
      );
    } finally {
      fake.down = false;
    }
    expect(await onlineStock(shop.database, 1, "38")).toBe(5);
  });
});
