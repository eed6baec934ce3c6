import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, linkMailed, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByCard, paidByMultibanco, unpaidOrder } from "../../../test/orders.ts";
import {
  mailsOfKind,
  onlineStock,
  post,
  purchaseBody,
  purchaseState,
  setOnlineStock,
} from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";
import { SANDBOX_CARDS } from "../../payments/sandbox-provider.ts";

const IBAN = "PT50000201231234567890154";
const TOKEN = /\/encomenda\/([A-Za-z0-9_-]{43})/;

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
type Customer = Awaited<ReturnType<typeof registered>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 50);
  await setOnlineStock(shop.database, 1, "38", 50);
});

/** A purchase of the customer's own account, paid or not, by card or MULTIBANCO. */
async function ownOrder(customer: Customer, method: "CREDIT" | "MULTIBANCO", pay: boolean) {
  const body = purchaseBody({ paymentMethod: method });
  const generated = await customer.call("POST", "/public/purchase/generate", {
    ...body,
    clientId: customer.user.id,
  });
  expect(generated.statusCode).toBe(200);
  const data = generated.json().data;
  const totalCents = Math.round(data.paymentValue * 100);
  if (pay && method === "CREDIT") {
    const paid = await post(shop, "/dev/payments/card/pay", {
      clientSecret: data.paymentKey,
      cardNumber: SANDBOX_CARDS.success,
    });
    expect(paid.statusCode).toBe(200);
  }
  if (pay && method === "MULTIBANCO") {
    const paid = await post(shop, "/dev/payments/multibanco/pay", {
      entity: data.paymentEntity,
      reference: data.paymentReference,
      value: data.paymentValue,
    });
    expect(paid.statusCode).toBe(200);
  }
  return { id: data.id as number, idShort: data.idShort as string, totalCents };
}

const cancelOwn = (customer: Customer, id: number, body: object = {}) =>
  customer.call("POST", `/users/client/purchase/${id}/cancel`, body);

const refundOf = (purchaseId: number) =>
  shop.database.db
    .selectFrom("purchase_refunds")
    .selectAll()
    .where("purchase_id", "=", purchaseId)
    .execute();

const creditNotesOf = (purchaseId: number) =>
  shop.database.db
    .selectFrom("invoices")
    .select(["amount_cents", "reference"])
    .where("purchase_id", "=", purchaseId)
    .where("kind", "=", "CREDIT_NOTE")
    .execute();

const canceledEvent = async (purchaseId: number) =>
  shop.database.db
    .selectFrom("purchase_events")
    .select(["details", "staff_id"])
    .where("purchase_id", "=", purchaseId)
    .where("kind", "=", "CANCELED")
    .executeTakeFirstOrThrow();

const stockOfSandals = async () => [
  await onlineStock(shop.database, 1, "36"),
  await onlineStock(shop.database, 1, "38"),
];

describe(`a customer cancels from the account (${databaseKind})`, () => {
  it("cancels an unpaid MULTIBANCO purchase: stock back, nothing to refund, an email", async () => {
    const customer = await registered(shop);
    const order = await ownOrder(customer, "MULTIBANCO", false);
    expect(await stockOfSandals()).toEqual([49, 49]);
    const response = await cancelOwn(customer, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { refund: "none" },
      message: "Encomenda cancelada. Não lhe foi cobrado nada.",
    });
    expect(await purchaseState(shop.database, order.id)).toBe("CANCELED");
    expect(await stockOfSandals()).toEqual([50, 50]);
    expect(await refundOf(order.id)).toEqual([]);
    const mails = await mailsOfKind(shop.database, "PURCHASE_CANCELED");
    const mine = mails.filter((mail) => mail.recipient === customer.user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain(`Cancelámos a encomenda ${order.idShort}, como nos pediu.`);
    const event = await canceledEvent(order.id);
    expect(event.staff_id).toBeNull();
    expect(event.details).toMatchObject({
      by: "customer",
      via: "account",
      userId: customer.user.id,
    });
  });

  it("cancels an unpaid card purchase and its payment intent", async () => {
    const customer = await registered(shop);
    const order = await ownOrder(customer, "CREDIT", false);
    const response = await cancelOwn(customer, order.id);
    expect(response.json().data).toEqual({ refund: "none" });
    const intent = await shop.database.db
      .selectFrom("sandbox_payment_intents as i")
      .innerJoin("purchases as p", "p.payment_intent_id", "i.id")
      .select("i.status")
      .where("p.id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe("canceled");
  });

  it("refunds a paid card purchase through the provider, whole, with a credit note", async () => {
    const customer = await registered(shop);
    const order = await ownOrder(customer, "CREDIT", true);
    const response = await cancelOwn(customer, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { refund: "card-done" },
      message: "Encomenda cancelada. Devolvemos o valor ao cartão com que pagou.",
    });
    const [refund] = await refundOf(order.id);
    expect(refund).toMatchObject({
      method: "CARD",
      status: "DONE",
      amount_cents: order.totalCents,
      requested_by: null,
    });
    expect(await creditNotesOf(order.id)).toEqual([
      { amount_cents: order.totalCents, reference: `${order.idShort}-NC` },
    ]);
    expect(await stockOfSandals()).toEqual([50, 50]);
    const audit = await shop.database.db
      .selectFrom("audit_log")
      .select(["staff_id", "after"])
      .where("action", "=", "purchase.cancel")
      .where("entity_id", "=", order.idShort)
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBeNull();
    expect(audit.after).toMatchObject({ by: "customer", via: "account" });
    const [record] = (await customer.call("GET", "/users/client/purchases")).json().data;
    expect(record).toMatchObject({
      state: "CANCELED",
      refund: { method: "CARD", done: true },
      cancel: { allowed: false, needsIban: false },
    });
  });

  it("asks a paid MULTIBANCO purchase's IBAN, checks its digits, and owes a transfer", async () => {
    const customer = await registered(shop);
    const order = await ownOrder(customer, "MULTIBANCO", true);
    const [before] = (await customer.call("GET", "/users/client/purchases")).json().data;
    expect(before.cancel).toEqual({ allowed: true, needsIban: true });

    const without = await cancelOwn(customer, order.id);
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields).toEqual({
      iban: "Indique o IBAN da conta para onde devolvemos o valor que pagou.",
    });
    const wrong = await cancelOwn(customer, order.id, { iban: "PT50000201231234567890155" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.iban).toBe(
      "O IBAN não é válido. Confirme as letras e os algarismos.",
    );
    expect(await purchaseState(shop.database, order.id)).toBe("PAYED");

    const response = await cancelOwn(customer, order.id, {
      iban: "pt50 0002 0123 1234 5678 9015 4",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ refund: "transfer-pending" });
    const [refund] = await refundOf(order.id);
    expect(refund).toMatchObject({
      method: "BANK_TRANSFER",
      status: "PENDING",
      iban: IBAN,
      amount_cents: order.totalCents,
    });
    // The back office shows the transfer to make, as for a cancellation by the staff.
    const backOffice = (await manager.call("GET", `/orders/${order.idShort}`)).json().data;
    expect(backOffice.refund).toMatchObject({
      method: "BANK_TRANSFER",
      status: "PENDING",
      iban: IBAN,
      amountCents: order.totalCents,
      requestedBy: null,
    });
  });

  it("refuses once the dispatch is asked for, or once it left (409), changing nothing", async () => {
    const customer = await registered(shop);
    const order = await ownOrder(customer, "CREDIT", true);
    await manager.call("POST", `/orders/${order.idShort}/dispatch-request`);
    const requested = await cancelOwn(customer, order.id);
    expect(requested.statusCode).toBe(409);
    expect(requested.json().error.message).toBe(
      "Esta encomenda já está a ser preparada para envio e já não pode ser cancelada. Depois de a receber, pode devolvê-la.",
    );
    await manager.call("POST", `/orders/${order.idShort}/dispatch`, {
      carrier: "CTT",
      trackingNumber: "RR123456789PT",
    });
    expect((await cancelOwn(customer, order.id)).statusCode).toBe(409);
    expect(await purchaseState(shop.database, order.id)).toBe("DISPATCHED");
    expect(await refundOf(order.id)).toEqual([]);
  });

  it("answers 404 for another customer's purchase or a guest's, 401 without a session", async () => {
    const owner = await registered(shop);
    const stranger = await registered(shop);
    const order = await ownOrder(owner, "MULTIBANCO", false);
    const guest = await unpaidOrder(shop);
    for (const id of [order.id, guest.id, 999999]) {
      const response = await cancelOwn(stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe("A encomenda não existe.");
    }
    expect(
      (await as(shop, null)("POST", `/users/client/purchase/${order.id}/cancel`, {})).statusCode,
    ).toBe(401);
    expect(await purchaseState(shop.database, order.id)).toBe("MULTIBANCO");
  });

  it("cancels once: a second cancel, even at the same time, is a 409 and refunds nothing more", async () => {
    const customer = await registered(shop);
    const order = await ownOrder(customer, "CREDIT", true);
    const answers = await Promise.all([
      cancelOwn(customer, order.id),
      cancelOwn(customer, order.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const again = await cancelOwn(customer, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Esta encomenda já está cancelada.");
    expect(await refundOf(order.id)).toHaveLength(1);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
  });
});

describe(`the order page of a purchase email's link (${databaseKind})`, () => {
  const page = (token: string, address?: string) =>
    as(shop, null, address)("GET", `/public/orders/${token}`);

  it("every purchase email links to the order's page, which shows what the email showed", async () => {
    const order = await paidByMultibanco(shop);
    const token = await linkMailed(shop, order.email, "PURCHASE_PAID", TOKEN);
    const response = await page(token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      idShort: order.idShort,
      state: "PAYED",
      paymentMethod: "MULTIBANCO",
      deliveryPlace: "1100-053, Portugal",
      multibanco: null,
      dispatch: null,
      refund: null,
      creditNotes: [],
      cancel: { allowed: true, needsIban: true },
    });
    const picture = expect.stringMatching(/^products\/.+-1\.svg$/);
    expect(data.lines).toEqual([
      expect.objectContaining({ productId: 1, size: "36", quantity: 1, picture }),
      expect.objectContaining({ productId: 1, size: "38", quantity: 1, picture }),
    ]);
    expect(data.totals.total * 100).toBeCloseTo(order.totalCents);
    expect(data.pickup).toBeNull();
    // The customer's timeline: when it was made and paid, no staff names or internal steps.
    expect(data.timeline.map((event: { kind: string }) => event.kind)).toEqual(["CREATED", "PAID"]);
    for (const event of data.timeline) expect(event.at).toMatch(/^\d{4}-\d{2}-\d{2}T.+Z$/);
    // No more than the email: no name, street, email or phone.
    expect(response.body).not.toContain("Ana Silva");
    expect(response.body).not.toContain("Rua Augusta");
    expect(response.body).not.toContain(order.email);
    expect(response.headers["cache-control"]).toContain("no-store");
  });

  it("answers 404 for a wrong or malformed link", async () => {
    for (const token of ["x".repeat(43), "nada", "a".repeat(100)]) {
      const response = await page(token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe("Esta ligação não existe ou foi desativada.");
    }
  });

  it("lets the guest cancel a paid MULTIBANCO purchase with an IBAN", async () => {
    const order = await paidByMultibanco(shop);
    const token = await linkMailed(shop, order.email, "PURCHASE_PAID", TOKEN);
    const cancel = (body: object) => as(shop, null)("POST", `/public/orders/${token}/cancel`, body);
    expect((await cancel({ iban: "PT00 1234" })).statusCode).toBe(400);
    const response = await cancel({ iban: IBAN });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ refund: "transfer-pending" });
    const event = await canceledEvent(order.id);
    expect(event.details).toMatchObject({ by: "customer", via: "order-link", userId: null });
    const data = (await page(token)).json().data;
    expect(data).toMatchObject({
      state: "CANCELED",
      refund: {
        method: "BANK_TRANSFER",
        amount: order.totalCents / 100,
        done: false,
        ibanEnd: "0154",
      },
      cancel: { allowed: false, needsIban: false },
    });
    expect((await cancel({ iban: IBAN })).statusCode).toBe(409);
  });

  it("lets the guest cancel a paid card purchase: refunded to the card", async () => {
    const order = await paidByCard(shop);
    const token = await linkMailed(shop, order.email, "PURCHASE_PAID", TOKEN);
    const response = await as(shop, null)("POST", `/public/orders/${token}/cancel`, {});
    expect(response.json().data).toEqual({ refund: "card-done" });
    const [refund] = await refundOf(order.id);
    expect(refund).toMatchObject({ amount_cents: order.totalCents, status: "DONE" });
  });

  it("refuses to cancel by link once the dispatch is asked for", async () => {
    const order = await paidByCard(shop);
    const token = await linkMailed(shop, order.email, "PURCHASE_PAID", TOKEN);
    await manager.call("POST", `/orders/${order.idShort}/dispatch-request`);
    expect((await page(token)).json().data.cancel).toEqual({ allowed: false, needsIban: false });
    const response = await as(shop, null)("POST", `/public/orders/${token}/cancel`, {});
    expect(response.statusCode).toBe(409);
  });

  it("is revoked by the customer: every link answers 404, the next email's link works", async () => {
    const order = await unpaidOrder(shop);
    const first = await linkMailed(shop, order.email, "PURCHASE_GENERATED", TOKEN);
    const revoked = await as(shop, null)("POST", `/public/orders/${first}/revoke`, {});
    expect(revoked.statusCode).toBe(200);
    expect((await page(first)).statusCode).toBe(404);
    expect((await as(shop, null)("POST", `/public/orders/${first}/cancel`, {})).statusCode).toBe(
      404,
    );
    // The shop cancels it: that email brings a new link.
    expect((await manager.call("POST", `/orders/${order.idShort}/cancel`, {})).statusCode).toBe(
      200,
    );
    const next = await linkMailed(shop, order.email, "PURCHASE_CANCELED", TOKEN);
    expect(next).not.toBe(first);
    expect((await page(next)).json().data.state).toBe("CANCELED");
  });

  it("gives the account's customer a new link, only to their own purchase", async () => {
    const customer = await registered(shop);
    const stranger = await registered(shop);
    const order = await ownOrder(customer, "CREDIT", true);
    const response = await customer.call("POST", `/users/client/purchase/${order.id}/order-link`);
    expect(response.statusCode).toBe(200);
    const token = response.json().data.path.match(TOKEN)?.[1];
    expect((await page(token)).json().data.idShort).toBe(order.idShort);
    expect(
      (await stranger.call("POST", `/users/client/purchase/${order.id}/order-link`)).statusCode,
    ).toBe(404);
  });

  it("gives the checkout's buyer the confirmation page's link, by the key it generated with", async () => {
    const idempotencyKey = `confirm-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const order = await paidByCard(shop, { idempotencyKey });
    const ask = (body: object) => as(shop, null)("POST", "/public/purchase/order-link", body);
    const response = await ask({ idShort: order.idShort, idempotencyKey });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json().data.path.match(TOKEN)?.[1];
    expect((await page(token)).json().data).toMatchObject({
      idShort: order.idShort,
      state: "PAYED",
    });
    // Another key, no key, or an unknown order: as if it did not exist.
    for (const body of [
      { idShort: order.idShort, idempotencyKey: `${idempotencyKey}-x` },
      { idShort: order.idShort },
      { idShort: "ZZZZZZZZ", idempotencyKey },
    ])
      expect((await ask(body)).statusCode).toBe(404);
  });

  it("stops a script guessing links from one address (429)", async () => {
    const address = "10.77.0.1";
    const answers: number[] = [];
    for (let guess = 0; guess < 61; guess += 1)
      answers.push((await page(`${guess}`.padStart(43, "a"), address)).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
