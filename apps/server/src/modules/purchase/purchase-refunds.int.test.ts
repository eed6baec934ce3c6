import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { startFakeStripe, stripeConfig } from "../../../test/fake-stripe.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import {
  generate,
  incidentsOf,
  onlineStock,
  post,
  purchaseBody,
  setOnlineStock,
} from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  shop = await createTestApp({ prepare: insertCatalogueFixture, config: stripeConfig(fake.url) });
  owner = await staffSession(shop, "owner");
});
afterAll(async () => {
  await shop?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.refundsDown = false;
  await setOnlineStock(shop.database, 1, "36", 5);
  await setOnlineStock(shop.database, 1, "38", 5);
});

/** A card purchase whose intent the provider says succeeded; `confirmed` when the shop heard. */
async function cardPurchase(confirmed: boolean) {
  const response = await generate(shop, purchaseBody({ paymentMethod: "CREDIT" }));
  const data = response.json().data as { id: number; idShort: string; paymentKey: string };
  const intentId = data.paymentKey.split("_secret_")[0] as string;
  fake.succeed(intentId);
  if (confirmed)
    expect((await post(shop, "/public/purchase/confirm", { intentId })).statusCode).toBe(200);
  return { ...data, intentId };
}

const orderOf = async (idShort: string) =>
  (await owner.call("GET", `/orders/${idShort}`)).json().data;
const kindsOf = async (idShort: string) =>
  ((await orderOf(idShort)).events as Array<{ kind: string }>).map((event) => event.kind);
const refundCalls = (intentId: string) =>
  fake.requests.filter(
    (r) => r.path === "/v1/refunds" && r.body.get("payment_intent") === intentId,
  );

describe(`a card refund the provider does not take (${databaseKind})`, () => {
  it("leaves the order cancelled with the refund pending and visible, then retries it", async () => {
    const purchase = await cardPurchase(true);
    fake.refundsDown = true;
    const canceled = await owner.call("POST", `/orders/${purchase.idShort}/cancel`, {});
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      data: { refund: "card-pending" },
      message:
        "Encomenda cancelada e stock devolvido, mas o reembolso por cartão falhou. A loja volta a tentar sozinha.",
    });
    expect(await onlineStock(shop.database, 1, "38")).toBe(5);
    const page = await orderOf(purchase.idShort);
    expect(page.state).toBe("CANCELED");
    expect(page.refund).toMatchObject({ method: "CARD", status: "PENDING", attempts: 1 });
    expect(page.refund.lastError).toEqual(expect.any(String));

    // The staff's retry fails again: one failure in the timeline, two attempts on the refund.
    const retried = await owner.call("POST", `/orders/${purchase.idShort}/refund/retry`);
    expect(retried.statusCode).toBe(402);
    expect(retried.json().error.message).toBe(
      "O fornecedor de pagamentos voltou a recusar o reembolso. A loja continua a tentar sozinha.",
    );
    expect((await orderOf(purchase.idShort)).refund.attempts).toBe(2);
    expect((await kindsOf(purchase.idShort)).filter((k) => k === "REFUND_FAILED")).toHaveLength(1);

    // The provider is back: the job's next round refunds it, once.
    fake.refundsDown = false;
    await shop.app.shop.orders.cancellations.refundPending();
    await shop.app.shop.orders.cancellations.refundPending();
    const done = await orderOf(purchase.idShort);
    expect(done.refund).toMatchObject({
      status: "DONE",
      providerRefundId: expect.stringMatching(/^re_fake_/),
    });
    expect((await kindsOf(purchase.idShort)).filter((k) => k === "REFUNDED")).toHaveLength(1);
    const calls = refundCalls(purchase.intentId);
    expect(calls.every((call) => call.idempotencyKey === `refund-${purchase.intentId}`)).toBe(true);
    expect(calls.at(-1)?.body.get("amount")).toBe(String(done.totals.totalCents));
    const again = await owner.call("POST", `/orders/${purchase.idShort}/refund/retry`);
    expect(again.statusCode).toBe(409);
  });

  it("refunds a payment that beat the cancellation of an order the shop thought unpaid", async () => {
    const purchase = await cardPurchase(false);
    const canceled = await owner.call("POST", `/orders/${purchase.idShort}/cancel`, {});
    expect(canceled.json().data).toEqual({ refund: "none" });
    const [incident] = await incidentsOf(shop.database, purchase.id);
    expect(incident?.refunded_at).not.toBeNull();
    expect(refundCalls(purchase.intentId)).toHaveLength(1);
    expect((await kindsOf(purchase.idShort)).slice(-2)).toEqual(["LATE_PAYMENT", "REFUNDED"]);
  });
});
