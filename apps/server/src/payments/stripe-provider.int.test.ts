import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { startFakeStripe, stripeConfig, stripeWebhook } from "../../test/fake-stripe.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import {
  cancelBehindTheBack,
  expireNow,
  generate,
  incidentsOf,
  mailsOfKind,
  onlineStock,
  post,
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
    config: stripeConfig(fake.url),
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

async function cardPurchase() {
  const response = await generate(shop, purchaseBody({ paymentMethod: "CREDIT" }));
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; idShort: string; paymentKey: string };
}

const webhook = (type: string, intentId: string, eventId: string, secret?: string) =>
  stripeWebhook(shop, type, intentId, eventId, secret);

const stateOf = async (id: number) =>
  (
    await shop.database.db
      .selectFrom("purchases")
      .select("state")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).state;

describe(`the stripe provider, against a local fake of its API (${databaseKind})`, () => {
  it("gives the storefront the publishable key, and has no sandbox routes", async () => {
    expect((await shop.app.inject({ url: "/api/public/payments/config" })).json().data).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_fake",
      methods: ["CREDIT"],
    });
    expect((await post(shop, "/dev/payments/multibanco/pay", {})).statusCode).toBe(404);
  });

  it("creates an intent of exactly the purchase's total, in euros, once per purchase", async () => {
    const data = await cardPurchase();
    const created = fake.requests.filter((r) => r.path === "/v1/payment_intents").at(-1);
    expect(created?.body.get("amount")).toBe("10074");
    expect(created?.body.get("currency")).toBe("eur");
    expect(created?.idempotencyKey).toBe(`purchase-${data.id}`);
    expect(data.paymentKey).toMatch(/^pi_fake_\d+_secret_fake$/);
  });

  it("confirms only once the provider says the intent succeeded", async () => {
    const data = await cardPurchase();
    const intentId = data.paymentKey.split("_secret_")[0] as string;
    expect((await post(shop, "/public/purchase/confirm", { intentId })).statusCode).toBe(402);
    fake.succeed(intentId);
    const confirmed = await post(shop, "/public/purchase/confirm", { intentId });
    expect(confirmed.json().data).toMatchObject({
      idShort: data.idShort,
      state: "PAYED",
      paid: true,
    });
  });

  it("does not pay when the intent's amount or currency differ", async () => {
    const data = await cardPurchase();
    const intentId = data.paymentKey.split("_secret_")[0] as string;
    const intent = fake.intents.get(intentId);
    if (intent) Object.assign(intent, { status: "succeeded", amount: 100 });
    expect((await post(shop, "/public/purchase/confirm", { intentId })).statusCode).toBe(402);
    if (intent) Object.assign(intent, { amount: 10074, currency: "usd" });
    expect((await post(shop, "/public/purchase/confirm", { intentId })).statusCode).toBe(402);
    expect(await stateOf(data.id)).toBe("REGISTERED");
  });

  it("pays on a signed webhook once, however often it arrives", async () => {
    const data = await cardPurchase();
    const intentId = data.paymentKey.split("_secret_")[0] as string;
    fake.succeed(intentId);
    expect((await webhook("payment_intent.succeeded", intentId, "evt_a")).statusCode).toBe(200);
    expect((await webhook("payment_intent.succeeded", intentId, "evt_a")).statusCode).toBe(200);
    expect((await webhook("payment_intent.succeeded", intentId, "evt_b")).statusCode).toBe(200);
    expect(await stateOf(data.id)).toBe("PAYED");
    const paid = (await mailsOfKind(shop.database, "PURCHASE_PAID")).filter((m) =>
      m.subject.includes(data.idShort),
    );
    expect(paid).toHaveLength(1);
    expect((await webhook("payment_intent.payment_failed", intentId, "evt_c")).statusCode).toBe(
      200,
    );
    expect(await stateOf(data.id)).toBe("PAYED");
  });

  it("does not offer MULTIBANCO when no provider issues its references", async () => {
    const response = await generate(shop, purchaseBody({ paymentMethod: "MULTIBANCO" }));
    expect(response.statusCode).toBe(400);
    const message =
      "O pagamento por referência MULTIBANCO não está disponível. Por favor, pague com cartão.";
    expect(response.json().error).toMatchObject({
      code: "VALIDATION",
      fields: { paymentMethod: message },
    });
    expect(await onlineStock(shop.database, 1, "38")).toBe(5);
  });

  it("refuses a webhook signed with another secret", async () => {
    const response = await webhook("payment_intent.succeeded", "pi_fake_1", "evt_z", "whsec_wrong");
    expect(response.statusCode).toBe(403);
  });
});

const intentOf = (data: { paymentKey: string }) => data.paymentKey.split("_secret_")[0] as string;
const refundsOf = (intentId: string) =>
  fake.requests.filter(
    (r) => r.path === "/v1/refunds" && r.body.get("payment_intent") === intentId,
  );

describe(`expiry asks stripe first (${databaseKind})`, () => {
  it("settles an expired purchase whose intent succeeded and does not cancel it", async () => {
    const data = await cardPurchase();
    fake.succeed(intentOf(data));
    await expireNow(shop.database, data.id);
    expect(await shop.app.shop.purchases.expireDue()).toBe(1);
    expect(await purchaseState(shop.database, data.id)).toBe("PAYED");
    const cancel = `/v1/payment_intents/${intentOf(data)}/cancel`;
    expect(fake.requests.filter((r) => r.path === cancel)).toHaveLength(0);
  });

  it("leaves the purchase while stripe does not answer, then cancels intent and purchase", async () => {
    const data = await cardPurchase();
    await expireNow(shop.database, data.id);
    fake.down = true;
    try {
      expect(await shop.app.shop.purchases.expireDue()).toBe(0);
    } finally {
      fake.down = false;
    }
    expect(await purchaseState(shop.database, data.id)).toBe("REGISTERED");
    expect(await onlineStock(shop.database, 1, "38")).toBe(4);

    expect(await shop.app.shop.purchases.expireDue()).toBe(1);
    expect(fake.intents.get(intentOf(data))?.status).toBe("canceled");
    expect(await purchaseState(shop.database, data.id)).toBe("CANCELED");
    expect(await onlineStock(shop.database, 1, "38")).toBe(5);
  });
});

describe(`a stripe payment for a cancelled purchase (${databaseKind})`, () => {
  it("is answered 200, recorded and refunded once however often it is notified", async () => {
    const data = await cardPurchase();
    await cancelBehindTheBack(shop.database, data.id);
    fake.succeed(intentOf(data));
    expect((await webhook("payment_intent.succeeded", intentOf(data), "evt_l1")).statusCode).toBe(
      200,
    );
    expect((await webhook("payment_intent.succeeded", intentOf(data), "evt_l2")).statusCode).toBe(
      200,
    );
    expect(
      (await post(shop, "/public/purchase/confirm", { intentId: intentOf(data) })).statusCode,
    ).toBe(200);
    const refunds = refundsOf(intentOf(data));
    expect(refunds.map((r) => Object.fromEntries(r.body))).toEqual([
      { payment_intent: intentOf(data), amount: "10074" },
    ]);
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${intentOf(data)}`);
    expect(await incidentsOf(shop.database, data.id)).toEqual([
      {
        intent_id: intentOf(data),
        amount_cents: 10074,
        currency: "eur",
        refunded_at: expect.any(Date),
      },
    ]);
    expect(await purchaseState(shop.database, data.id)).toBe("CANCELED");
  });

  it("tries a failed refund again until stripe takes it", async () => {
    const data = await cardPurchase();
    await cancelBehindTheBack(shop.database, data.id);
    fake.succeed(intentOf(data));
    fake.refundsDown = true;
    try {
      expect((await webhook("payment_intent.succeeded", intentOf(data), "evt_r1")).statusCode).toBe(
        200,
      );
    } finally {
      fake.refundsDown = false;
    }
    expect((await incidentsOf(shop.database, data.id))[0]?.refunded_at).toBeNull();
    await shop.app.shop.purchases.refundPending();
    expect((await incidentsOf(shop.database, data.id))[0]?.refunded_at).toEqual(expect.any(Date));
    expect(refundsOf(intentOf(data))).toHaveLength(2);
  });
});
