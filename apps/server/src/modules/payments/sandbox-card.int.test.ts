import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import {
  generate,
  mailsOfKind,
  post,
  purchaseBody,
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

async function cardPurchase(cart?: object) {
  const response = await generate(
    shop,
    purchaseBody({ paymentMethod: "CREDIT", ...(cart ? { cart } : {}) }),
  );
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    id: number;
    idShort: string;
    paymentKey: string;
    paymentValue: number;
  };
}

const intentOf = (clientSecret: string) => clientSecret.split("_secret_")[0] as string;
const payCard = (clientSecret: string, cardNumber: string) =>
  post(shop, "/dev/payments/card/pay", { clientSecret, cardNumber });
const stateOf = async (id: number) =>
  (
    await shop.database.db
      .selectFrom("purchases")
      .select("state")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).state;
const paidMailsFor = async (idShort: string) =>
  (await mailsOfKind(shop.database, "PURCHASE_PAID")).filter((mail) =>
    mail.subject.includes(idShort),
  );

function notify(event: object, signature?: string) {
  const body = JSON.stringify(event);
  return shop.app.inject({
    method: "POST",
    url: "/api/public/payments/webhook/sandbox",
    headers: {
      "content-type": "application/json",
      "x-sandbox-signature": signature ?? signSandboxNotification(body),
    },
    payload: body,
  });
}

describe(`card payments in the sandbox (${databaseKind})`, () => {
  it("tells the storefront which card form to mount", async () => {
    const response = await shop.app.inject({ url: "/api/public/payments/config" });
    expect(response.json()).toEqual({
      valid: true,
      data: {
        provider: "sandbox",
        publishableKey: null,
        methods: ["MULTIBANCO", "CREDIT", "MBWAY"],
      },
    });
  });

  it("registers a card purchase with an intent of exactly its total", async () => {
    const data = await cardPurchase();
    expect(data.paymentKey).toMatch(/^pi_sandbox_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(await stateOf(data.id)).toBe("REGISTERED");
    const intent = await shop.database.db
      .selectFrom("sandbox_payment_intents")
      .selectAll()
      .where("id", "=", intentOf(data.paymentKey))
      .executeTakeFirstOrThrow();
    expect(intent).toMatchObject({
      amount_cents: 10074,
      currency: "eur",
      status: "requires_payment_method",
    });
  });

  it("declines 4000 0000 0000 0002, then takes 4242 4242 4242 4242 and pays once", async () => {
    const data = await cardPurchase();
    const declined = await payCard(data.paymentKey, "4000 0000 0000 0002");
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe("O cartão foi recusado. Experimente outro cartão.");
    const early = await post(shop, "/public/purchase/confirm", {
      intentId: intentOf(data.paymentKey),
    });
    expect(early.statusCode).toBe(402);
    expect(await stateOf(data.id)).toBe("REGISTERED");

    expect((await payCard(data.paymentKey, "4242 4242 4242 4242")).statusCode).toBe(200);
    const confirmed = await post(shop, "/public/purchase/confirm", {
      intentId: intentOf(data.paymentKey),
    });
    expect(confirmed.json()).toEqual({
      valid: true,
      data: { id: data.id, idShort: data.idShort, state: "PAYED", paid: true },
    });
    const again = await post(shop, "/public/purchase/confirm", {
      intentId: intentOf(data.paymentKey),
    });
    expect(again.json().data.state).toBe("PAYED");
    expect(await paidMailsFor(data.idShort)).toHaveLength(1);
  });

  it("refuses a card number that is not one", async () => {
    const data = await cardPurchase();
    const response = await payCard(data.paymentKey, "1234 5678 9012 3456");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      cardNumber: "O número do cartão não é válido.",
    });
  });

  it("answers 404 to confirm an intent no purchase has", async () => {
    const response = await post(shop, "/public/purchase/confirm", {
      intentId: "pi_sandbox_unknown",
    });
    expect(response.statusCode).toBe(404);
  });

  it("never lets a cheap paid intent pay an expensive purchase", async () => {
    const cheap = await cardPurchase({ "1": { id: 1, quantities: { "36": 1 } } });
    const expensive = await cardPurchase({ "1": { id: 1, quantities: { "36": 3, "38": 3 } } });
    await payCard(cheap.paymentKey, "4242424242424242");
    await shop.database.db
      .updateTable("purchases")
      .set({ payment_intent_id: null })
      .where("id", "=", cheap.id)
      .execute();
    await shop.database.db
      .updateTable("purchases")
      .set({ payment_intent_id: intentOf(cheap.paymentKey) })
      .where("id", "=", expensive.id)
      .execute();
    const response = await post(shop, "/public/purchase/confirm", {
      intentId: intentOf(cheap.paymentKey),
    });
    expect(response.statusCode).toBe(402);
    expect(await stateOf(expensive.id)).toBe("REGISTERED");
  });
});

describe(`payment notifications (${databaseKind})`, () => {
  it("pays on a signed notification and changes nothing when it comes twice", async () => {
    const data = await cardPurchase();
    await shop.database.db
      .updateTable("sandbox_payment_intents")
      .set({ status: "succeeded" })
      .where("id", "=", intentOf(data.paymentKey))
      .execute();
    const event = { id: "evt_1", type: "payment_succeeded", intentId: intentOf(data.paymentKey) };
    expect((await notify(event)).statusCode).toBe(200);
    expect((await notify(event)).statusCode).toBe(200);
    expect(await stateOf(data.id)).toBe("PAYED");
    expect(await paidMailsFor(data.idShort)).toHaveLength(1);
  });

  it("does not un-pay a paid purchase on a late failure", async () => {
    const data = await cardPurchase();
    await payCard(data.paymentKey, "4242424242424242");
    const late = { id: "evt_late", type: "payment_failed", intentId: intentOf(data.paymentKey) };
    expect((await notify(late)).statusCode).toBe(200);
    expect(await stateOf(data.id)).toBe("PAYED");
  });

  it("does not pay on a notification whose intent the provider has not settled", async () => {
    const data = await cardPurchase();
    const lie = { id: "evt_lie", type: "payment_succeeded", intentId: intentOf(data.paymentKey) };
    expect((await notify(lie)).statusCode).toBe(200);
    expect(await stateOf(data.id)).toBe("REGISTERED");
  });

  it("accepts a notification for an unknown intent and changes nothing", async () => {
    const response = await notify({
      id: "evt_unknown",
      type: "payment_succeeded",
      intentId: "pi_nobody",
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a notification with a bad signature", async () => {
    const response = await notify(
      { id: "evt_x", type: "payment_succeeded", intentId: "pi_x" },
      "sha256=00",
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("FORBIDDEN");
  });

  it("refuses notifications for a provider that is not active", async () => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/public/payments/webhook/stripe",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(404);
  });
});
