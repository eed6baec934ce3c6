import { checkoutMessages, lisbonDay, shiftDay } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { IFTHENPAY_KEYS, ifthenpayConfig, startFakeIfthenpay } from "../../test/fake-ifthenpay.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import {
  cancelBehindTheBack,
  generate,
  mailsOfKind,
  nextAddress,
  onlineStock,
  purchaseBody,
  purchaseState,
  setOnlineStock,
} from "../../test/purchases.ts";
import { deliveredPurchase } from "../../test/returns.ts";
import { staffSession } from "../../test/staff.ts";
import { isValidMultibancoReference } from "./multibanco.ts";

let fake: Awaited<ReturnType<typeof startFakeIfthenpay>>;
let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  fake = await startFakeIfthenpay();
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    config: ifthenpayConfig(fake.url),
  });
  owner = await staffSession(shop, "owner");
});
afterAll(async () => {
  await shop?.close();
  await fake?.close();
});
beforeEach(async () => {
  Object.assign(fake.state, { down: false, failing: false, slowMs: 0 });
  await setOnlineStock(shop.database, 1, "36", 5);
  await setOnlineStock(shop.database, 1, "38", 5);
});

interface Generated {
  id: number;
  idShort: string;
  paymentEntity: string;
  paymentReference: string;
  paymentValue: number;
}

async function purchase(paymentMethod: "MULTIBANCO" | "MBWAY") {
  const idempotencyKey = `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const response = await generate(shop, { ...purchaseBody({ paymentMethod }), idempotencyKey });
  expect(response.statusCode).toBe(200);
  return { ...(response.json().data as Generated), idempotencyKey };
}

const KEY = IFTHENPAY_KEYS.IFTHENPAY_ANTI_PHISHING_KEY;

function multibancoCallback(paid: Generated, overrides: Record<string, string> = {}) {
  const query = new URLSearchParams({
    key: KEY,
    entidade: paid.paymentEntity,
    referencia: paid.paymentReference,
    valor: paid.paymentValue.toFixed(2),
    datahorapag: "26-11-2026 10:15:00",
    terminal: "Terminal 1",
    ...overrides,
  });
  return shop.app.inject({ url: `/api/payments/ifthenpay/multibanco?${query}` });
}

const incidents = (purchaseId: number) =>
  shop.database.db
    .selectFrom("payment_incidents")
    .select(["kind", "refund_by", "amount_cents", "refunded_at"])
    .where("purchase_id", "=", purchaseId)
    .execute();

const paidMailsOf = async (idShort: string) =>
  (await mailsOfKind(shop.database, "PURCHASE_PAID")).filter((m) => m.subject.includes(idShort));

describe(`MULTIBANCO through ifthenpay (${databaseKind})`, () => {
  it("builds the reference from the contracted entity and sub-entity", async () => {
    const paid = await purchase("MULTIBANCO");
    expect(paid.paymentEntity).toBe(IFTHENPAY_KEYS.IFTHENPAY_MB_ENTITY);
    expect(paid.paymentReference.startsWith(IFTHENPAY_KEYS.IFTHENPAY_MB_SUBENTITY)).toBe(true);
    const cents = Math.round(paid.paymentValue * 100);
    expect(isValidMultibancoReference(paid.paymentEntity, paid.paymentReference, cents)).toBe(true);
  });

  it("refuses a callback with a wrong key (403) and pays nothing", async () => {
    const paid = await purchase("MULTIBANCO");
    const response = await multibancoCallback(paid, { key: `${KEY.slice(0, -1)}x` });
    expect(response.statusCode).toBe(403);
    expect((await multibancoCallback(paid, { key: "" })).statusCode).toBe(403);
    expect(await purchaseState(shop.database, paid.id)).toBe("MULTIBANCO");
  });

  it("pays the purchase once: a repeated callback is a no-op", async () => {
    const paid = await purchase("MULTIBANCO");
    const first = await multibancoCallback(paid);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.outcome).toBe("paid");
    const again = await multibancoCallback(paid);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.outcome).toBe("repeat");
    expect(await purchaseState(shop.database, paid.id)).toBe("PAYED");
    expect(await paidMailsOf(paid.idShort)).toHaveLength(1);
    expect(await incidents(paid.id)).toEqual([]);
  });

  it("records a wrong amount for the back office and does not pay", async () => {
    const paid = await purchase("MULTIBANCO");
    const response = await multibancoCallback(paid, { valor: "1.00" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.outcome).toBe("wrong-amount");
    expect(await purchaseState(shop.database, paid.id)).toBe("MULTIBANCO");
    expect(await incidents(paid.id)).toMatchObject([
      { kind: "WRONG_AMOUNT", refund_by: "STAFF", amount_cents: 100, refunded_at: null },
    ]);
    const order = (await owner.call("GET", `/orders/${paid.idShort}`)).json().data;
    expect(order.latePayments).toMatchObject([
      { kind: "WRONG_AMOUNT", byStaff: true, amountCents: 100 },
    ]);
  });

  it("records a payment for a cancelled purchase, flagged for the staff to refund", async () => {
    const paid = await purchase("MULTIBANCO");
    await cancelBehindTheBack(shop.database, paid.id);
    const response = await multibancoCallback(paid);
    expect(response.json().data.outcome).toBe("late");
    expect(await multibancoCallback(paid).then((r) => r.json().data.outcome)).toBe("repeat");
    expect(await purchaseState(shop.database, paid.id)).toBe("CANCELED");
    const cents = Math.round(paid.paymentValue * 100);
    expect(await incidents(paid.id)).toMatchObject([
      { kind: "LATE", refund_by: "STAFF", amount_cents: cents, refunded_at: null },
    ]);
    const order = (await owner.call("GET", `/orders/${paid.idShort}`)).json().data;
    expect(order.events.map((e: { kind: string }) => e.kind)).toContain("LATE_PAYMENT");

    // Due 14 days from its arrival, by transfer.
    const late = order.latePayments[0] as { id: number; receivedAt: string; dueAt: string };
    expect(Date.parse(late.dueAt) - Date.parse(late.receivedAt)).toBe(14 * 86_400_000);
    const url = `/orders/${paid.idShort}/late-payments/${late.id}/refunded`;
    // The staff say the day and the bank's reference: neither missing, nor before it came.
    const today = lisbonDay(new Date());
    const transfer = { transferredOn: today, bankReference: "TRF 2026/88812" };
    expect((await owner.call("POST", url, {})).statusCode).toBe(400);
    const early = await owner.call("POST", url, {
      ...transfer,
      transferredOn: shiftDay(today, -1),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toHaveProperty("transferredOn");
    // Recorded once: a second time is a conflict.
    const recorded = await owner.call("POST", url, transfer);
    expect(recorded.statusCode).toBe(200);
    expect((await owner.call("POST", url, transfer)).statusCode).toBe(409);
    const after = (await owner.call("GET", `/orders/${paid.idShort}`)).json().data;
    expect(after.latePayments[0]).toMatchObject({
      refundedAt: expect.any(String),
      transfer: { transferredOn: today, bankReference: "TRF 2026/88812" },
    });
    expect(after.events.at(-1)).toMatchObject({
      kind: "REFUNDED",
      details: { method: "BANK_TRANSFER", late: true, ...transfer },
    });
  });

  it("answers 404 for a reference it never issued, and 400 for a malformed callback", async () => {
    const paid = await purchase("MULTIBANCO");
    const unknown = await multibancoCallback(paid, { referencia: "999000001" });
    expect(unknown.statusCode).toBe(404);
    expect((await multibancoCallback(paid, { valor: "abc" })).statusCode).toBe(400);
  });
});

const call = (url: string, payload: object, remoteAddress = nextAddress()) =>
  shop.app.inject({ method: "POST", url: `/api/public/purchase${url}`, payload, remoteAddress });

let phones = 0;
/** A phone of its own for every call, so that tests stay within the limit per phone. */
function nextPhone() {
  phones += 1;
  return `91${String(phones).padStart(7, "0")}`;
}

async function pushMbway(order: { idShort: string; idempotencyKey: string }, phone = nextPhone()) {
  return call("/mbway", { idShort: order.idShort, idempotencyKey: order.idempotencyKey, phone });
}

const status = (order: { idShort: string; idempotencyKey: string }) =>
  call("/mbway/status", { idShort: order.idShort, idempotencyKey: order.idempotencyKey });

const lastRequestId = () => [...fake.requests.keys()].at(-1) as string;

describe(`MB WAY through ifthenpay (${databaseKind})`, () => {
  it("is offered beside MULTIBANCO and card", async () => {
    const response = await shop.app.inject({ url: "/api/public/payments/config" });
    expect(response.json().data.methods).toEqual(["MULTIBANCO", "CREDIT", "MBWAY"]);
  });

  it("pushes the request, and a request accepted on the phone pays the purchase", async () => {
    const order = await purchase("MBWAY");
    expect(await purchaseState(shop.database, order.id)).toBe("REGISTERED");
    const pushed = await pushMbway(order, "(351) 962 345 678");
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json().data).toMatchObject({ paid: false, request: { status: "PENDING" } });
    const sent = fake.requests.get(lastRequestId());
    expect(sent).toMatchObject({
      orderId: order.idShort,
      amount: order.paymentValue.toFixed(2),
      mobileNumber: "351#962345678",
    });
    // Asked again while pending, no second request reaches the phone.
    await pushMbway(order);
    expect([...fake.requests.values()].filter((r) => r.orderId === order.idShort)).toHaveLength(1);

    expect((await status(order)).json().data.request.status).toBe("PENDING");
    fake.answer(lastRequestId(), "000");
    const paid = (await status(order)).json().data;
    expect(paid).toMatchObject({ paid: true, state: "PAYED", request: { status: "PAID" } });
    expect(await paidMailsOf(order.idShort)).toHaveLength(1);
    const row = await shop.database.db
      .selectFrom("purchases")
      .select(["payment_method", "payment_provider", "payment_intent_id"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      payment_method: "MBWAY",
      payment_provider: "mbway-ifthenpay",
      payment_intent_id: lastRequestId(),
    });
  });

  it("says a refused request was refused; the buyer tries again on the same purchase", async () => {
    const order = await purchase("MBWAY");
    await pushMbway(order);
    fake.answer(lastRequestId(), "020");
    expect((await status(order)).json().data).toMatchObject({
      paid: false,
      state: "REGISTERED",
      request: { status: "REFUSED" },
    });
    const again = await pushMbway(order);
    expect(again.json().data.request.status).toBe("PENDING");
    fake.answer(lastRequestId(), "000");
    expect((await status(order)).json().data.paid).toBe(true);
  });

  it("after an expired request, switches to MULTIBANCO keeping the purchase and its stock", async () => {
    const before = await onlineStock(shop.database, 1, "36");
    const order = await purchase("MBWAY");
    expect(await onlineStock(shop.database, 1, "36")).toBe(before - 1);
    await pushMbway(order);
    fake.answer(lastRequestId(), "101");
    expect((await status(order)).json().data.request.status).toBe("EXPIRED");
    const switched = await call("/switch-to-multibanco", {
      idShort: order.idShort,
      idempotencyKey: order.idempotencyKey,
    });
    expect(switched.statusCode).toBe(200);
    const reference = switched.json().data as Generated & { paymentMethod: string };
    expect(reference).toMatchObject({
      idShort: order.idShort,
      paymentMethod: "MULTIBANCO",
      paymentEntity: IFTHENPAY_KEYS.IFTHENPAY_MB_ENTITY,
    });
    expect(await purchaseState(shop.database, order.id)).toBe("MULTIBANCO");
    expect(await onlineStock(shop.database, 1, "36")).toBe(before - 1);
    const mails = await mailsOfKind(shop.database, "PURCHASE_GENERATED");
    expect(mails.filter((m) => m.subject.includes(order.idShort))).toHaveLength(1);
    expect((await multibancoCallback(reference)).json().data.outcome).toBe("paid");
  });

  it("answers a clear message when the provider is down, and the purchase stays payable", async () => {
    const order = await purchase("MBWAY");
    fake.state.down = true;
    const response = await pushMbway(order);
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe(
      "O MB WAY não respondeu. Tente de novo daqui a pouco, ou pague por referência MULTIBANCO.",
    );
    expect(await purchaseState(shop.database, order.id)).toBe("REGISTERED");
    fake.state.down = false;
    fake.state.refuseNext = true;
    const refused = await pushMbway(order);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toMatch(/não aceitou o pedido para este número/);
    expect((await pushMbway(order)).statusCode).toBe(200);
  });

  const mbwayCallback = (order: Generated, key = KEY) => {
    const query = new URLSearchParams({
      key,
      orderId: order.idShort,
      amount: order.paymentValue.toFixed(2),
      requestId: lastRequestId(),
      payment_datetime: "26-11-2026 10:20:00",
    });
    return shop.app.inject({ url: `/api/payments/ifthenpay/mbway?${query}` });
  };

  it("pays through ifthenpay's MB WAY callback, checking its key", async () => {
    const order = await purchase("MBWAY");
    await pushMbway(order);
    expect((await mbwayCallback(order, "nope")).statusCode).toBe(403);
    expect((await mbwayCallback(order)).statusCode).toBe(200);
    expect((await mbwayCallback(order)).statusCode).toBe(200);
    expect(await purchaseState(shop.database, order.id)).toBe("PAYED");
    expect(await paidMailsOf(order.idShort)).toHaveLength(1);
  });

  it("refunds a cancelled MB WAY order through ifthenpay's refund call", async () => {
    const order = await purchase("MBWAY");
    await pushMbway(order);
    fake.answer(lastRequestId(), "000");
    await status(order);
    const canceled = await owner.call("POST", `/orders/${order.idShort}/cancel`, {});
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data.refund).toBe("card-done");
    expect(fake.state.refunds.at(-1)).toEqual({
      backofficekey: IFTHENPAY_KEYS.IFTHENPAY_BACKOFFICE_KEY,
      requestId: lastRequestId(),
      amount: order.paymentValue.toFixed(2),
    });
    const orderPage = (await owner.call("GET", `/orders/${order.idShort}`)).json().data;
    expect(orderPage.refund).toMatchObject({ method: "MBWAY", status: "DONE" });
    expect(orderPage.payment.method).toBe("MBWAY");
  });

  it("refunds a request paid after the purchase was cancelled", async () => {
    const order = await purchase("MBWAY");
    await pushMbway(order);
    await cancelBehindTheBack(shop.database, order.id);
    fake.answer(lastRequestId(), "000");
    expect((await mbwayCallback(order)).statusCode).toBe(200);
    expect(await purchaseState(shop.database, order.id)).toBe("CANCELED");
    expect(await incidents(order.id)).toMatchObject([
      { kind: "LATE", refund_by: "PROVIDER", refunded_at: expect.any(Date) },
    ]);
    expect(fake.state.refunds.at(-1)?.requestId).toBe(lastRequestId());
  });

  it("answers 404 to anyone but the buyer, and limits the requests pushed to one phone", async () => {
    const order = await purchase("MBWAY");
    const stranger = await call("/mbway", { idShort: order.idShort, phone: "912345678" });
    expect(stranger.statusCode).toBe(404);
    // One number however it is written; each request refused on the phone before the next.
    const spellings = ["934567890", "+351 934 567 890", "00351934567890"];
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await pushMbway(order, spellings[i % spellings.length])).statusCode);
      fake.answer(lastRequestId(), "020");
      await status(order);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const sent = [...fake.requests.values()].filter((r) => r.orderId === order.idShort);
    expect(sent.map((r) => r.mobileNumber)).toEqual(Array(5).fill("351#934567890"));
    const badPhone = await pushMbway(order, "12345");
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields.phone).toBe(checkoutMessages.mbwayPhone);
  });
});

describe(`a return of an MB WAY purchase, refunded through ifthenpay (${databaseKind})`, () => {
  /** A delivered MB WAY purchase (paid on the fake's phone) with a return of its size 38 accepted. */
  async function acceptedMbwayReturn() {
    const purchase = await deliveredPurchase(shop, owner.call, {
      method: "MBWAY",
      acceptMbway: (idShort) => {
        const [requestId] = [...fake.requests].find(([, r]) => r.orderId === idShort) ?? [];
        fake.answer(requestId as string, "000");
      },
    });
    const asked = await purchase.customer.call(
      "POST",
      `/users/client/purchase/${purchase.id}/returns`,
      {
        kind: "RETURN",
        reason: "TOO_BIG",
        note: "",
        lines: [{ productId: 1, size: "38", quantity: 1, exchangeSize: null }],
      },
    );
    expect(asked.statusCode).toBe(200);
    const id = asked.json().data.id as number;
    expect((await owner.call("POST", `/returns/${id}/receive`, {})).statusCode).toBe(200);
    expect((await owner.call("POST", `/returns/${id}/accept`, { restock: [] })).statusCode).toBe(
      200,
    );
    const paidBy = await shop.database.db
      .selectFrom("purchases")
      .select("payment_intent_id")
      .where("id", "=", purchase.id)
      .executeTakeFirstOrThrow();
    return { purchase, id, requestId: paidBy.payment_intent_id as string };
  }
  const returnOf = async (idShort: string) =>
    (await owner.call("GET", `/orders/${idShort}/returns`)).json().data[0];

  it("gives a return's money back through ifthenpay's refund call", async () => {
    const { purchase, id, requestId } = await acceptedMbwayReturn();
    const refunded = await owner.call("POST", `/returns/${id}/refund`, {});
    expect(refunded.json().data).toEqual({ done: true, method: "MBWAY" });
    expect(fake.state.refunds.at(-1)).toEqual({
      backofficekey: IFTHENPAY_KEYS.IFTHENPAY_BACKOFFICE_KEY,
      requestId,
      amount: "47.92",
    });
    expect(await returnOf(purchase.idShort)).toMatchObject({
      refund: { method: "MBWAY", amountCents: 4792, done: true },
    });
  });

  it("keeps the refund pending while ifthenpay is down, and retries it", async () => {
    const { purchase, id, requestId } = await acceptedMbwayReturn();
    fake.state.down = true;
    const refunded = await owner.call("POST", `/returns/${id}/refund`, {});
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toEqual({ done: false, method: "MBWAY" });
    expect(await returnOf(purchase.idShort)).toMatchObject({
      state: "REFUNDED",
      refund: { method: "MBWAY", done: false },
      refundDetails: {
        status: "PENDING",
        lastError: "ifthenpay answered 503 to /v2/payments/refund",
      },
    });
    expect((await owner.call("POST", `/returns/${id}/refund/retry`, {})).statusCode).toBe(402);

    fake.state.down = false;
    const before = fake.state.refunds.length;
    expect((await owner.call("POST", `/returns/${id}/refund/retry`, {})).statusCode).toBe(200);
    await shop.app.shop.returns.admin.refundPending();
    expect(fake.state.refunds.slice(before)).toEqual([
      { backofficekey: IFTHENPAY_KEYS.IFTHENPAY_BACKOFFICE_KEY, requestId, amount: "47.92" },
    ]);
    expect(await returnOf(purchase.idShort)).toMatchObject({
      refund: { method: "MBWAY", done: true },
    });
    expect((await owner.call("POST", `/returns/${id}/refund/retry`, {})).statusCode).toBe(409);
  });

  const unconfirmedOf = async (idShort: string) =>
    (await owner.call("GET", `/orders/${idShort}`)).json().data.unconfirmedRefunds;
  const refundAttemptsOf = async (id: number) =>
    (
      await shop.database.db
        .selectFrom("purchase_returns")
        .select("refund_attempts")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).refund_attempts;
  const check = (idShort: string, key: string, made: boolean) =>
    owner.call("POST", `/orders/${idShort}/unconfirmed-refunds/${key}`, { made });

  it("asks once for a refund ifthenpay made without answering in time, until the staff have checked", async () => {
    const { purchase, id } = await acceptedMbwayReturn();
    const before = fake.state.refunds.length;
    // ifthenpay makes the refund, then answers after the shop's 1 s timeout.
    fake.state.slowMs = 1_500;
    const refunded = await owner.call("POST", `/returns/${id}/refund`, {});
    expect(refunded.json().data).toEqual({ done: false, method: "MBWAY" });
    fake.state.slowMs = 0;
    expect(fake.state.refunds).toHaveLength(before + 1);
    // Neither the job nor the staff's «Tentar de novo» asks ifthenpay again, nor count a failure.
    await shop.app.shop.returns.admin.refundPending();
    expect((await owner.call("POST", `/returns/${id}/refund/retry`, {})).statusCode).toBe(402);
    expect(fake.state.refunds).toHaveLength(before + 1);
    expect(await refundAttemptsOf(id)).toBe(1);
    expect(await returnOf(purchase.idShort)).toMatchObject({
      refundDetails: {
        status: "PENDING",
        lastError: expect.stringContaining("backoffice do ifthenpay"),
      },
    });
    expect(await unconfirmedOf(purchase.idShort)).toEqual([
      { key: `return-${id}`, amountCents: 4792, askedAt: expect.any(String) },
    ]);

    // The staff find it made in ifthenpay's back office: recorded done, not asked again.
    const checked = await check(purchase.idShort, `return-${id}`, true);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().message).toBe("Reembolso registado como feito no ifthenpay.");
    expect(fake.state.refunds).toHaveLength(before + 1);
    expect(await returnOf(purchase.idShort)).toMatchObject({ refund: { done: true } });
    expect(await unconfirmedOf(purchase.idShort)).toEqual([]);
    expect((await check(purchase.idShort, `return-${id}`, true)).statusCode).toBe(409);
  });

  it("asks again a refund the staff found not made, once", async () => {
    const { purchase, id, requestId } = await acceptedMbwayReturn();
    const before = fake.state.refunds.length;
    // An error inside ifthenpay: the shop cannot know what it did (here: nothing).
    fake.state.failing = true;
    await owner.call("POST", `/returns/${id}/refund`, {});
    fake.state.failing = false;
    await shop.app.shop.returns.admin.refundPending();
    expect(fake.state.refunds).toHaveLength(before);
    expect(await unconfirmedOf(purchase.idShort)).toHaveLength(1);

    expect((await check(purchase.idShort, `return-${id}`, false)).statusCode).toBe(200);
    expect(fake.state.refunds.slice(before)).toEqual([
      { backofficekey: IFTHENPAY_KEYS.IFTHENPAY_BACKOFFICE_KEY, requestId, amount: "47.92" },
    ]);
    expect(await returnOf(purchase.idShort)).toMatchObject({ refund: { done: true } });
    await shop.app.shop.returns.admin.refundPending();
    expect(fake.state.refunds).toHaveLength(before + 1);
  });

  it("asks once when two servers retry the same refund at the same moment", async () => {
    const { purchase, id } = await acceptedMbwayReturn();
    fake.state.down = true;
    await owner.call("POST", `/returns/${id}/refund`, {});
    Object.assign(fake.state, { down: false, slowMs: 300 });
    const before = fake.state.refunds.length;
    const { admin } = shop.app.shop.returns;
    await Promise.all([admin.refundPending(), admin.refundPending(), admin.refundPending()]);
    fake.state.slowMs = 0;
    await admin.refundPending();
    expect(fake.state.refunds).toHaveLength(before + 1);
    expect(await returnOf(purchase.idShort)).toMatchObject({ refund: { done: true } });
    // The 503 was a failure; the calls that found it being asked were not.
    expect(await refundAttemptsOf(id)).toBe(1);
  });

  it("answers 404 to another order's refund, and 409 to a refund not waiting for a check", async () => {
    const { purchase, id } = await acceptedMbwayReturn();
    expect((await check("ZZZZZZZZ", `return-${id}`, true)).statusCode).toBe(404);
    expect((await check(purchase.idShort, `return-${id}`, true)).statusCode).toBe(409);
    const bad = await owner.call("POST", `/orders/${purchase.idShort}/unconfirmed-refunds/x`, {});
    expect(bad.statusCode).toBe(400);
  });
});
