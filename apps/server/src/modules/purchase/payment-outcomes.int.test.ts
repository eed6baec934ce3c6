import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
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
} from "../../../test/purchases.ts";
import { signSandboxNotification } from "../../payments/sandbox-provider.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => shop?.close());
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 5);
  await setOnlineStock(shop.database, 1, "38", 5);
});

async function cardPurchase() {
  const response = await generate(shop, purchaseBody({ paymentMethod: "CREDIT" }));
  expect(response.statusCode).toBe(200);
  const data = response.json().data as { id: number; idShort: string; paymentKey: string };
  return { ...data, intentId: data.paymentKey.split("_secret_")[0] as string };
}

const sandboxIntent = (id: string) =>
  shop.database.db
    .selectFrom("sandbox_payment_intents")
    .select(["status", "refunded_cents"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const paidMails = async (idShort: string) =>
  (await mailsOfKind(shop.database, "PURCHASE_PAID")).filter((m) => m.subject.includes(idShort));

function notifySucceeded(intentId: string, eventId: string) {
  const body = JSON.stringify({ id: eventId, type: "payment_succeeded", intentId });
  return shop.app.inject({
    method: "POST",
    url: "/api/public/payments/webhook/sandbox",
    headers: {
      "content-type": "application/json",
      "x-sandbox-signature": signSandboxNotification(body),
    },
    payload: body,
  });
}

describe(`expiry asks the sandbox provider first (${databaseKind})`, () => {
  it("settles an expired card purchase whose intent succeeded, with its email", async () => {
    const data = await cardPurchase();
    // The card went through but the shop never heard of it (a lost notification).
    await shop.database.db
      .updateTable("sandbox_payment_intents")
      .set({ status: "succeeded" })
      .where("id", "=", data.intentId)
      .execute();
    await expireNow(shop.database, data.id);
    expect(await shop.app.shop.purchases.expireDue()).toBe(1);
    expect(await purchaseState(shop.database, data.id)).toBe("PAYED");
    expect(await paidMails(data.idShort)).toHaveLength(1);
    expect(await onlineStock(shop.database, 1, "38")).toBe(4);
  });

  it("cancels the unpaid intent, then the purchase, and the card can no longer pay", async () => {
    const data = await cardPurchase();
    await expireNow(shop.database, data.id);
    expect(await shop.app.shop.purchases.expireDue()).toBe(1);
    expect(await purchaseState(shop.database, data.id)).toBe("CANCELED");
    expect((await sandboxIntent(data.intentId)).status).toBe("canceled");
    expect(await onlineStock(shop.database, 1, "38")).toBe(5);
    const pay = { clientSecret: data.paymentKey, cardNumber: "4242424242424242" };
    expect((await post(shop, "/dev/payments/card/pay", pay)).statusCode).toBe(404);
  });
});

describe(`a payment for a cancelled purchase (${databaseKind})`, () => {
  it("is recorded on the purchase and refunded once, however often it is notified", async () => {
    const data = await cardPurchase();
    await cancelBehindTheBack(shop.database, data.id);
    const pay = { clientSecret: data.paymentKey, cardNumber: "4242424242424242" };
    expect((await post(shop, "/dev/payments/card/pay", pay)).statusCode).toBe(200);
    expect((await notifySucceeded(data.intentId, "evt_late_2")).statusCode).toBe(200);
    const confirmed = await post(shop, "/public/purchase/confirm", { intentId: data.intentId });
    expect(confirmed.json().data).toMatchObject({ state: "CANCELED", paid: false });

    expect(await purchaseState(shop.database, data.id)).toBe("CANCELED");
    expect(await paidMails(data.idShort)).toHaveLength(0);
    const incidents = await incidentsOf(shop.database, data.id);
    expect(incidents).toEqual([
      {
        intent_id: data.intentId,
        amount_cents: 10074,
        currency: "eur",
        refunded_at: expect.any(Date),
      },
    ]);
    expect((await sandboxIntent(data.intentId)).refunded_cents).toBe(10074);
  });
});
