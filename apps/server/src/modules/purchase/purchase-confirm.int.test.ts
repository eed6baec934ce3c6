import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { startFakeStripe } from "../../../test/fake-stripe.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, nextAddress, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { purchaseLimits } from "../../config/limits.ts";

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let shop: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    config: {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: "whsec_test_only",
      STRIPE_API_URL: fake.url,
    },
  });
  await setOnlineStock(shop.database, 1, "36", 10);
  await setOnlineStock(shop.database, 1, "38", 10);
});
afterAll(async () => {
  await shop?.close();
  await fake?.close();
});

const confirm = (intentId: string, remoteAddress = nextAddress()) =>
  shop.app.inject({
    method: "POST",
    url: "/api/public/purchase/confirm",
    payload: { intentId },
    remoteAddress,
  });

describe(`POST /public/purchase/confirm (${databaseKind})`, () => {
  it("answers 404 for an intent of no purchase of ours without asking the provider", async () => {
    const before = fake.requests.length;
    const response = await confirm("pi_somebody_elses");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
    expect(fake.requests.length).toBe(before);
  });

  it("asks the provider about our unpaid intents only", async () => {
    const data = (await generate(shop, purchaseBody({ paymentMethod: "CREDIT" }))).json().data;
    const intentId = data.paymentKey.split("_secret_")[0] as string;
    fake.succeed(intentId);
    expect((await confirm(intentId)).json().data.state).toBe("PAYED");
    const before = fake.requests.length;
    expect((await confirm(intentId)).json().data.state).toBe("PAYED");
    expect(fake.requests.length).toBe(before);
  });

  it("limits the calls of one client address", async () => {
    const address = nextAddress();
    for (let i = 0; i < purchaseLimits.confirmPerAddress.max; i += 1) {
      expect((await confirm(`pi_unknown_${i}`, address)).statusCode).toBe(404);
    }
    expect((await confirm("pi_unknown_last", address)).statusCode).toBe(429);
  });
});

describe(`cancelling a card purchase (${databaseKind})`, () => {
  it("cancels its intent at the provider", async () => {
    const idempotencyKey = "card-cancel-key-0001";
    const data = (
      await generate(shop, { ...purchaseBody({ paymentMethod: "CREDIT" }), idempotencyKey })
    ).json().data;
    const intentId = data.paymentKey.split("_secret_")[0] as string;
    const canceled = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/cancel",
      payload: { idShort: data.idShort, idempotencyKey },
    });
    expect(canceled.json().data.state).toBe("CANCELED");
    expect(
      fake.requests.some((request) => request.path === `/v1/payment_intents/${intentId}/cancel`),
    ).toBe(true);
  });
});
