import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { mailHtml } from "../../../test/mail-html.ts";
import {
  countRows,
  generate,
  mailsOfKind,
  onlineStock,
  post,
  purchaseBody,
  setOnlineStock,
} from "../../../test/purchases.ts";
import { isValidMultibancoReference } from "../../payments/multibanco.ts";
import { purchaseRepository } from "./purchase.repository.ts";

let shop: TestApp;
const ORDER_LINK = /^http:\/\/localhost:3000\/encomenda\/([\w-]{43})$/;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture, purchaseWaitMs: 3000 });
});
afterAll(() => shop?.close());

beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 2);
  await setOnlineStock(shop.database, 1, "38", 1);
});

describe(`POST /public/purchase/products (${databaseKind})`, () => {
  it("answers the cart's products that are on sale", async () => {
    const response = await post(shop, "/public/purchase/products", {
      cart: {
        "1": { id: 1, quantities: { "36": 1 } },
        "6": { id: 6, quantities: { "37": 1 } },
        "999": { id: 999, quantities: { "37": 1 } },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((p: { ref: string }) => p.ref)).toEqual(["SL-0001"]);
  });
});

describe(`POST /public/purchase/stock (${databaseKind})`, () => {
  it("answers the online units of every size of the cart's products on sale", async () => {
    const response = await post(shop, "/public/purchase/stock", {
      cart: {
        "1": { id: 1, quantities: { "36": 9 } },
        "999": { id: 999, quantities: { "37": 1 } },
      },
    });
    expect(response.statusCode).toBe(200);
    const stock = response.json().data;
    expect(Object.keys(stock)).toEqual(["1"]);
    expect(stock["1"]).toMatchObject({ "36": 2, "38": 1 });
    for (const units of Object.values(stock["1"])) expect(Number.isInteger(units)).toBe(true);
  });

  it("refuses a malformed cart with 400", async () => {
    const response = await post(shop, "/public/purchase/stock", { cart: { "1": { id: 2 } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().valid).toBe(false);
  });
});

describe(`POST /public/purchase/generate with MULTIBANCO (${databaseKind})`, () => {
  it("writes the purchase, reserves the stock and answers the reference", async () => {
    const before = Date.now();
    const body = purchaseBody();
    const response = await generate(shop, body);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      paymentMethod: "MULTIBANCO",
      paymentKey: null,
      paymentEntity: "11202",
      paymentValue: 100.74,
    });
    expect(data.idShort).toMatch(/^[A-Z2-9]{8}$/);
    expect(isValidMultibancoReference("11202", data.paymentReference, 10074)).toBe(true);
    const expiresIn = Date.parse(data.paymentExpiresAt) - before;
    expect(expiresIn).toBeGreaterThan(6 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThan(6 * 3600_000 + 60_000);

    const purchase = await shop.database.db
      .selectFrom("purchases")
      .selectAll()
      .where("id", "=", data.id)
      .executeTakeFirstOrThrow();
    expect(purchase).toMatchObject({
      state: "MULTIBANCO",
      price_total_cents: 10074,
      price_delivery_cents: 490,
      price_base_cents: 7792, // 95.84 / 1.23
      price_tax_cents: 10074 - 7792 - 398,
      vat_percent: 23,
      contact_phone: "912345678",
      delivery_country: "Portugal",
    });
    expect(await onlineStock(shop.database, 1, "36")).toBe(1);
    expect(await onlineStock(shop.database, 1, "38")).toBe(0);
    const [mail] = (await mailsOfKind(shop.database, "PURCHASE_GENERATED")).slice(-1);
    expect(mail?.recipient).toBe(body.contacts.email);
    expect(mail?.text).toContain("Entidade: 11202");
    expect(mail?.text).toContain(`Valor: 100,74`);
    // One filled button, «Pagar agora», to the order's page, which shows the reference to pay.
    const html = mailHtml(mail?.html ?? "");
    expect(html.filledButtons).toEqual([
      { label: "Pagar agora", url: expect.stringMatching(ORDER_LINK) },
    ]);
    const token = html.filledButtons[0]?.url.match(ORDER_LINK)?.[1];
    const page = await shop.app.inject({ method: "GET", url: `/api/public/orders/${token}` });
    expect(page.json().data.multibanco).toMatchObject({
      entity: "11202",
      reference: data.paymentReference,
    });
    expect(html.itemPictures.map((picture) => picture.src)).toEqual([
      "http://localhost:3000/media/products/sl-0001-1.svg",
      "http://localhost:3000/media/products/sl-0001-1.svg",
    ]);
  });

  it("ignores prices and totals sent in the body", async () => {
    const response = await generate(shop, {
      ...purchaseBody(),
      priceTotal: 0.01,
      total: 0.01,
      cart: { "1": { id: 1, quantities: { "36": 1 }, price: 0.01 } },
    });
    expect(response.json().data.paymentValue).toBe(52.82);
  });
});

describe(`refused purchases write nothing (${databaseKind})`, () => {
  async function expectRefused(payload: unknown, status: number, fields?: string[]) {
    const purchases = await countRows(shop.database, "purchases");
    const stock = await onlineStock(shop.database, 1, "36");
    const response = await generate(shop, payload);
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.valid).toBe(false);
    if (fields)
      expect(Object.keys(body.error.fields ?? {})).toEqual(expect.arrayContaining(fields));
    expect(await countRows(shop.database, "purchases")).toBe(purchases);
    expect(await onlineStock(shop.database, 1, "36")).toBe(stock);
    return body.error;
  }

  it.each([0, -1, 1.5, 11, "2"])("refuses a quantity of %s", async (quantity) => {
    await expectRefused(
      purchaseBody({ cart: { "1": { id: 1, quantities: { "36": quantity } } } }),
      400,
      ["cart.1.quantities.36"],
    );
  });

  it("refuses unknown products and sizes, naming them", async () => {
    await expectRefused(
      purchaseBody({ cart: { "999": { id: 999, quantities: { "37": 1 } } } }),
      400,
      ["cart.999"],
    );
    await expectRefused(purchaseBody({ cart: { "6": { id: 6, quantities: { "37": 1 } } } }), 400, [
      "cart.6",
    ]);
    await expectRefused(purchaseBody({ cart: { "1": { id: 1, quantities: { "99": 1 } } } }), 400, [
      "cart.1.quantities.99",
    ]);
  });

  it("refuses an empty cart and a cart of 500 lines", async () => {
    await expectRefused(purchaseBody({ cart: {} }), 400, ["cart"]);
    const huge = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [
        String(i + 1),
        { id: i + 1, quantities: { "36": 1 } },
      ]),
    );
    await expectRefused(purchaseBody({ cart: huge }), 400, ["cart"]);
  });

  it("names every missing field, the street included", async () => {
    const error = await expectRefused(
      purchaseBody({
        contacts: { email: "", phone: "(351) " },
        addressDelivery: { name: "", country: null, street: "", city: "", postalCode: "" },
      }),
      400,
    );
    expect(Object.keys(error.fields).sort()).toEqual([
      "addressDelivery.city",
      "addressDelivery.country",
      "addressDelivery.name",
      "addressDelivery.postalCode",
      "addressDelivery.street",
      "contacts.email",
      "contacts.phone",
    ]);
  });

  it("refuses a bad phone, postal code shape and NIF", async () => {
    const error = await expectRefused(
      purchaseBody({
        contacts: { email: "ana@example.pt", phone: "(351) 91234" },
        addressDelivery: { ...purchaseBody().addressDelivery, postalCode: "1100<053>" },
        addressInvoice: {
          name: "Ana",
          nif: "123456780",
          country: 1,
          street: "Rua",
          city: "Lisboa",
          postalCode: "1100-053",
        },
      }),
      400,
    );
    expect(error.fields).toMatchObject({
      "contacts.phone": "Introduza um número de telefone válido",
      "addressDelivery.postalCode":
        "O código postal só pode ter letras, algarismos, espaços e hífenes (2 a 10).",
      "addressInvoice.nif": "O NIF não é válido.",
    });
  });

  it("refuses a postal code that is not of the delivery country, naming the rule", async () => {
    const error = await expectRefused(
      purchaseBody({
        addressDelivery: { ...purchaseBody().addressDelivery, postalCode: "1100-53" },
      }),
      400,
    );
    expect(error.fields).toEqual({
      "addressDelivery.postalCode": "O código postal deve ter o formato 0000-000.",
    });
  });

  it("refuses an unknown country", async () => {
    await expectRefused(
      purchaseBody({ addressDelivery: { ...purchaseBody().addressDelivery, country: 999 } }),
      400,
      ["addressDelivery.country"],
    );
  });

  it("refuses a clientId that is not the caller's with 403", async () => {
    const error = await expectRefused(purchaseBody({ clientId: 5 }), 403);
    expect(error.code).toBe("FORBIDDEN");
  });

  it("refuses more than the online stock with 409 OUT_OF_STOCK naming product and size", async () => {
    const error = await expectRefused(
      purchaseBody({ cart: { "1": { id: 1, quantities: { "36": 1, "38": 2 } } } }),
      409,
      ["cart.1.quantities.38"],
    );
    expect(error.code).toBe("OUT_OF_STOCK");
    expect(error.message).toBe(
      "Já não temos stock suficiente de «Sandálias de pele entrançada» no tamanho 38.",
    );
  });

  it("refuses while the shop is closed with 409 STORE_OFFLINE", async () => {
    await shop.database.db.updateTable("settings").set({ store_online: false }).execute();
    try {
      const error = await expectRefused(purchaseBody(), 409);
      expect(error.code).toBe("STORE_OFFLINE");
    } finally {
      await shop.database.db.updateTable("settings").set({ store_online: true }).execute();
    }
  });
});

describe(`concurrent buyers (${databaseKind})`, () => {
  it("sells the last units exactly once", async () => {
    await setOnlineStock(shop.database, 2, "37", 5);
    const cart = { "2": { id: 2, quantities: { "37": 1 } } };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => generate(shop, purchaseBody({ cart }))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    expect(await onlineStock(shop.database, 2, "37")).toBe(0);
  });
});

describe(`paying by MULTIBANCO in the sandbox (${databaseKind})`, () => {
  it("pays the exact amount once, tells the waiting buyer and emails them", async () => {
    const { data } = (await generate(shop, purchaseBody())).json();
    const waiting = post(shop, "/public/purchase/wait", { idShort: data.idShort });
    const pay = {
      entity: data.paymentEntity,
      reference: data.paymentReference,
      value: data.paymentValue,
    };
    expect(
      (await post(shop, "/dev/payments/multibanco/pay", { ...pay, value: 100.73 })).statusCode,
    ).toBe(400);
    const paid = await post(shop, "/dev/payments/multibanco/pay", pay);
    expect(paid.statusCode).toBe(200);
    const waited = (await waiting).json();
    expect(waited).toEqual({
      valid: true,
      data: { idShort: data.idShort, state: "PAYED", paid: true },
    });
    const again = await post(shop, "/dev/payments/multibanco/pay", pay);
    expect(again.statusCode).toBe(409);
    const paidMails = (await mailsOfKind(shop.database, "PURCHASE_PAID")).filter((m) =>
      m.subject.includes(data.idShort),
    );
    expect(paidMails).toHaveLength(1);
  });

  it("refuses a reference nobody owes", async () => {
    const response = await post(shop, "/dev/payments/multibanco/pay", {
      entity: "11202",
      reference: "123999943",
      value: 12.34,
    });
    expect([400, 404]).toContain(response.statusCode);
  });

  it("answers only the state while waiting, and 404 for an unknown purchase", async () => {
    const { data } = (await generate(shop, purchaseBody())).json();
    const waited = (await post(shop, "/public/purchase/wait", { idShort: data.idShort })).json();
    expect(waited.data).toEqual({ idShort: data.idShort, state: "MULTIBANCO", paid: false });
    expect((await post(shop, "/public/purchase/wait", { idShort: "ZZZZZZZZ" })).statusCode).toBe(
      404,
    );
    expect((await post(shop, "/public/purchase/wait", { idShort: "<script>" })).statusCode).toBe(
      400,
    );
  });

  it("cancels an unpaid purchase after its deadline and returns its stock", async () => {
    const { data } = (await generate(shop, purchaseBody())).json();
    expect(await onlineStock(shop.database, 1, "38")).toBe(0);
    await shop.database.db
      .updateTable("purchases")
      .set({ payment_expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", data.id)
      .execute();
    expect(await shop.app.shop.purchases.expireDue()).toBeGreaterThanOrEqual(1);
    const purchase = await shop.database.db
      .selectFrom("purchases")
      .select("state")
      .where("id", "=", data.id)
      .executeTakeFirstOrThrow();
    expect(purchase.state).toBe("CANCELED");
    expect(await onlineStock(shop.database, 1, "38")).toBe(1);
    const pay = {
      entity: data.paymentEntity,
      reference: data.paymentReference,
      value: data.paymentValue,
    };
    expect((await post(shop, "/dev/payments/multibanco/pay", pay)).statusCode).toBe(404);
  });
});

describe(`the state table guards every change (${databaseKind})`, () => {
  it("never cancels a dispatched purchase nor returns its stock; pays only an unpaid one", async () => {
    const { id } = (await generate(shop, purchaseBody())).json().data;
    await shop.database.db
      .updateTable("purchases")
      .set({ state: "DISPATCHED" })
      .where("id", "=", id)
      .execute();
    const stock = await onlineStock(shop.database, 1, "36");
    const canceled = await shop.database.db
      .transaction()
      .execute((trx) => purchaseRepository.cancelReturningStock(trx, id));
    expect(canceled).toBeNull();
    await purchaseRepository.markPaid(shop.database.db, id);
    const after = await purchaseRepository.findById(shop.database.db, id);
    expect(after.state).toBe("DISPATCHED");
    expect(await onlineStock(shop.database, 1, "36")).toBe(stock);
  });
});
