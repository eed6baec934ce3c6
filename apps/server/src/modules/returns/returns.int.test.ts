import { DAY_MS, lisbonDay, REFUND_DEADLINE_DAYS, returnStateName } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { mailHtml } from "../../../test/mail-html.ts";
import { onlineStock, setOnlineStock } from "../../../test/purchases.ts";
import { endIbanHolds } from "../../../test/refund-holds.ts";
import { deliveredPurchase } from "../../../test/returns.ts";
import { staffSession } from "../../../test/staff.ts";
import { transferMade } from "../../../test/transfers.ts";

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
let manager: Awaited<ReturnType<typeof staffSession>>;
let store: Awaited<ReturnType<typeof staffSession>>;

/** The fixture's sandals: 59,90 € at 20 % off, so one pair was paid 47,92 €. */
const PAIR_CENTS = 4792;
const IBAN = "PT50000201231234567890154";

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  owner = await staffSession(shop, "owner");
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  for (const size of ["36", "37", "38"]) await setOnlineStock(shop.database, 1, size, 5);
});

type Purchase = Awaited<ReturnType<typeof deliveredPurchase>>;
const delivered = (options: Parameters<typeof deliveredPurchase>[2] = {}) =>
  deliveredPurchase(shop, owner.call, options);

const returnLine = (size: string, quantity = 1, exchangeSize: string | null = null) => ({
  productId: 1,
  size,
  quantity,
  exchangeSize,
});

function ask(purchase: Purchase, body: Record<string, unknown>) {
  return purchase.customer.call("POST", `/users/client/purchase/${purchase.id}/returns`, {
    kind: "RETURN",
    reason: "TOO_BIG",
    note: "",
    lines: [returnLine("38")],
    ...body,
  });
}

async function asked(purchase: Purchase, body: Record<string, unknown> = {}): Promise<number> {
  const response = await ask(purchase, body);
  if (response.statusCode !== 200) throw new Error(`return request failed: ${response.body}`);
  return response.json().data.id;
}

const returnsOf = async (purchase: Purchase) =>
  (await owner.call("GET", `/orders/${purchase.idShort}/returns`)).json().data as Array<{
    id: number;
    state: string;
    refund: { method: string; amountCents: number; done: boolean } | null;
    refundableCents: number;
    exchangeIdShort: string | null;
    lines: Array<{ restocked: boolean | null }>;
  }>;
const stateOf = async (purchase: Purchase, id: number) =>
  (await returnsOf(purchase)).find((r) => r.id === id)?.state;

async function lastMail(to: string) {
  return shop.database.db
    .selectFrom("email_outbox")
    .select(["kind", "subject", "text", "html"])
    .where("recipient", "=", to)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
}

async function acceptedReturn(purchase: Purchase, body: Record<string, unknown> = {}) {
  const id = await asked(purchase, body);
  expect((await manager.call("POST", `/returns/${id}/receive`, {})).statusCode).toBe(200);
  expect((await manager.call("POST", `/returns/${id}/accept`, { restock: [] })).statusCode).toBe(
    200,
  );
  return id;
}

describe(`asking for a return (${databaseKind})`, () => {
  it("shows what may be returned, until when, and where to send it", async () => {
    const purchase = await delivered();
    const response = await purchase.customer.call(
      "GET",
      `/users/client/purchase/${purchase.id}/returns`,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.open).toBe(true);
    expect(data.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.needsIban).toBe(false);
    expect(data.lines).toEqual([
      expect.objectContaining({ productId: 1, size: "36", quantity: 1 }),
      expect.objectContaining({ productId: 1, size: "38", quantity: 1 }),
    ]);
    expect(data.lines[0].sizes).toEqual(expect.arrayContaining(["37", "38"]));
    expect(data.stores.length).toBeGreaterThan(0);
  });

  it("registers a return of one of two sizes and mails how to send it", async () => {
    const purchase = await delivered();
    const response = await ask(purchase, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      "Pedido registado. Enviámos-lhe um email com as instruções de envio.",
    );
    const mail = await lastMail(purchase.customer.user.email);
    expect(mail.kind).toBe("RETURN_REQUESTED");
    expect(mail.text).toContain("por correio para");
    expect(mail.text).toContain(purchase.idShort);
    expect(mailHtml(mail.html).itemPictures).toEqual([
      { alt: expect.any(String), src: "http://localhost:3000/media/products/sl-0001-1.svg" },
    ]);
    const [ret] = await returnsOf(purchase);
    expect(ret).toMatchObject({ state: "REQUESTED", refundableCents: PAIR_CENTS });
  });

  it("refuses more than was bought, or what is already in another return", async () => {
    const purchase = await delivered();
    const tooMany = await ask(purchase, { lines: [returnLine("38", 2)] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({
      "lines.0.quantity": "Pode devolver no máximo 1 deste artigo.",
    });
    await asked(purchase);
    const again = await ask(purchase, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields["lines.0.quantity"]).toBe(
      "Este artigo já está todo numa devolução.",
    );
    const notBought = await ask(purchase, { lines: [returnLine("37")] });
    expect(notBought.json().error.fields["lines.0.size"]).toBe(
      "Este artigo não faz parte da encomenda.",
    );
  });

  it("frees the units of a cancelled or refused request for another", async () => {
    const purchase = await delivered();
    const first = await asked(purchase);
    const canceled = await purchase.customer.call(
      "POST",
      `/users/client/purchase/${purchase.id}/returns/${first}/cancel`,
      {},
    );
    expect(canceled.statusCode).toBe(200);
    expect(await stateOf(purchase, first)).toBe("CANCELED");
    expect((await lastMail(purchase.customer.user.email)).kind).toBe("RETURN_CANCELED");
    expect((await ask(purchase, {})).statusCode).toBe(200);
  });

  it("takes requests only within 30 days of delivery", async () => {
    const purchase = await delivered();
    await shop.database.db
      .updateTable("purchase_events")
      .set({ at: new Date(Date.now() - 31 * 86_400_000) })
      .where("purchase_id", "=", purchase.id)
      .where("kind", "=", "DELIVERED")
      .execute();
    const late = await ask(purchase, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("O prazo de 30 dias a contar da entrega já terminou.");
    const view = await purchase.customer.call(
      "GET",
      `/users/client/purchase/${purchase.id}/returns`,
    );
    expect(view.json().data.open).toBe(false);
  });

  it("refuses a purchase not delivered yet, and answers 404 for another customer's", async () => {
    const purchase = await delivered();
    const stranger = await registered(shop);
    const theirs = await stranger.call("POST", `/users/client/purchase/${purchase.id}/returns`, {
      kind: "RETURN",
      reason: "NO_REASON",
      lines: [returnLine("38")],
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await stranger.call("GET", `/users/client/purchase/${purchase.id}/returns`)).statusCode,
    ).toBe(404);
    const id = await asked(purchase);
    const cancelTheirs = await stranger.call(
      "POST",
      `/users/client/purchase/${purchase.id}/returns/${id}/cancel`,
      {},
    );
    expect(cancelTheirs.statusCode).toBe(404);

    await shop.database.db
      .updateTable("purchases")
      .set({ state: "DISPATCHED" })
      .where("id", "=", purchase.id)
      .execute();
    const early = await ask(purchase, { lines: [returnLine("36")] });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      "Só pode devolver ou trocar artigos de uma encomenda já entregue.",
    );
  });

  it("asks a MULTIBANCO buyer for a valid IBAN to refund a return", async () => {
    const purchase = await delivered({ method: "MULTIBANCO" });
    const none = await ask(purchase, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toHaveProperty("iban");
    const wrong = await ask(purchase, { iban: "PT50000201231234567890155" });
    expect(wrong.json().error.fields.iban).toBe(
      "O IBAN não é válido. Confirme as letras e os algarismos.",
    );
    expect((await ask(purchase, { iban: IBAN })).statusCode).toBe(200);
  });
});

describe(`a return through the back office (${databaseKind})`, () => {
  it("is received, accepted with its sellable units back in stock, refunded to the card with a credit note", async () => {
    const purchase = await delivered();
    const id = await asked(purchase);
    expect((await manager.call("POST", `/returns/${id}/accept`, { restock: [] })).statusCode).toBe(
      409,
    );
    const received = await manager.call("POST", `/returns/${id}/receive`, {});
    expect(received.statusCode).toBe(200);
    expect((await lastMail(purchase.customer.user.email)).kind).toBe("RETURN_RECEIVED");
    expect((await manager.call("POST", `/returns/${id}/receive`, {})).statusCode).toBe(409);
    const cancelLate = await purchase.customer.call(
      "POST",
      `/users/client/purchase/${purchase.id}/returns/${id}/cancel`,
      {},
    );
    expect(cancelLate.statusCode).toBe(409);

    const before = await onlineStock(shop.database, 1, "38");
    const accepted = await manager.call("POST", `/returns/${id}/accept`, {
      restock: [{ productId: 1, size: "38" }],
    });
    expect(accepted.statusCode).toBe(200);
    expect(await onlineStock(shop.database, 1, "38")).toBe(before + 1);
    expect((await manager.call("POST", `/returns/${id}/exchange`, {})).statusCode).toBe(409);

    // A manager handles the goods; only the owner gives money back.
    expect((await manager.call("POST", `/returns/${id}/refund`, {})).statusCode).toBe(403);
    const refunded = await owner.call("POST", `/returns/${id}/refund`, {});
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toEqual({ done: true, method: "CARD" });
    const [ret] = await returnsOf(purchase);
    expect(ret).toMatchObject({
      state: "REFUNDED",
      refund: { method: "CARD", amountCents: PAIR_CENTS, done: true },
      lines: [{ restocked: true }],
    });
    const note = await shop.database.db
      .selectFrom("invoices")
      .select(["kind", "amount_cents", "reference"])
      .where("purchase_id", "=", purchase.id)
      .where("kind", "=", "CREDIT_NOTE")
      .executeTakeFirstOrThrow();
    expect(note).toEqual({
      kind: "CREDIT_NOTE",
      amount_cents: PAIR_CENTS,
      reference: `${purchase.idShort}-D${id}`,
    });
    expect((await lastMail(purchase.customer.user.email)).kind).toBe("RETURN_REFUNDED");
    expect((await owner.call("POST", `/returns/${id}/refund`, {})).statusCode).toBe(409);

    const customerView = await purchase.customer.call(
      "GET",
      `/users/client/purchase/${purchase.id}/returns`,
    );
    expect(
      customerView.json().data.returns[0].steps.map((s: { state: string }) => s.state),
    ).toEqual(["REQUESTED", "RECEIVED", "ACCEPTED", "REFUNDED"]);
    const audit = await shop.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", purchase.idShort)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["return.received", "return.accepted", "return.refunded"]),
    );
  });

  it("is received into the store the staff choose, and its sellable units go back there", async () => {
    const purchase = await delivered();
    const id = await asked(purchase, { lines: [returnLine("38"), returnLine("36")] });
    for (const storeId of [999, "Chiado", -1]) {
      const bad = await manager.call("POST", `/returns/${id}/receive`, { storeId });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty("storeId");
    }
    expect(await stateOf(purchase, id)).toBe("REQUESTED");
    expect((await manager.call("POST", `/returns/${id}/receive`, { storeId: 1 })).statusCode).toBe(
      200,
    );
    const [ret] = (await owner.call("GET", `/orders/${purchase.idShort}/returns`)).json().data;
    expect(ret.receivedInto).toEqual({ storeId: 1, name: "Chiado" });
    const online = await onlineStock(shop.database, 1, "38");
    const accepted = await manager.call("POST", `/returns/${id}/accept`, {
      restock: [{ productId: 1, size: "38" }],
    });
    expect(accepted.statusCode).toBe(200);
    expect(await onlineStock(shop.database, 1, "38")).toBe(online);
    const line = await shop.database.db
      .selectFrom("stock_movements")
      .select(["size", "store_id", "quantity", "staff_id"])
      .where("return_id", "=", id)
      .where("reason", "=", "returned")
      .execute();
    expect(line).toEqual([{ size: "38", store_id: 1, quantity: 1, staff_id: manager.id }]);
  });

  it("is refused with a reason, which the customer is mailed", async () => {
    const purchase = await delivered();
    const id = await asked(purchase);
    expect((await manager.call("POST", `/returns/${id}/refuse`, { reason: "x" })).statusCode).toBe(
      400,
    );
    expect(
      (await manager.call("POST", `/returns/${id}/refuse`, { reason: "Sapatos usados" }))
        .statusCode,
    ).toBe(409);
    await manager.call("POST", `/returns/${id}/receive`, {});
    const refused = await manager.call("POST", `/returns/${id}/refuse`, {
      reason: "Sapatos usados",
    });
    expect(refused.statusCode).toBe(200);
    const mail = await lastMail(purchase.customer.user.email);
    expect(mail.kind).toBe("RETURN_REFUSED");
    expect(mail.text).toContain("Sapatos usados");
    expect((await owner.call("POST", `/returns/${id}/refund`, {})).statusCode).toBe(409);
    expect((await ask(purchase, {})).statusCode).toBe(200);
  });

  it("lets a store's staff neither read returns nor move them", async () => {
    const purchase = await delivered();
    const id = await asked(purchase);
    expect((await store.call("GET", "/returns?state=REQUESTED")).statusCode).toBe(403);
    expect((await store.call("GET", `/orders/${purchase.idShort}/returns`)).statusCode).toBe(403);
    expect((await store.call("POST", `/returns/${id}/receive`, {})).statusCode).toBe(403);
    expect((await owner.call("POST", "/returns/999999/receive", {})).statusCode).toBe(404);
  });

  it("lists returns by state", async () => {
    const purchase = await delivered();
    const id = await asked(purchase);
    const list = (await manager.call("GET", "/returns?state=REQUESTED")).json().data;
    expect(list.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, idShort: purchase.idShort, state: "REQUESTED", units: 1 }),
      ]),
    );
    const received = (await manager.call("GET", "/returns?state=RECEIVED")).json().data;
    expect(received.items.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await manager.call("GET", "/returns?state=LOST")).statusCode).toBe(400);
  });

  it("refunds a MULTIBANCO purchase by a transfer the staff record", async () => {
    const purchase = await delivered({ method: "MULTIBANCO" });
    const id = await acceptedReturn(purchase, { iban: IBAN });
    const refunded = await owner.call("POST", `/returns/${id}/refund`, {});
    expect(refunded.json().data).toEqual({ done: false, method: "BANK_TRANSFER" });
    expect((await returnsOf(purchase))[0]?.refund).toMatchObject({ done: false });
    // Until it is made, the return is not «Reembolsada», and its deadline counts from the request.
    const [pending] = (await owner.call("GET", `/orders/${purchase.idShort}/returns`)).json().data;
    expect(returnStateName(pending)).toBe("Reembolso por transferência por fazer");
    expect(new Date(pending.refundDetails.dueAt).getTime()).toBe(
      new Date(pending.createdAt).getTime() + REFUND_DEADLINE_DAYS * DAY_MS,
    );
    const listed = (await owner.call("GET", `/returns?q=${purchase.idShort}`)).json().data;
    expect(listed.items[0]).toMatchObject({ refund: { method: "BANK_TRANSFER", done: false } });
    // Once the IBAN's hold is over (refund-iban-hold.int.test.ts tests the hold itself).
    await endIbanHolds(shop.database, purchase.id);
    const record = (body: object) => owner.call("POST", `/returns/${id}/refund/transfer`, body);
    const unproven = await record({ transferredOn: transferMade().transferredOn });
    expect(unproven.statusCode).toBe(400);
    expect(unproven.json().error.fields.bankReference).toBe(
      "Indique a referência da transferência dada pelo banco (até 60 caracteres).",
    );
    const tomorrow = lisbonDay(new Date(Date.now() + DAY_MS));
    const future = await record({ ...transferMade(), transferredOn: tomorrow });
    expect(future.json().error.fields.transferredOn).toBe(
      "O dia da transferência não pode ser depois de hoje.",
    );
    const early = await record({ ...transferMade(), transferredOn: "2020-01-31" });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.transferredOn).toBe(
      "O dia da transferência não pode ser anterior ao pedido de reembolso.",
    );
    expect((await record(transferMade())).statusCode).toBe(200);
    const [done] = (await owner.call("GET", `/orders/${purchase.idShort}/returns`)).json().data;
    expect(done.refundDetails.transfer).toEqual({
      transferredOn: lisbonDay(new Date()),
      bankReference: "TRF 2026 0001",
    });
    expect(returnStateName(done)).toBe("Reembolsada");
    expect((await returnsOf(purchase))[0]?.refund).toMatchObject({ done: true });
    expect(
      (await owner.call("POST", `/returns/${id}/refund/transfer`, transferMade())).statusCode,
    ).toBe(409);
  });
});

describe(`a return of an MB WAY purchase, refunded through the sandbox's MB WAY (${databaseKind})`, () => {
  const sandboxRefunds = (purchase: Purchase) =>
    shop.database.db
      .selectFrom("sandbox_mbway_refunds as r")
      .innerJoin("purchases as p", "p.payment_intent_id", "r.request_id")
      .select(["r.key", "r.amount_cents"])
      .where("p.id", "=", purchase.id)
      .execute();
  const refundEvents = async (purchase: Purchase) =>
    (
      (await owner.call("GET", `/orders/${purchase.idShort}`)).json().data.events as Array<{
        kind: string;
        details: Record<string, unknown>;
      }>
    ).filter((event) => event.kind === "REFUNDED");

  it("asks no IBAN and gives the money back by MB WAY, saying so in the email", async () => {
    const purchase = await delivered({ method: "MBWAY" });
    const returnable = await purchase.customer.call(
      "GET",
      `/users/client/purchase/${purchase.id}/returns`,
    );
    expect(returnable.json().data.needsIban).toBe(false);
    // An IBAN sent anyway is not kept: the money goes back the way it came.
    const id = await acceptedReturn(purchase, { iban: IBAN });
    const refunded = await owner.call("POST", `/returns/${id}/refund`, {});
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      data: { done: true, method: "MBWAY" },
      message: "Reembolso feito e nota de crédito pedida.",
    });
    const [ret] = (await owner.call("GET", `/orders/${purchase.idShort}/returns`)).json().data;
    expect(ret).toMatchObject({
      state: "REFUNDED",
      iban: null,
      paymentMethod: "MBWAY",
      refund: { method: "MBWAY", amountCents: PAIR_CENTS, done: true },
      refundDetails: { status: "DONE", iban: null, lastError: null },
    });
    expect(await sandboxRefunds(purchase)).toEqual([
      { key: `return-${id}`, amount_cents: PAIR_CENTS },
    ]);
    expect(await refundEvents(purchase)).toMatchObject([
      { details: { method: "MBWAY", amountCents: PAIR_CENTS, returnId: id } },
    ]);
    const mail = await lastMail(purchase.customer.user.email);
    expect(mail.kind).toBe("RETURN_REFUNDED");
    expect(mail.text).toMatch(/Reembolso por MB WAY: devolvemos 47,92\s€ para o telemóvel/);
    expect((await owner.call("POST", `/returns/${id}/refund/retry`, {})).statusCode).toBe(409);
    expect(
      (await owner.call("POST", `/returns/${id}/refund/transfer`, transferMade())).statusCode,
    ).toBe(409);

    // A second return of the same purchase is a second, separate refund of the same request.
    const second = await acceptedReturn(purchase, { lines: [returnLine("36")] });
    const again = await owner.call("POST", `/returns/${second}/refund`, {});
    expect(again.json().data).toEqual({ done: true, method: "MBWAY" });
    expect((await sandboxRefunds(purchase)).map((r) => r.key).sort()).toEqual(
      [`return-${id}`, `return-${second}`].sort(),
    );
  });

  it("keeps a refund MB WAY did not take pending, and the job's next round makes it once", async () => {
    const purchase = await delivered({ method: "MBWAY" });
    const id = await acceptedReturn(purchase);
    // The sandbox's bank refuses: it says the payment was already given back.
    const bank = shop.database.db
      .updateTable("sandbox_mbway_requests")
      .where("order_id", "=", purchase.idShort);
    await bank.set({ refunded_cents: purchase.totalCents }).execute();
    const refunded = await owner.call("POST", `/returns/${id}/refund`, {});
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      data: { done: false, method: "MBWAY" },
      message:
        "Reembolso registado e nota de crédito pedida; o fornecedor de pagamentos não o aceitou e a loja volta a tentar sozinha.",
    });
    const pending = (await owner.call("GET", `/orders/${purchase.idShort}/returns`)).json().data;
    expect(pending[0]).toMatchObject({
      state: "REFUNDED",
      refund: { method: "MBWAY", done: false },
      refundDetails: { status: "PENDING", lastError: expect.any(String) },
    });
    const retried = await owner.call("POST", `/returns/${id}/refund/retry`, {});
    expect(retried.statusCode).toBe(402);
    expect(
      (await owner.call("POST", `/returns/${id}/refund/transfer`, transferMade())).statusCode,
    ).toBe(409);

    await bank.set({ refunded_cents: null }).execute();
    await shop.app.shop.returns.admin.refundPending();
    await shop.app.shop.returns.admin.refundPending();
    const done = (await owner.call("GET", `/orders/${purchase.idShort}/returns`)).json().data;
    expect(done[0]).toMatchObject({ refund: { method: "MBWAY", done: true } });
    expect(await sandboxRefunds(purchase)).toEqual([
      { key: `return-${id}`, amount_cents: PAIR_CENTS },
    ]);
    expect(await refundEvents(purchase)).toHaveLength(1);
    const attempts = await shop.database.db
      .selectFrom("purchase_returns")
      .select("refund_attempts")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(attempts.refund_attempts).toBe(2);
  });
});

describe(`refund limits (${databaseKind})`, () => {
  it("refunds one return once however many clicks arrive at once", async () => {
    const purchase = await delivered();
    const id = await acceptedReturn(purchase);
    const answers = await Promise.all(
      [1, 2, 3].map(() => owner.call("POST", `/returns/${id}/refund`, {})),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const intents = await shop.database.db
      .selectFrom("sandbox_refunds")
      .select("amount_cents")
      .where("key", "=", `return-${id}`)
      .execute();
    expect(intents).toEqual([{ amount_cents: PAIR_CENTS }]);
  });

  it("never gives back more than was paid, with two returns refunded at once", async () => {
    const purchase = await delivered();
    const first = await acceptedReturn(purchase, { lines: [returnLine("36")] });
    const second = await acceptedReturn(purchase, { lines: [returnLine("38")] });
    // What is left of the payment is less than both pairs: the second refund gets only the rest.
    const paidCents = PAIR_CENTS + 1000;
    await shop.database.db
      .updateTable("purchases")
      .set({ price_total_cents: paidCents })
      .where("id", "=", purchase.id)
      .execute();
    const answers = await Promise.all(
      [first, second].map((id) => owner.call("POST", `/returns/${id}/refund`, {})),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const amounts = (await returnsOf(purchase)).map((r) => r.refund?.amountCents ?? 0);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(paidCents);
    expect(amounts.sort((a, b) => a - b)).toEqual([1000, PAIR_CENTS]);
  });

  it("gives the delivery back with the last refund of a return of the whole order", async () => {
    const purchase = await delivered();
    const first = await acceptedReturn(purchase, { lines: [returnLine("36")] });
    expect((await owner.call("POST", `/returns/${first}/refund`, {})).statusCode).toBe(200);
    const second = await acceptedReturn(purchase, { lines: [returnLine("38")] });
    expect((await returnsOf(purchase)).find((r) => r.id === second)?.refundableCents).toBe(
      purchase.totalCents - PAIR_CENTS,
    );
    expect((await owner.call("POST", `/returns/${second}/refund`, {})).statusCode).toBe(200);
    const amounts = (await returnsOf(purchase)).map((r) => r.refund?.amountCents);
    expect(amounts).toEqual([PAIR_CENTS, purchase.totalCents - PAIR_CENTS]);
    expect(purchase.totalCents).toBeGreaterThan(2 * PAIR_CENTS);
  });

  it("has nothing to refund once the whole payment went back", async () => {
    const purchase = await delivered();
    const id = await acceptedReturn(purchase);
    await shop.database.db
      .updateTable("purchases")
      .set({ price_total_cents: 0 })
      .where("id", "=", purchase.id)
      .execute();
    const refunded = await owner.call("POST", `/returns/${id}/refund`, {});
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().error.message).toBe("Esta encomenda já foi toda reembolsada.");
    expect(await stateOf(purchase, id)).toBe("ACCEPTED");
  });
});

describe(`an exchange for another size (${databaseKind})`, () => {
  const exchange = { kind: "EXCHANGE", reason: "TOO_SMALL", lines: [returnLine("36", 1, "37")] };

  it("reserves the other size at request time and gives it back when cancelled or refused", async () => {
    const purchase = await delivered();
    const id = await asked(purchase, exchange);
    expect(await onlineStock(shop.database, 1, "37")).toBe(4);
    await purchase.customer.call(
      "POST",
      `/users/client/purchase/${purchase.id}/returns/${id}/cancel`,
      {},
    );
    expect(await onlineStock(shop.database, 1, "37")).toBe(5);

    const again = await asked(purchase, exchange);
    await manager.call("POST", `/returns/${again}/receive`, {});
    await manager.call("POST", `/returns/${again}/refuse`, { reason: "Sola gasta" });
    expect(await onlineStock(shop.database, 1, "37")).toBe(5);
  });

  it("refuses a size that is sold out, the same size, or one the product does not have", async () => {
    const purchase = await delivered();
    await setOnlineStock(shop.database, 1, "37", 0);
    const soldOut = await ask(purchase, exchange);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.fields["lines.0.exchangeSize"]).toBe(
      "O tamanho pedido já não tem stock online. Escolha outro ou peça a devolução.",
    );
    const same = await ask(purchase, { ...exchange, lines: [returnLine("36", 1, "36")] });
    expect(same.statusCode).toBe(400);
    const unknown = await ask(purchase, { ...exchange, lines: [returnLine("36", 1, "45")] });
    expect(unknown.json().error.fields["lines.0.exchangeSize"]).toBe(
      "Este tamanho não existe neste produto.",
    );
    expect(await stateOf(purchase, 0)).toBeUndefined();
  });

  it("ends as a new purchase at no charge of the reserved size, which is dispatched as usual", async () => {
    const purchase = await delivered();
    const id = await acceptedReturn(purchase, exchange);
    expect((await owner.call("POST", `/returns/${id}/refund`, {})).statusCode).toBe(409);
    const exchanged = await manager.call("POST", `/returns/${id}/exchange`, {});
    expect(exchanged.statusCode).toBe(200);
    expect(await onlineStock(shop.database, 1, "37")).toBe(4);
    const [ret] = await returnsOf(purchase);
    expect(ret?.state).toBe("EXCHANGED");
    const newOrder = (await owner.call("GET", `/orders/${ret?.exchangeIdShort}`)).json().data;
    expect(newOrder).toMatchObject({ state: "PAYED", totals: { totalCents: 0 } });
    expect(newOrder.lines).toEqual([expect.objectContaining({ size: "37", quantity: 1 })]);
    const mail = await lastMail(purchase.customer.user.email);
    expect(mail.kind).toBe("RETURN_EXCHANGED");
    expect(mail.text).toContain(ret?.exchangeIdShort);
    for (const [url, payload] of [
      ["dispatch-request", {}],
      ["dispatch", { carrier: "CTT", trackingNumber: "RR987654321PT" }],
    ] as const) {
      expect(
        (await manager.call("POST", `/orders/${ret?.exchangeIdShort}/${url}`, payload)).statusCode,
      ).toBe(200);
    }
    // The reserved unit passes from the exchange to its new order, in the manager's name.
    const movements = await shop.database.db
      .selectFrom("stock_movements")
      .select(["reason", "quantity", "staff_id"])
      .where("return_id", "=", id)
      .orderBy("id")
      .execute();
    expect(movements).toEqual([
      { reason: "return_reserved", quantity: -1, staff_id: null },
      { reason: "exchange_sent", quantity: 1, staff_id: manager.id },
      { reason: "exchange_sent", quantity: -1, staff_id: manager.id },
    ]);
    const history = (await manager.call("GET", "/stock/products/1/movements?size=37")).json().data;
    const sent = history.items.filter((m: { reason: string }) => m.reason === "exchange_sent");
    expect(sent).toHaveLength(2);
    for (const line of sent)
      expect(line).toMatchObject({
        staff: { id: manager.id },
        purchase: { idShort: ret?.exchangeIdShort },
        returnOf: { idShort: purchase.idShort },
        note: `Reserva da troca passa para a encomenda ${ret?.exchangeIdShort}.`,
      });
  });
});
