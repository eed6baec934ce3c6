import { DAY_MS, REFUND_DEADLINE_DAYS } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { csvRows } from "../../../test/csv-rows.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByCard, paidByMultibanco, type TestOrder, unpaidOrder } from "../../../test/orders.ts";
import {
  mailsOfKind,
  onlineStock,
  post,
  purchaseBody,
  setOnlineStock,
} from "../../../test/purchases.ts";
import { endIbanHolds } from "../../../test/refund-holds.ts";
import { staffSession } from "../../../test/staff.ts";
import { transferMade } from "../../../test/transfers.ts";
import { SANDBOX_CARDS } from "../../payments/sandbox-provider.ts";

let shop: TestApp;
type Session = Awaited<ReturnType<typeof staffSession>>;
let manager: Session;
let owner: Session;
let store: Session;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
  owner = await staffSession(shop, "owner");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 50);
  await setOnlineStock(shop.database, 1, "38", 50);
});

const orderOf = async (order: TestOrder) => {
  const response = await manager.call("GET", `/orders/${order.idShort}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
/**
 * The kinds of an order's events, without the invoice job's: it issues the invoice of a payment
 * beside the steps tested here, at its own moment (its events are tested in modules/invoices).
 */
const kindsIn = (events: Array<{ kind: string }>) =>
  events.map((event) => event.kind).filter((kind) => !/^(INVOICE|CREDIT_NOTE)_/.test(kind));
const kinds = async (order: TestOrder) => kindsIn((await orderOf(order)).events);
const mailTo = async (kind: string, order: TestOrder) =>
  (await mailsOfKind(shop.database, kind)).filter((mail) => mail.recipient === order.email);
const list = async (query: string) => (await manager.call("GET", `/orders?${query}`)).json().data;
const auditOf = async (order: TestOrder) =>
  (await owner.call("GET", `/audit?entity=purchase&entityId=${order.idShort}`)).json().data.items;

const dispatchWithCtt = (order: TestOrder) =>
  manager.call("POST", `/orders/${order.idShort}/dispatch`, {
    carrier: "CTT",
    trackingNumber: "rr 1234 5678 9pt",
  });

async function dispatched(order: TestOrder) {
  expect((await manager.call("POST", `/orders/${order.idShort}/dispatch-request`)).statusCode).toBe(
    200,
  );
  const response = await dispatchWithCtt(order);
  expect(response.statusCode).toBe(200);
  return response;
}

describe(`the orders list (${databaseKind})`, () => {
  it("pages the newest first, each row as the list shows it", async () => {
    const older = await paidByCard(shop);
    const newer = await unpaidOrder(shop);
    const page = await list("");
    expect(page.pageSize).toBe(20);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.moreThanTotal).toBe(false);
    const ids = page.items.map((item: { idShort: string }) => item.idShort);
    expect(ids.indexOf(newer.idShort)).toBeLessThan(ids.indexOf(older.idShort));
    expect(page.items.find((item: { idShort: string }) => item.idShort === older.idShort)).toEqual({
      idShort: older.idShort,
      createdAt: expect.any(String),
      state: "PAYED",
      paymentMethod: "CREDIT",
      name: "Ana Silva",
      email: older.email,
      nif: null,
      totalCents: older.totalCents,
      refundPending: false,
      pickupStore: null,
      pickupOverdue: false,
    });
  });

  it("filters by state and payment method", async () => {
    const card = await paidByCard(shop);
    const reference = await paidByMultibanco(shop);
    const paidByCardOnly = await list("state=PAYED&paymentMethod=CREDIT");
    const ids = paidByCardOnly.items.map((item: { idShort: string }) => item.idShort);
    expect(ids).toContain(card.idShort);
    expect(ids).not.toContain(reference.idShort);
    for (const item of paidByCardOnly.items) {
      expect(item).toMatchObject({ state: "PAYED", paymentMethod: "CREDIT" });
    }
  });

  it("filters by Lisbon days, from and to included", async () => {
    const order = await unpaidOrder(shop);
    // 00:30 on the 16th of June in Lisbon.
    await shop.database.db
      .updateTable("purchases")
      .set({ created_at: new Date("2020-06-15T23:30:00Z") })
      .where("id", "=", order.id)
      .execute();
    expect((await list("from=2020-06-16&to=2020-06-16")).items).toHaveLength(1);
    expect((await list("from=2020-06-16&to=2020-06-16")).items[0].idShort).toBe(order.idShort);
    expect((await list("from=2020-06-15&to=2020-06-15")).total).toBe(0);
    expect((await list("to=2020-06-16")).total).toBe(1);
  });

  it("finds an order by reference, part of the email, a name however accented, or the NIF", async () => {
    const order = await unpaidOrder(shop, {
      addressDelivery: {
        name: "Joana Conceição Ímpar",
        country: 1,
        street: "Rua Augusta 1",
        city: "Lisboa",
        postalCode: "1100-053",
      },
      addressInvoice: {
        name: "Calçado Ímpar, Lda.",
        nif: "501964843",
        country: 1,
        street: "Rua Garrett 10",
        city: "Lisboa",
        postalCode: "1200-203",
      },
    });
    const found = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).items.map(
        (item: { idShort: string }) => item.idShort,
      );
    expect(await found(order.idShort.toLowerCase())).toEqual([order.idShort]);
    expect(await found(order.email.split("@")[0] as string)).toEqual([order.idShort]);
    expect(await found("conceicao impar")).toEqual([order.idShort]);
    expect(await found("CALÇADO ímpar")).toEqual([order.idShort]);
    expect(await found("501 964 843")).toContain(order.idShort);
    expect(await found("ninguém-com-este-nome")).toEqual([]);
  });

  it("finds a whole email as typed, not the longer addresses that contain it", async () => {
    const contacts = (email: string) => ({ email, phone: "(351) 912345678" });
    const ana = await unpaidOrder(shop, { contacts: contacts("ana@correio.pt") });
    const joana = await unpaidOrder(shop, { contacts: contacts("joana@correio.pt") });
    const found = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).items.map(
        (item: { idShort: string }) => item.idShort,
      );
    expect(await found(" Ana@Correio.pt ")).toEqual([ana.idShort]);
    expect(await found("@correio.pt")).toEqual(
      expect.arrayContaining([ana.idShort, joana.idShort]),
    );
  });

  it("sorts by total when asked", async () => {
    await setOnlineStock(shop.database, 2, "37", 5);
    await unpaidOrder(shop, { cart: { "2": { id: 2, quantities: { "37": 1 } } } });
    const totals = (await list("sort=total&order=asc")).items.map(
      (item: { totalCents: number }) => item.totalCents,
    );
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it("refuses a filter it does not know, naming it in Portuguese", async () => {
    const state = await manager.call("GET", "/orders?state=PAGA");
    expect(state.statusCode).toBe(400);
    expect(state.json().error.fields.state).toBe("Estado inválido.");
    const range = await manager.call("GET", "/orders?from=2026-05-02&to=2026-05-01");
    expect(range.json().error.fields.to).toBe("A data final não pode ser anterior à inicial.");
    const day = await manager.call("GET", "/orders?from=2026-5-1");
    expect(day.json().error.fields.from).toBe("Indique a data como AAAA-MM-DD.");
  });
});

describe(`the CSV export (${databaseKind})`, () => {
  it("streams the filtered list for Excel: BOM, ';', quoted cells, euros with a comma", async () => {
    const order = await paidByCard(shop, {
      addressDelivery: {
        name: 'Rita "Ri" Sá; Lopes',
        country: 1,
        street: "Rua Augusta 1",
        city: "Lisboa",
        postalCode: "1100-053",
      },
    });
    const response = await manager.call("GET", `/orders/export?q=${order.idShort}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="encomendas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.rawPayload.toString("utf8");
    expect(body.startsWith('\uFEFF"Encomenda";"Data";"Estado";"Pagamento";"Nome";"Email";')).toBe(
      true,
    );
    expect(body.endsWith("\r\n")).toBe(true);
    const rows = csvRows(body);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(order.idShort);
    expect(rows[1]?.slice(2, 5)).toEqual(["Paga", "Cartão", 'Rita "Ri" Sá; Lopes']);
    expect(rows[1]).toContain((order.totalCents / 100).toFixed(2).replace(".", ","));
  });

  it("writes every row of a long list, batch after batch, in the list's order", async () => {
    const all = await manager.call("GET", "/orders/export?sort=total&order=desc");
    const rows = csvRows(all.rawPayload.toString("utf8")).slice(1);
    expect(rows.length).toBe((await list("")).total);
  });
});

describe(`an order's page (${databaseKind})`, () => {
  it("has lines, totals, addresses, payment and a timeline of what happened", async () => {
    const order = await paidByMultibanco(shop);
    const page = await orderOf(order);
    expect(page).toMatchObject({
      idShort: order.idShort,
      state: "PAYED",
      customer: { userId: null, email: order.email },
      delivery: { name: "Ana Silva", street: "Rua Augusta 1", postalCode: "1100-053" },
      invoice: null,
      payment: { method: "MULTIBANCO", entity: expect.any(String), reference: expect.any(String) },
      dispatch: null,
      refund: null,
    });
    expect(page.lines.map((line: { size: string }) => line.size)).toEqual(["36", "38"]);
    const { totals } = page;
    expect(totals.baseCents + totals.deliveryBaseCents + totals.vatCents).toBe(order.totalCents);
    expect(kindsIn(page.events)).toEqual(["CREATED", "REFERENCE_ISSUED", "EMAIL", "PAID", "EMAIL"]);
    expect(page.events[2].details.subject).toBe(`Encomenda ${order.idShort} registada`);
  });

  it("answers 404 for an order that does not exist", async () => {
    const response = await manager.call("GET", "/orders/ZZZZZZZZ");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe("A encomenda não existe.");
  });
});

describe(`dispatch, step by step (${databaseKind})`, () => {
  it("requests dispatch, prints a slip without prices, dispatches with a tracking link, delivers", async () => {
    const order = await paidByCard(shop);
    const requested = await manager.call("POST", `/orders/${order.idShort}/dispatch-request`);
    expect(requested.json().message).toBe(
      "Envio pedido. Imprima a guia de remessa e prepare a encomenda.",
    );
    const slip = (await manager.call("GET", `/orders/${order.idShort}/packing-slip`)).json().data;
    expect(slip.lines).toEqual([
      { ref: "SL-0001", title: "Sandálias de pele entrançada", size: "36", quantity: 1 },
      { ref: "SL-0001", title: "Sandálias de pele entrançada", size: "38", quantity: 1 },
    ]);
    expect(slip.delivery.postalCode).toBe("1100-053");
    expect(JSON.stringify(slip)).not.toMatch(/Cents|price/i);

    const response = await dispatchWithCtt(order);
    expect(response.json().message).toBe(
      "Encomenda enviada. O cliente vai receber um email com o seguimento.",
    );
    const page = await orderOf(order);
    expect(page.state).toBe("DISPATCHED");
    expect(page.dispatch).toEqual({
      carrier: "CTT",
      carrierName: "CTT",
      trackingNumber: "RR123456789PT",
      trackingUrl: expect.stringContaining("ObjectCodeInput=RR123456789PT"),
    });
    const [mail] = await mailTo("PURCHASE_DISPATCHED", order);
    expect(mail?.subject).toBe(`Encomenda ${order.idShort} enviada`);
    expect(mail?.text).toContain("Número de seguimento: RR123456789PT");
    expect(mail?.text).toContain(`Seguir a encomenda: ${page.dispatch.trackingUrl}`);

    expect((await manager.call("POST", `/orders/${order.idShort}/delivered`)).statusCode).toBe(200);
    expect(await mailTo("PURCHASE_DELIVERED", order)).toHaveLength(1);
    const events = (await orderOf(order)).events as Array<{ kind: string; staff: unknown }>;
    expect(kindsIn(events).slice(-5)).toEqual([
      "DISPATCH_REQUESTED",
      "DISPATCHED",
      "EMAIL",
      "DELIVERED",
      "EMAIL",
    ]);
    const delivered = events.find((event) => event.kind === "DELIVERED");
    expect(delivered?.staff).toEqual({ id: manager.id, name: expect.any(String) });
    expect((await auditOf(order)).map((entry: { action: string }) => entry.action)).toEqual([
      "purchase.deliver",
      "purchase.dispatch",
      "purchase.dispatch-request",
    ]);
  });

  it("corrects a wrong tracking number while the parcel travels, and tells the customer the new one", async () => {
    const order = await paidByCard(shop);
    await manager.call("POST", `/orders/${order.idShort}/dispatch-request`);
    await dispatchWithCtt(order);
    const correct = (body: object) =>
      manager.call("POST", `/orders/${order.idShort}/tracking`, body);
    const same = await correct({ carrier: "CTT", trackingNumber: "rr 123 456 789 pt" });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.trackingNumber).toBe(
      "É o mesmo número de seguimento: indique o número certo.",
    );
    const fixed = await correct({ carrier: "CTT", trackingNumber: "RR987654321PT" });
    expect(fixed.json().message).toBe(
      "Seguimento corrigido. O cliente vai receber um email com o novo número.",
    );
    const page = await orderOf(order);
    expect(page.dispatch).toMatchObject({
      trackingNumber: "RR987654321PT",
      trackingUrl: expect.stringContaining("RR987654321PT"),
    });
    const [mail] = await mailTo("PURCHASE_TRACKING_CHANGED", order);
    expect(mail?.subject).toBe(`Encomenda ${order.idShort}: novo número de seguimento`);
    expect(mail?.text).toContain("Número de seguimento: RR987654321PT");
    const event = page.events.find((e: { kind: string }) => e.kind === "TRACKING_CHANGED");
    expect(event.details).toMatchObject({
      trackingNumber: "RR987654321PT",
      previous: "RR123456789PT",
    });
    expect((await auditOf(order))[0].action).toBe("purchase.tracking-change");

    // Once delivered, or before it is sent, there is nothing to correct.
    await manager.call("POST", `/orders/${order.idShort}/delivered`);
    const late = await correct({ carrier: "DPD", trackingNumber: "0998123" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      "Só pode corrigir o seguimento de uma encomenda enviada que ainda não foi entregue.",
    );
    const store = await staffSession(shop, "store", { storeId: 1 });
    expect(
      (
        await store.call("POST", `/orders/${order.idShort}/tracking`, {
          carrier: "CTT",
          trackingNumber: "RR1PT",
        })
      ).statusCode,
    ).toBe(403);
  });

  it("follows the state table: no dispatch before it is requested, nothing after delivery", async () => {
    const order = await paidByCard(shop);
    const early = await manager.call("POST", `/orders/${order.idShort}/dispatch`, {
      carrier: "DPD",
      trackingNumber: "0998123",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      "Esta encomenda mudou entretanto: está agora «Paga». Atualize a página.",
    );
    const unpaid = await unpaidOrder(shop);
    expect(
      (await manager.call("POST", `/orders/${unpaid.idShort}/dispatch-request`)).statusCode,
    ).toBe(409);
    expect((await manager.call("GET", `/orders/${unpaid.idShort}/packing-slip`)).statusCode).toBe(
      409,
    );
  });

  it("moves once when two staff click at once; the other hears it changed", async () => {
    const order = await paidByCard(shop);
    const other = await staffSession(shop, "manager");
    const answers = await Promise.all([
      manager.call("POST", `/orders/${order.idShort}/dispatch-request`),
      other.call("POST", `/orders/${order.idShort}/dispatch-request`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const conflict = answers.find((answer) => answer.statusCode === 409);
    expect(conflict?.json().error.message).toContain("está agora «Para recolha»");
    expect((await kinds(order)).filter((kind) => kind === "DISPATCH_REQUESTED")).toHaveLength(1);
  });

  it("refuses a dispatch without a carrier or a tracking number, naming the field", async () => {
    const order = await paidByCard(shop);
    const response = await manager.call("POST", `/orders/${order.idShort}/dispatch`, {
      carrier: "CORREIO",
      trackingNumber: "1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      carrier: "Escolha a transportadora.",
      trackingNumber: "Indique o número de seguimento (4 a 40 letras ou algarismos).",
    });
  });

  it("lets store staff neither read the orders nor move them", async () => {
    const order = await paidByCard(shop);
    for (const path of ["", "/packing-slip", "/invoice"])
      expect((await store.call("GET", `/orders/${order.idShort}${path}`)).statusCode).toBe(403);
    expect((await store.call("GET", "/orders")).statusCode).toBe(403);
    expect((await store.call("GET", "/orders/export")).statusCode).toBe(403);
    const response = await store.call("POST", `/orders/${order.idShort}/dispatch-request`);
    expect(response.statusCode).toBe(403);
  });
});

describe(`cancelling (${databaseKind})`, () => {
  it("cancels an unpaid order: stock back, the reference no longer payable, an email", async () => {
    const order = await unpaidOrder(shop);
    expect(await onlineStock(shop.database, 1, "38")).toBe(49);
    const response = await manager.call("POST", `/orders/${order.idShort}/cancel`, {
      reason: "Cliente pediu por telefone",
    });
    expect(response.json()).toEqual({
      valid: true,
      data: { refund: "none" },
      message: "Encomenda cancelada e stock devolvido.",
    });
    expect(await onlineStock(shop.database, 1, "38")).toBe(50);
    const page = await orderOf(order);
    expect(page.state).toBe("CANCELED");
    expect(page.refund).toBeNull();
    expect(page.events.at(-2)).toMatchObject({
      kind: "CANCELED",
      staff: { id: manager.id },
      details: { by: "staff", reason: "Cliente pediu por telefone" },
    });
    const [mail] = await mailTo("PURCHASE_CANCELED", order);
    expect(mail?.text).toContain("não lhe foi cobrado nada");
    expect(mail?.text).toContain("A referência MULTIBANCO deixou de ser válida: não a pague.");
    // The stock history names who gave the units back: the manager, not the customer.
    const history = (await manager.call("GET", "/stock/products/1/movements")).json().data;
    expect(history.items[0]).toMatchObject({
      size: "38",
      quantity: 1,
      reason: "purchase_released",
      staff: { id: manager.id },
      purchase: { idShort: order.idShort },
    });
  });

  it("needs the owner for a paid order, since the customer is refunded", async () => {
    const order = await paidByCard(shop);
    const response = await manager.call("POST", `/orders/${order.idShort}/cancel`, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      "Só o dono da loja pode cancelar uma encomenda paga, porque o cliente é reembolsado.",
    );
    expect((await orderOf(order)).state).toBe("PAYED");
  });

  it("refunds a card payment through the provider at once", async () => {
    const order = await paidByCard(shop);
    await manager.call("POST", `/orders/${order.idShort}/dispatch-request`);
    const response = await owner.call("POST", `/orders/${order.idShort}/cancel`, {});
    expect(response.json().data).toEqual({ refund: "card-done" });
    expect(await onlineStock(shop.database, 1, "36")).toBe(50);
    const page = await orderOf(order);
    expect(page.refund).toMatchObject({
      method: "CARD",
      status: "DONE",
      amountCents: order.totalCents,
      providerRefundId: expect.stringMatching(/^re_sandbox_/),
      requestedBy: { id: owner.id },
    });
    const intent = await shop.database.db
      .selectFrom("sandbox_payment_intents")
      .select("refunded_cents")
      .where("id", "=", page.payment.intentId)
      .executeTakeFirstOrThrow();
    expect(intent.refunded_cents).toBe(order.totalCents);
    expect(kindsIn(page.events).slice(-4)).toEqual([
      "CANCELED",
      "REFUND_REQUESTED",
      "EMAIL",
      "REFUNDED",
    ]);
    const [mail] = await mailTo("PURCHASE_CANCELED", order);
    expect(mail?.text).toMatch(/Devolvemos [\d,]+\s€ ao cartão com que pagou/);
    expect((await auditOf(order)).map((entry: { action: string }) => entry.action)).toContain(
      "purchase.refund",
    );
  });

  it("asks the IBAN the customer gave for a paid MULTIBANCO order, then records the transfer", async () => {
    const order = await paidByMultibanco(shop);
    const without = await owner.call("POST", `/orders/${order.idShort}/cancel`, {});
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields.iban).toBe(
      "Indique o IBAN que o cliente deu para receber o reembolso por transferência.",
    );
    const wrong = await owner.call("POST", `/orders/${order.idShort}/cancel`, {
      iban: "PT50 0002 0123 1234 5678 9015 5",
    });
    expect(wrong.json().error.fields.iban).toBe(
      "O IBAN não é válido. Confirme as letras e os algarismos.",
    );
    expect((await orderOf(order)).state).toBe("PAYED");

    const canceled = await owner.call("POST", `/orders/${order.idShort}/cancel`, {
      iban: "pt50 0002 0123 1234 5678 9015 4",
    });
    expect(canceled.json().data).toEqual({ refund: "transfer-pending" });
    expect((await orderOf(order)).refund).toMatchObject({
      method: "BANK_TRANSFER",
      status: "PENDING",
      iban: "PT50000201231234567890154",
    });
    expect((await list(`q=${order.idShort}`)).items[0].refundPending).toBe(true);
    const [mail] = await mailTo("PURCHASE_CANCELED", order);
    expect(mail?.text).toContain("por transferência bancária para a conta terminada em 0154");
    const audit = await auditOf(order);
    expect(JSON.stringify(audit)).not.toContain("PT50000201231234567890154");

    // Once the IBAN's hold is over (refund-iban-hold.int.test.ts tests the hold itself).
    await endIbanHolds(shop.database, order.id);
    const recorded = await owner.call(
      "POST",
      `/orders/${order.idShort}/refund/transfer`,
      transferMade(),
    );
    expect(recorded.json().message).toBe("Transferência registada.");
    const refund = (await orderOf(order)).refund;
    expect(refund).toMatchObject({
      status: "DONE",
      doneBy: { id: owner.id },
      transfer: { transferredOn: transferMade().transferredOn, bankReference: "TRF 2026 0001" },
    });
    // The law's 14 days, from the cancellation.
    expect(new Date(refund.dueAt).getTime()).toBe(
      new Date(refund.requestedAt).getTime() + REFUND_DEADLINE_DAYS * DAY_MS,
    );
    const event = (await orderOf(order)).events.find(
      (e: { kind: string }) => e.kind === "REFUNDED",
    );
    expect(event.details).toMatchObject({ bankReference: "TRF 2026 0001" });
    const again = await owner.call(
      "POST",
      `/orders/${order.idShort}/refund/transfer`,
      transferMade(),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      "Esta encomenda não tem nenhuma transferência por registar.",
    );
  });

  it("forgets the IBAN with the customer's data once the transfer is made", async () => {
    const customer = await registered(shop);
    const generated = await customer.call(
      "POST",
      "/public/purchase/generate",
      purchaseBody({ clientId: customer.user.id }),
    );
    const order = generated.json().data;
    await post(shop, "/dev/payments/multibanco/pay", {
      entity: order.paymentEntity,
      reference: order.paymentReference,
      value: order.paymentValue,
    });
    await owner.call("POST", `/orders/${order.idShort}/cancel`, {
      iban: "DE89 3704 0044 0532 0130 00",
    });
    await endIbanHolds(shop.database, order.id);
    await owner.call("POST", `/orders/${order.idShort}/refund/transfer`, transferMade());
    await customer.call("POST", "/users/client/delete", { password: customer.body.password });
    expect((await orderOf(order)).refund).toMatchObject({ status: "DONE", iban: null });
  });

  it("cancels once when two owners click at once, and returns the stock once", async () => {
    const order = await paidByCard(shop);
    const other = await staffSession(shop, "owner");
    const answers = await Promise.all([
      owner.call("POST", `/orders/${order.idShort}/cancel`, {}),
      other.call("POST", `/orders/${order.idShort}/cancel`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await onlineStock(shop.database, 1, "38")).toBe(50);
    expect((await kinds(order)).filter((kind) => kind === "REFUNDED")).toHaveLength(1);
  });

  it("cannot cancel once dispatched", async () => {
    const order = await paidByCard(shop);
    await dispatched(order);
    const response = await owner.call("POST", `/orders/${order.idShort}/cancel`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain("está agora «Enviada»");
  });
});

describe(`the customer's account (${databaseKind})`, () => {
  it("shows the carrier and the tracking link once dispatched, and a cancelled order's refund", async () => {
    const customer = await registered(shop);
    const buy = async () => {
      const generated = await customer.call(
        "POST",
        "/public/purchase/generate",
        purchaseBody({ clientId: customer.user.id, paymentMethod: "CREDIT" }),
      );
      const data = generated.json().data;
      await post(shop, "/dev/payments/card/pay", {
        clientSecret: data.paymentKey,
        cardNumber: SANDBOX_CARDS.success,
      });
      return { ...data, email: customer.user.email, totalCents: 0 } as TestOrder;
    };
    const sent = await buy();
    await dispatched(sent);
    const refunded = await buy();
    await owner.call("POST", `/orders/${refunded.idShort}/cancel`, {});

    const purchases = (await customer.call("GET", "/users/client/purchases")).json().data;
    const record = (idShort: string) =>
      purchases.find((purchase: { idShort: string }) => purchase.idShort === idShort);
    expect(record(sent.idShort)).toMatchObject({
      state: "DISPATCHED",
      carrier: "CTT",
      trackingNumber: "RR123456789PT",
      trackingUrl: expect.stringContaining("RR123456789PT"),
      refund: null,
    });
    expect(record(refunded.idShort)).toMatchObject({
      state: "CANCELED",
      refund: { method: "CARD", done: true },
    });
  });
});
