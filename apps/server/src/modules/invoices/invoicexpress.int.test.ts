import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import {
  FAKE_PDF,
  invoiceXpressConfig,
  SERIES_CODES,
  startFakeInvoiceXpress,
} from "../../../test/fake-invoicexpress.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByCard, paidByMultibanco, unpaidOrder } from "../../../test/orders.ts";
import { post, setOnlineStock } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";

// Long enough for a busy machine, short enough for the slow-answer test.
const TIMEOUT_MS = 1000;

let fake: Awaited<ReturnType<typeof startFakeInvoiceXpress>>;
let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  fake = await startFakeInvoiceXpress();
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    config: invoiceXpressConfig(fake.url, TIMEOUT_MS),
  });
  owner = await staffSession(shop, "owner");
});
afterAll(async () => {
  await shop?.close();
  await fake?.close();
});
beforeEach(async () => {
  Object.assign(fake.state, {
    down: false,
    delayMs: 0,
    pdfPending: 0,
    qrPending: 0,
    refuseNext: null,
    seriesNotCommunicated: false,
  });
  await setOnlineStock(shop.database, 1, "36", 20);
  await setOnlineStock(shop.database, 1, "38", 20);
});

async function settle(app: TestApp = shop) {
  await app.app.shop.invoiceWorker.kick();
  await app.app.shop.invoiceWorker.kick();
}

/** The backoff passes: every waiting document is due now. */
const timePasses = () =>
  shop.database.db.updateTable("invoices").set({ next_attempt_at: sql`now()` }).execute();

const invoiceOf = (purchaseId: number) =>
  shop.database.db
    .selectFrom("invoices")
    .selectAll()
    .select(sql<number>`extract(epoch from next_attempt_at - now())`.as("wait_seconds"))
    .where("purchase_id", "=", purchaseId)
    .where("kind", "=", "INVOICE")
    .executeTakeFirstOrThrow();

const draftsOf = (reference: string) =>
  fake.created("invoice_receipts").filter((invoice) => invoice.reference === reference);

const orderOf = async (idShort: string) =>
  (await owner.call("GET", `/orders/${idShort}`)).json().data;

describe(`InvoiceXpress (${databaseKind})`, () => {
  it("issues one final invoice-receipt to a final consumer, with lines adding up to the purchase", async () => {
    const order = await paidByMultibanco(shop);
    await settle();
    const drafts = draftsOf(order.idShort);
    expect(drafts).toHaveLength(1);
    const invoice = drafts[0] as unknown as {
      client: Record<string, string>;
      items: Array<{ unit_price: number; quantity: number; tax: { value: number } }>;
      observations: string;
    };
    expect(invoice.client).toMatchObject({ name: "Consumidor final", code: "999999990" });
    expect(invoice.observations).toBe("Pagamento: MULTIBANCO");
    expect(invoice.client.fiscal_id).toBeUndefined();
    // Two sizes of the sandals and the delivery, at the purchase's rate.
    expect(invoice.items).toHaveLength(3);
    const page = await orderOf(order.idShort);
    const base = invoice.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
    expect(Math.round(base * 100)).toBe(page.totals.baseCents + page.totals.deliveryBaseCents);
    expect(invoice.items.every((item) => item.tax.value === page.totals.vatPercent)).toBe(true);

    expect(page.certifiedInvoice).toMatchObject({ state: "ISSUED", provider: "invoicexpress" });
    expect(page.certifiedInvoice.number).toMatch(/^FR A\/\d+$/);
    // Its ATCUD: the series' validation code and the document's number in it.
    const sequence = page.certifiedInvoice.number.split("/")[1];
    expect(page.certifiedInvoice.atcud).toBe(`${SERIES_CODES.A}-${sequence}`);
    expect((await invoiceOf(order.id)).atcud).toBe(page.certifiedInvoice.atcud);
    const issued = page.events.find((event: { kind: string }) => event.kind === "INVOICE_ISSUED");
    expect(issued.details).toMatchObject({ atcud: page.certifiedInvoice.atcud });
    const pdf = await owner.call("GET", `/orders/${order.idShort}/invoice`);
    expect(pdf.rawPayload.equals(FAKE_PDF)).toBe(true);
  });

  it("names the buyer and NIF an invoice was asked for", async () => {
    const order = await paidByCard(shop, {
      addressInvoice: {
        name: "Calçado Silva, Lda.",
        nif: "501964843",
        country: 1,
        street: "Rua do Ouro 10",
        city: "Lisboa",
        postalCode: "1100-060",
      },
    });
    await settle();
    const [draft] = draftsOf(order.idShort);
    expect(draft?.client).toMatchObject({
      name: "Calçado Silva, Lda.",
      fiscal_id: "501964843",
      code: "501964843",
      address: "Rua do Ouro 10",
    });
  });

  it("keeps the purchase paid while the provider is down, and issues the invoice once it is back", async () => {
    fake.state.down = true;
    const order = await unpaidOrder(shop);
    const paid = await post(shop, "/dev/payments/multibanco/pay", {
      entity: (order as unknown as { paymentEntity: string }).paymentEntity,
      reference: (order as unknown as { paymentReference: string }).paymentReference,
      value: order.totalCents / 100,
    });
    expect(paid.statusCode).toBe(200);
    await settle();
    expect((await orderOf(order.idShort)).state).toBe("PAYED");
    let row = await invoiceOf(order.id);
    expect(row).toMatchObject({ state: "PENDING", attempts: 1 });
    expect(row.last_error).toMatch(/503/);
    expect(Number(row.wait_seconds)).toBeGreaterThan(50); // one minute, then 2, 4…

    await timePasses();
    await settle();
    row = await invoiceOf(order.id);
    expect(row.attempts).toBe(2);
    expect(Number(row.wait_seconds)).toBeGreaterThan(110);
    const page = await orderOf(order.idShort);
    expect(page.certifiedInvoice).toMatchObject({
      state: "PENDING",
      lastError: expect.any(String),
    });
    const failures = page.events.filter((e: { kind: string }) => e.kind === "INVOICE_FAILED");
    expect(failures).toHaveLength(1);

    fake.state.down = false;
    await timePasses();
    await settle();
    expect(await invoiceOf(order.id)).toMatchObject({ state: "ISSUED", last_error: null });
    expect(draftsOf(order.idShort)).toHaveLength(1);
  });

  it("times out a slow answer and, trying again, finds the draft the provider made meanwhile", async () => {
    fake.state.delayMs = TIMEOUT_MS * 2;
    const order = await paidByMultibanco(shop);
    await settle();
    const row = await invoiceOf(order.id);
    expect(row.state).toBe("PENDING");
    expect(row.last_error).toMatch(/no answer \(TimeoutError\)/);
    expect(row.last_error).not.toContain("ix_test_key");

    fake.state.delayMs = 0;
    await timePasses();
    await settle();
    expect(await invoiceOf(order.id)).toMatchObject({ state: "ISSUED" });
    // The provider has the one draft made by the call that timed out, now final.
    expect(draftsOf(order.idShort)).toHaveLength(1);
    const documents = [...fake.documents.values()].filter((d) => d.reference === order.idShort);
    expect(documents.map((d) => d.status)).toEqual(["final"]);
  });

  it("refuses a final document without ATCUD, tells why, and issues it once the series is communicated", async () => {
    fake.state.seriesNotCommunicated = true;
    const order = await paidByMultibanco(shop);
    await settle();
    const waiting = await invoiceOf(order.id);
    expect(waiting).toMatchObject({ state: "PENDING", number: null, atcud: null, pdf_path: null });
    const page = await orderOf(order.idShort);
    expect(page.certifiedInvoice.lastError).toMatch(
      /^InvoiceXpress: FR A\/\d+ não tem ATCUD; comunique a série à AT no InvoiceXpress$/,
    );
    // No PDF was taken from a document that cannot go to the buyer.
    const asked = fake.state.requests.filter((r) => r.path.startsWith("/api/"));
    expect(asked.filter((r) => r.path.includes(`/${waiting.provider_id}.json`))).toEqual([]);

    // The owner communicates the series in InvoiceXpress: the same final document now has one.
    const document = fake.documents.get(Number(waiting.provider_id));
    if (!document) throw new Error("no document at the provider");
    const sequence = document.inverted_sequence_number?.split("/")[1];
    document.atcud = `${SERIES_CODES.A}-${sequence}`;
    fake.state.seriesNotCommunicated = false;
    await timePasses();
    await settle();
    expect(await invoiceOf(order.id)).toMatchObject({
      state: "ISSUED",
      atcud: document.atcud,
      provider_id: waiting.provider_id,
    });
    expect(draftsOf(order.idShort)).toHaveLength(1);
  });

  it("waits for the QR code the provider prints on the PDF", async () => {
    fake.state.qrPending = 1;
    const order = await paidByMultibanco(shop);
    await settle();
    expect(await invoiceOf(order.id)).toMatchObject({ state: "ISSUED", attempts: 1 });
    const id = (await invoiceOf(order.id)).provider_id;
    const asked = fake.state.requests.map((r) => r.path);
    expect(asked.indexOf(`/api/qr_codes/${id}.json`)).toBeLessThan(
      asked.indexOf(`/api/pdf/${id}.json`),
    );
  });

  it("waits for a PDF the provider is still making", async () => {
    fake.state.pdfPending = 1;
    const order = await paidByMultibanco(shop);
    await settle();
    expect(await invoiceOf(order.id)).toMatchObject({ state: "ISSUED", attempts: 1 });
  });

  it("gives up after its attempts, shows the failure, and issues it when the staff try again", async () => {
    fake.state.refuseNext = "Client fiscal_id is invalid";
    const order = await paidByMultibanco(shop);
    await settle();
    await shop.database.db
      .updateTable("invoices")
      .set({ attempts: 7, next_attempt_at: sql`now()` })
      .where("purchase_id", "=", order.id)
      .execute();
    fake.state.refuseNext = "Client fiscal_id is invalid";
    await settle();
    expect(await invoiceOf(order.id)).toMatchObject({ state: "FAILED", attempts: 8 });
    const page = await orderOf(order.idShort);
    expect(page.certifiedInvoice).toMatchObject({
      state: "FAILED",
      lastError: "InvoiceXpress POST /invoice_receipts.json: 422 Client fiscal_id is invalid",
    });
    expect((await owner.call("GET", "/invoicing")).json().data).toEqual({
      provider: "invoicexpress",
      failed: 1,
    });

    const retried = await owner.call("POST", `/orders/${order.idShort}/invoice/retry`, {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe("A fatura vai ser emitida de novo.");
    await settle();
    expect(await invoiceOf(order.id)).toMatchObject({ state: "ISSUED", attempts: 1 });
    expect((await owner.call("GET", "/invoicing")).json().data.failed).toBe(0);
  });

  it("issues one invoice when two servers run the job at once", async () => {
    const second = await createTestApp({
      database: shop.database,
      config: invoiceXpressConfig(fake.url, 5000),
    });
    try {
      fake.state.delayMs = 150;
      const order = await paidByMultibanco(shop);
      await Promise.all([settle(shop), settle(second)]);
      // A runner that timed out on a slow answer backed off: its next attempt comes now.
      fake.state.delayMs = 0;
      await timePasses();
      await Promise.all([settle(shop), settle(second)]);
      expect(await invoiceOf(order.id)).toMatchObject({ state: "ISSUED" });
      expect(draftsOf(order.idShort)).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });

  it("issues a credit note against the invoice for a staff refund", async () => {
    const order = await paidByCard(shop);
    await settle();
    const invoice = await invoiceOf(order.id);
    const canceled = await owner.call("POST", `/orders/${order.idShort}/cancel`, {});
    expect(canceled.statusCode).toBe(200);
    await settle();
    const notes = fake.created("credit_notes");
    const note = notes.find((sent) => sent.reference === `${order.idShort}-NC`);
    expect(note).toMatchObject({ owner_invoice_id: Number(invoice.provider_id) });
    const page = await orderOf(order.idShort);
    expect(page.certifiedInvoice.creditNote).toEqual({
      state: "ISSUED",
      number: expect.stringMatching(/^NC NC\/\d+$/),
      atcud: expect.stringMatching(new RegExp(`^${SERIES_CODES.NC}-\\d+$`)),
    });
  });
});
