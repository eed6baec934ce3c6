import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, confirmEmail, linkMailed, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByCard, paidByMultibanco } from "../../../test/orders.ts";
import { post, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  owner = await staffSession(shop, "owner");
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 20);
  await setOnlineStock(shop.database, 1, "38", 20);
});

/** Lets the invoice job finish what the payment queued (a kick during a run waits for it). */
async function settle(app: TestApp = shop) {
  await app.app.shop.invoiceWorker.kick();
  await app.app.shop.invoiceWorker.kick();
}

const orderOf = async (idShort: string) =>
  (await owner.call("GET", `/orders/${idShort}`)).json().data;

const invoiceRows = (purchaseId: number) =>
  shop.database.db
    .selectFrom("invoices")
    .selectAll()
    .where("purchase_id", "=", purchaseId)
    .orderBy("id")
    .execute();

async function paidMailLink(to: string) {
  const mail = await shop.database.db
    .selectFrom("email_outbox")
    .select("text")
    .where("recipient", "=", to)
    .where("kind", "=", "PURCHASE_PAID")
    .executeTakeFirstOrThrow();
  return /\/api\/public\/invoices\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
}

describe(`sandbox invoices (${databaseKind})`, () => {
  it("issues exactly one invoice-receipt for a paid purchase, linked by its paid email", async () => {
    const order = await paidByMultibanco(shop);
    await settle();
    await settle();
    const rows = await invoiceRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "INVOICE", state: "ISSUED", provider: "sandbox" });

    const page = await orderOf(order.idShort);
    expect(page.certifiedInvoice).toMatchObject({
      state: "ISSUED",
      number: `FR TESTE/${order.idShort}`,
      pdfUrl: `/admin/orders/${order.idShort}/invoice`,
      creditNote: null,
    });
    const kinds = page.events.map((event: { kind: string }) => event.kind);
    expect(kinds.filter((kind: string) => kind === "INVOICE_ISSUED")).toHaveLength(1);

    const staffPdf = await owner.call("GET", `/orders/${order.idShort}/invoice`);
    expect(staffPdf.statusCode).toBe(200);
    expect(staffPdf.headers["content-type"]).toBe("application/pdf");
    expect(staffPdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const link = await paidMailLink(order.email);
    expect(link).toBeDefined();
    const mailed = await shop.app.inject({ method: "GET", url: link as string });
    expect(mailed.statusCode).toBe(200);
    expect(mailed.headers["cache-control"]).toBe("no-store");
    expect(mailed.rawPayload.equals(staffPdf.rawPayload)).toBe(true);
    // The link is long and random: a guessed one is a 404 like an unknown order.
    const guessed = await shop.app.inject({
      method: "GET",
      url: `/api/public/invoices/${"A".repeat(43)}`,
    });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().error.message).toBe("A fatura não existe ou ainda está a ser emitida.");
  });

  it("shows the invoice in the customer's purchases, and its PDF only to them", async () => {
    const customer = await registered(shop);
    const intruder = await registered(shop);
    const generated = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/generate",
      cookies: { authToken: customer.token },
      payload: purchaseBody({ clientId: customer.user.id, paymentMethod: "CREDIT" }) as object,
    });
    const { id, paymentKey } = generated.json().data as { id: number; paymentKey: string };
    const paid = await post(shop, "/dev/payments/card/pay", {
      clientSecret: paymentKey,
      cardNumber: "4242424242424242",
    });
    expect(paid.statusCode).toBe(200);
    await settle();

    const [record] = (await customer.call("GET", "/users/client/purchases")).json().data;
    expect(record.invoice).toEqual({
      number: expect.stringMatching(/^FR TESTE\//),
      url: `/users/client/purchase/${id}/invoice`,
    });
    const own = await customer.call("GET", `/users/client/purchase/${id}/invoice`);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect((await intruder.call("GET", `/users/client/purchase/${id}/invoice`)).statusCode).toBe(
      404,
    );
    const anonymous = await shop.app.inject({
      method: "GET",
      url: `/api/users/client/purchase/${id}/invoice`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("issues a credit note against the invoice when the staff refund a paid order", async () => {
    const order = await paidByCard(shop);
    await settle();
    const canceled = await owner.call("POST", `/orders/${order.idShort}/cancel`, {});
    expect(canceled.statusCode).toBe(200);
    await settle();
    const rows = await invoiceRows(order.id);
    expect(rows.map((row) => [row.kind, row.state, row.amount_cents])).toEqual([
      ["INVOICE", "ISSUED", order.totalCents],
      ["CREDIT_NOTE", "ISSUED", order.totalCents],
    ]);
    const page = await orderOf(order.idShort);
    expect(page.certifiedInvoice.creditNote).toEqual({
      state: "ISSUED",
      number: `NC TESTE/${order.idShort}-NC`,
      // A test document is not communicated to the AT.
      atcud: null,
    });
  });

  it("lets only staff with orders.write ask for an invoice again", async () => {
    const order = await paidByMultibanco(shop);
    await settle();
    const store = await staffSession(shop, "store", { storeId: 1 });
    const manager = await staffSession(shop, "manager");
    const url = `/orders/${order.idShort}/invoice/retry`;
    expect((await store.call("POST", url, {})).statusCode).toBe(403);
    // Issued already: nothing to ask again.
    const issued = await manager.call("POST", url, {});
    expect(issued.statusCode).toBe(409);
    expect(issued.json().error.message).toBe("Não há nenhuma fatura por emitir nesta encomenda.");
    const anonymous = await shop.app.inject({
      method: "POST",
      url: `/api/admin${url}`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await store.call("GET", "/invoicing")).statusCode).toBe(403);
    expect((await manager.call("GET", "/invoicing")).json().data).toEqual({
      provider: "sandbox",
      failed: 0,
    });
  });
});

describe(`no invoicing provider (${databaseKind})`, () => {
  it("issues nothing and says so to the back office", async () => {
    const quiet = await createTestApp({
      prepare: insertCatalogueFixture,
      config: { INVOICING_PROVIDER: "none" },
    });
    try {
      const staff = await staffSession(quiet, "owner");
      const order = await paidByMultibanco(quiet);
      await settle(quiet);
      expect(
        (await staff.call("GET", `/orders/${order.idShort}`)).json().data.certifiedInvoice,
      ).toBe(null);
      expect((await staff.call("GET", "/invoicing")).json().data).toEqual({
        provider: "none",
        failed: 0,
      });
    } finally {
      await quiet.close();
    }
  });
});

describe(`invoice links die with the order links they came with (${databaseKind})`, () => {
  const ORDER_LINK = /\/encomenda\/([A-Za-z0-9_-]{43})/;
  const get = (url: string) => shop.app.inject({ method: "GET", url });
  const orderPage = async (token: string) =>
    (await as(shop, null)("GET", `/public/orders/${token}`)).json().data;
  /** The invoice and credit notes' links an order page shows. */
  const documentLinks = (page: { invoice: { url: string }; creditNotes: { url: string }[] }) =>
    [page.invoice, ...page.creditNotes].map((document) => `/api${document.url}`);

  async function expectGone(links: string[]) {
    for (const link of links) {
      const response = await get(link);
      expect(response.statusCode, link).toBe(404);
      expect(response.json().error.message).toBe(
        "A fatura não existe ou ainda está a ser emitida.",
      );
    }
  }

  /** A guest's card purchase cancelled by its order link: an invoice and a credit note. */
  async function refundedByLink(overrides: Parameters<typeof paidByCard>[1] = {}) {
    const order = await paidByCard(shop, overrides);
    await settle();
    const token = await linkMailed(shop, order.email, "PURCHASE_PAID", ORDER_LINK);
    const canceled = await as(shop, null)("POST", `/public/orders/${token}/cancel`, {});
    expect(canceled.statusCode).toBe(200);
    await settle();
    const links = documentLinks(await orderPage(token));
    expect(links).toHaveLength(2);
    for (const link of links) expect((await get(link)).statusCode, link).toBe(200);
    return { order, token, links };
  }

  it("answers 404 once «Desativar esta ligação» ends the order's links", async () => {
    const { order, token, links } = await refundedByLink();
    const mailed = await paidMailLink(order.email);
    expect(links).toContain(mailed);

    const revoked = await as(shop, null)("POST", `/public/orders/${token}/revoke`, {});
    expect(revoked.statusCode).toBe(200);

    await expectGone(links);
    // The staff still open it.
    expect((await owner.call("GET", `/orders/${order.idShort}/invoice`)).statusCode).toBe(200);
  });

  it("answers 404 once the purchase's contacts are erased", async () => {
    const customer = await registered(shop);
    await confirmEmail(shop, customer.body.email);
    const { links } = await refundedByLink({
      contacts: { email: customer.body.email, phone: "912345678" },
    });

    await customer.call("POST", "/users/client/delete", { password: customer.body.password });

    await expectGone(links);
  });

  it("keeps the documents in the customer's account, under new links", async () => {
    const customer = await registered(shop);
    const generated = await customer.call("POST", "/public/purchase/generate", {
      ...purchaseBody({ paymentMethod: "CREDIT" }),
      clientId: customer.user.id,
    });
    const { id, paymentKey } = generated.json().data as { id: number; paymentKey: string };
    await post(shop, "/dev/payments/card/pay", {
      clientSecret: paymentKey,
      cardNumber: "4242424242424242",
    });
    await settle();
    expect(
      (await customer.call("POST", `/users/client/purchase/${id}/cancel`, {})).statusCode,
    ).toBe(200);
    await settle();
    const creditNoteLinks = async () => {
      const [record] = (await customer.call("GET", "/users/client/purchases")).json().data;
      return record.creditNotes.map((note: { url: string }) => `/api${note.url}`) as string[];
    };
    const before = await creditNoteLinks();
    expect(before).toHaveLength(1);
    const path = (await customer.call("POST", `/users/client/purchase/${id}/order-link`)).json()
      .data.path as string;
    const token = path.match(ORDER_LINK)?.[1] as string;
    const pageLinks = documentLinks(await orderPage(token));

    await as(shop, null)("POST", `/public/orders/${token}/revoke`, {});

    await expectGone([...before, ...pageLinks]);
    const own = await customer.call("GET", `/users/client/purchase/${id}/invoice`);
    expect(own.statusCode).toBe(200);
    const after = await creditNoteLinks();
    expect(after).not.toEqual(before);
    for (const link of after) expect((await get(link)).statusCode).toBe(200);
  });
});
