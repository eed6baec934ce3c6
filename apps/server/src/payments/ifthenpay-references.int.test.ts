import { lisbonDayStart } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import {
  FAKE_DYNAMIC_ENTITY,
  IFTHENPAY_KEYS,
  IFTHENPAY_MB_KEY,
  ifthenpayConfig,
  startFakeIfthenpay,
} from "../../test/fake-ifthenpay.ts";
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

let fake: Awaited<ReturnType<typeof startFakeIfthenpay>>;
let shop: TestApp;

beforeAll(async () => {
  fake = await startFakeIfthenpay();
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    config: {
      ...ifthenpayConfig(fake.url),
      IFTHENPAY_MB_KEY,
      IFTHENPAY_MB_EXPIRY_DAYS: "2",
      IFTHENPAY_TIMEOUT_MS: "1500",
    },
  });
});
afterAll(async () => {
  await shop?.close();
  await fake?.close();
});
beforeEach(async () => {
  Object.assign(fake.state, { down: false, slowMs: 0, refuseNextReference: false });
  await setOnlineStock(shop.database, 1, "36", 5);
  await setOnlineStock(shop.database, 1, "38", 5);
});

interface Generated {
  id: number;
  idShort: string;
  paymentEntity: string;
  paymentReference: string;
  paymentValue: number;
  paymentExpiresAt: string;
}

const idempotencyKey = () => `ref-${Math.random().toString(36).slice(2)}-${Date.now()}`;

async function multibancoPurchase() {
  const response = await generate(shop, {
    ...purchaseBody({ paymentMethod: "MULTIBANCO" }),
    idempotencyKey: idempotencyKey(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Generated;
}

/** The fake's request id of the reference it issued for a purchase. */
const requestIdOf = (idShort: string) =>
  [...fake.references].find(([, issued]) => issued.orderId === idShort)?.[0] as string;

function callback(paid: Generated, overrides: Record<string, string> = {}) {
  const query = new URLSearchParams({
    key: IFTHENPAY_KEYS.IFTHENPAY_ANTI_PHISHING_KEY,
    entidade: paid.paymentEntity,
    referencia: paid.paymentReference,
    valor: paid.paymentValue.toFixed(2),
    datahorapag: `26-11-2026 10:${String(Math.floor(Math.random() * 60)).padStart(2, "0")}:00`,
    ...overrides,
  });
  return shop.app.inject({ url: `/api/payments/ifthenpay/multibanco?${query}` });
}

const generatedMails = async (idShort: string) =>
  (await mailsOfKind(shop.database, "PURCHASE_GENERATED")).filter((m) =>
    m.subject.includes(idShort),
  );

describe(`ifthenpay's dynamic MULTIBANCO references (${databaseKind})`, () => {
  it("asks ifthenpay for the reference and shows the deadline it answers", async () => {
    const paid = await multibancoPurchase();
    const requestId = requestIdOf(paid.idShort);
    const issued = fake.references.get(requestId);
    expect(issued).toMatchObject({ orderId: paid.idShort, amount: paid.paymentValue.toFixed(2) });
    const call = fake.state.calls.find(
      (c) => c.path === "/multibanco/reference/init" && c.body?.orderId === paid.idShort,
    );
    expect(call?.body).toMatchObject({ mbKey: IFTHENPAY_MB_KEY, expiryDays: 2 });
    expect(paid).toMatchObject({
      paymentEntity: FAKE_DYNAMIC_ENTITY,
      paymentReference: issued?.reference,
    });
    // Payable until the end of the day ifthenpay answered, in Lisbon.
    const [day, month, year] = (issued?.expiryDate ?? "").split("-");
    expect(paid.paymentExpiresAt).toBe(
      lisbonDayStart(`${year}-${month}-${day}`, true).toISOString(),
    );
    const row = await shop.database.db
      .selectFrom("purchases")
      .select(["state", "payment_provider", "payment_request_id", "payment_intent_id"])
      .where("id", "=", paid.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      state: "MULTIBANCO",
      payment_provider: "ifthenpay-multibanco",
      payment_request_id: requestId,
      payment_intent_id: null,
    });
    const [mail] = await generatedMails(paid.idShort);
    expect(mail?.text).toContain(FAKE_DYNAMIC_ENTITY);
    expect(await generatedMails(paid.idShort)).toHaveLength(1);
  });

  it("pays the purchase from ifthenpay's callback, by reference and amount, once", async () => {
    const paid = await multibancoPurchase();
    expect((await callback(paid, { valor: "1.00" })).json().data.outcome).toBe("wrong-amount");
    expect(await purchaseState(shop.database, paid.id)).toBe("MULTIBANCO");
    const first = await callback(paid, { datahorapag: "26-11-2026 11:00:00" });
    expect(first.json().data.outcome).toBe("paid");
    const again = await callback(paid, { datahorapag: "26-11-2026 11:00:00" });
    expect(again.json().data.outcome).toBe("repeat");
    expect(await purchaseState(shop.database, paid.id)).toBe("PAYED");
    const wrongKey = await callback(paid, { key: "not-the-anti-phishing-key" });
    expect(wrongKey.statusCode).toBe(403);
  });

  it("matches a callback carrying the request id to its own purchase, when a number was reused", async () => {
    // ifthenpay gives the number of a reference that ended (its purchase expired) to a new one.
    const older = await multibancoPurchase();
    await cancelBehindTheBack(shop.database, older.id);
    fake.state.reuseReference = older.paymentReference;
    const newer = await multibancoPurchase();
    expect(newer.paymentReference).toBe(older.paymentReference);
    // The old reference paid late is the old purchase's, recorded to refund; the new one waits.
    // Both paid the same minute: two payments still, told apart by their request ids.
    const datahorapag = "26-11-2026 12:00:00";
    const requestId = requestIdOf(older.idShort);
    expect((await callback(older, { requestId, datahorapag })).json().data.outcome).toBe("late");
    expect(await purchaseState(shop.database, older.id)).toBe("CANCELED");
    expect(await purchaseState(shop.database, newer.id)).toBe("MULTIBANCO");
    const newerId = requestIdOf(newer.idShort);
    const paidNewer = await callback(newer, { requestId: newerId, datahorapag });
    expect(paidNewer.json().data.outcome).toBe("paid");
    expect(await purchaseState(shop.database, newer.id)).toBe("PAYED");
  });

  it("pays by entity and reference when the callback carries no request id it knows", async () => {
    const paid = await multibancoPurchase();
    expect((await callback(paid, { requestId: "not-ours" })).json().data.outcome).toBe("paid");
  });

  it.each([
    ["down", () => Object.assign(fake.state, { down: true })],
    ["slower than the timeout", () => Object.assign(fake.state, { slowMs: 3_000 })],
    ["refusing", () => Object.assign(fake.state, { refuseNextReference: true })],
  ])("writes no purchase when ifthenpay is %s: a clear message, stock back", async (_, breakIt) => {
    const before = await onlineStock(shop.database, 1, "38");
    const orders = (await mailsOfKind(shop.database, "PURCHASE_GENERATED")).length;
    breakIt();
    const key = idempotencyKey();
    const response = await generate(shop, {
      ...purchaseBody({ paymentMethod: "MULTIBANCO" }),
      idempotencyKey: key,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe(
      "O serviço de referências MULTIBANCO não respondeu, por isso a encomenda não foi registada. Tente de novo daqui a pouco, ou escolha outro método de pagamento.",
    );
    expect(await onlineStock(shop.database, 1, "38")).toBe(before);
    expect(await mailsOfKind(shop.database, "PURCHASE_GENERATED")).toHaveLength(orders);
    const row = await shop.database.db
      .selectFrom("purchases")
      .select(["state", "payment_reference"])
      .where("idempotency_key", "=", key)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "CANCELED", payment_reference: null });
  });

  it("keeps an MB WAY purchase switching to MULTIBANCO while ifthenpay is down, then issues it", async () => {
    const key = idempotencyKey();
    const generated = await generate(shop, {
      ...purchaseBody({ paymentMethod: "MBWAY" }),
      idempotencyKey: key,
    });
    const { idShort, id } = generated.json().data as Generated;
    const before = await onlineStock(shop.database, 1, "38");
    const switchIt = () =>
      shop.app.inject({
        method: "POST",
        url: "/api/public/purchase/switch-to-multibanco",
        payload: { idShort, idempotencyKey: key },
        remoteAddress: nextAddress(),
      });
    fake.state.down = true;
    const failed = await switchIt();
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error.message).toBe(
      "O serviço de referências MULTIBANCO não respondeu. A encomenda continua reservada: tente de novo daqui a pouco.",
    );
    expect(await onlineStock(shop.database, 1, "38")).toBe(before);
    fake.state.down = false;
    const switched = await switchIt();
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({
      idShort,
      paymentMethod: "MULTIBANCO",
      paymentEntity: FAKE_DYNAMIC_ENTITY,
    });
    expect(await purchaseState(shop.database, id)).toBe("MULTIBANCO");
    expect(await generatedMails(idShort)).toHaveLength(1);
  });
});
