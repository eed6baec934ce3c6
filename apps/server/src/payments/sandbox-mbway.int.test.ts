import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import {
  generate,
  mailsOfKind,
  nextAddress,
  purchaseBody,
  purchaseState,
  setOnlineStock,
} from "../../test/purchases.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 5);
  await setOnlineStock(shop.database, 1, "38", 5);
});

const post = (url: string, payload: object) =>
  shop.app.inject({ method: "POST", url: `/api${url}`, payload, remoteAddress: nextAddress() });

let phones = 0;

/** An MB WAY purchase whose request is waiting on a phone of its own. */
async function pendingRequest() {
  const idempotencyKey = `sandbox-mbway-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const generated = await generate(shop, {
    ...purchaseBody({ paymentMethod: "MBWAY" }),
    idempotencyKey,
  });
  const order = { ...generated.json().data, idempotencyKey } as {
    id: number;
    idShort: string;
    idempotencyKey: string;
  };
  phones += 1;
  const phone = `96${String(phones).padStart(7, "0")}`;
  const owner = { idShort: order.idShort, idempotencyKey };
  expect((await post("/public/purchase/mbway", { ...owner, phone })).statusCode).toBe(200);
  const pending = (await shop.app.inject({ url: "/api/dev/payments/mbway/pending" })).json().data;
  const request = pending.find((r: { orderId: string }) => r.orderId === order.idShort);
  expect(request).toMatchObject({ phone, amountCents: expect.any(Number) });
  return { order, owner, requestId: request.requestId as string };
}

describe(`the sandbox's MB WAY (${databaseKind})`, () => {
  it("is offered by default, beside MULTIBANCO and card", async () => {
    const response = await shop.app.inject({ url: "/api/public/payments/config" });
    expect(response.json().data.methods).toEqual(["MULTIBANCO", "CREDIT", "MBWAY"]);
  });

  it("pays the purchase when the test bank accepts the request", async () => {
    const { order, owner, requestId } = await pendingRequest();
    const answer = await post("/dev/payments/mbway/answer", { requestId, accept: true });
    expect(answer.json().data).toEqual({ requestId, status: "PAID" });
    expect(await purchaseState(shop.database, order.id)).toBe("PAYED");
    const status = await post("/public/purchase/mbway/status", owner);
    expect(status.json().data).toMatchObject({ paid: true, request: { status: "PAID" } });
    const paid = await mailsOfKind(shop.database, "PURCHASE_PAID");
    expect(paid.filter((mail) => mail.subject.includes(order.idShort))).toHaveLength(1);
    const again = await post("/dev/payments/mbway/answer", { requestId, accept: true });
    expect(again.statusCode).toBe(404);
  });

  it("tells the checkout a refused request was refused, and the purchase waits", async () => {
    const { order, owner, requestId } = await pendingRequest();
    await post("/dev/payments/mbway/answer", { requestId, accept: false });
    const status = await post("/public/purchase/mbway/status", owner);
    expect(status.json().data).toMatchObject({ paid: false, request: { status: "REFUSED" } });
    expect(await purchaseState(shop.database, order.id)).toBe("REGISTERED");
  });
});
