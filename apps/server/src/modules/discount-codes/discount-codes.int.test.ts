import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import {
  generate,
  mailsOfKind,
  nextAddress,
  post,
  purchaseBody,
  setOnlineStock,
} from "../../../test/purchases.ts";
import { auditOf } from "../../../test/shop-data.ts";
import { staffSession } from "../../../test/staff.ts";
import { returnsRepository } from "../returns/returns.repository.ts";
import { paidForReturn } from "../returns/returns-mapping.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
  for (const size of ["37", "38"]) await setOnlineStock(shop.database, 2, size, 200);
  await setOnlineStock(shop.database, 1, "36", 200);
});
afterAll(() => shop?.close());

// Product 2: 129,90 € at its list price; product 1: 59,90 € on sale at 20% off (47,92 €).
const boots = { "2": { id: 2, quantities: { "37": 1 } } };
const bootsAndSandals = { ...boots, "1": { id: 1, quantities: { "36": 1 } } };
let codes = 0;

/** A code made in the back office; answers its text and id. */
async function createCode(fields: Record<string, unknown>) {
  codes += 1;
  const code = (fields.code as string | undefined) ?? `TESTE${codes}`;
  const response = await manager.call("POST", "/discount-codes", {
    kind: "PERCENT",
    percent: "10",
    ...fields,
    code,
  });
  expect(response.statusCode, response.body).toBe(200);
  const item = response.json().data.find((each: { code: string }) => each.code === code);
  return { code, id: item.id as number, item };
}

const check = (body: Record<string, unknown>) =>
  shop.app.inject({
    method: "POST",
    url: "/api/public/cart/code",
    payload: { cart: boots, countryId: 1, ...body },
    remoteAddress: nextAddress(),
  });

async function refusal(body: Record<string, unknown>) {
  const response = await check(body);
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json();
  expect(error.fields.code).toBe(error.message);
  return error.message.replace(/\s/g, " ") as string;
}

const buy = (code: string | null, overrides: Record<string, unknown> = {}) =>
  generate(
    shop,
    purchaseBody({ cart: boots, discountCode: code, idempotencyKey: randomUUID(), ...overrides }),
  );

const purchaseOf = (id: number) =>
  shop.database.db
    .selectFrom("purchases")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const linesOf = (id: number) =>
  shop.database.db
    .selectFrom("purchase_lines")
    .select(["product_id", "unit_price_cents", "discount", "code_discount_cents"])
    .where("purchase_id", "=", id)
    .orderBy("product_id")
    .execute();

const liveUses = async (codeId: number) =>
  (
    await shop.database.db
      .selectFrom("discount_code_uses")
      .select("purchase_id")
      .where("discount_code_id", "=", codeId)
      .where("released_at", "is", null)
      .execute()
  ).length;

describe(`a code checked against a cart (${databaseKind})`, () => {
  it("shows what it takes off, line by line, and leaves lines on sale out when it says so", async () => {
    const { code } = await createCode({ percent: "10", excludeSale: true });
    const response = await check({ code: code.toLowerCase(), cart: bootsAndSandals });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      code,
      discount: 12.99,
      freeDelivery: false,
      rule: { kind: "PERCENT", percent: 10, excludeSale: true },
      lines: [
        { productId: 1, size: "36", discount: 0 },
        { productId: 2, size: "37", discount: 12.99 },
      ],
    });
  });

  it("reads a «Saldos» price as the purchase does: the code on the sale price, or none on sale", async () => {
    // The boots in a running sale at 99,90 €, as applySales writes it on the product.
    const { db } = shop.database;
    const sale = await db
      .insertInto("sales")
      .values({
        name: "Inverno",
        kind: "price",
        price_cents: 9990,
        scope: "products",
        starts_at: new Date(Date.now() - 3_600_000),
        ends_at: new Date(Date.now() + 3_600_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const onSale = {
      sale_id: sale.id,
      sale_cents: 9990,
      sale_ends_at: new Date(Date.now() + 3_600_000),
    };
    await db.updateTable("products").set(onSale).where("id", "=", 2).execute();
    try {
      const plain = await createCode({ percent: "10" });
      const checked = await check({ code: plain.code, cart: boots });
      expect(checked.json().data).toMatchObject({ discount: 9.99, lines: [{ discount: 9.99 }] });
      const bought = await buy(plain.code);
      expect(bought.statusCode, bought.body).toBe(200);
      const lines = await returnsRepository.purchaseLines(db, bought.json().data.id);
      expect(lines.map((line) => [line.sale_cents, line.code_discount_cents])).toEqual([
        [9990, 999],
      ]);
      const noSale = await createCode({ excludeSale: true });
      expect(await refusal({ code: noSale.code, cart: boots })).toBe(
        "Este código não se aplica a produtos já em promoção.",
      );
    } finally {
      const off = { sale_id: null, sale_cents: null, sale_ends_at: null };
      await db.updateTable("products").set(off).where("id", "=", 2).execute();
    }
  });

  it("says in Portuguese why each code is refused", async () => {
    expect(await refusal({ code: "NAOEXISTE" })).toBe(
      "Este código não existe. Confirme se o escreveu bem.",
    );
    const later = await createCode({ startsAt: "2099-01-01T10:00" });
    expect(await refusal({ code: later.code })).toBe(
      "Este código só é válido a partir de 01/01/2099, 10:00.",
    );
    const past = await createCode({ endsAt: "2020-01-01T10:00" });
    expect(await refusal({ code: past.code })).toBe("Este código já expirou.");
    const minimum = await createCode({ minOrder: "150,00" });
    expect(await refusal({ code: minimum.code })).toBe(
      "Este código exige compras a partir de 150,00 €: faltam 20,10 €.",
    );
    const noSale = await createCode({ excludeSale: true });
    expect(await refusal({ code: noSale.code, cart: { "1": bootsAndSandals["1"] } })).toBe(
      "Este código não se aplica a produtos já em promoção.",
    );
    const islands = await createCode({ kind: "FREE_DELIVERY", groupIds: [3] });
    expect(await refusal({ code: islands.code })).toBe(
      "Este código não é válido para este destino de entrega.",
    );
    const stopped = await createCode({});
    await manager.call("POST", `/discount-codes/${stopped.id}/deactivate`);
    expect(await refusal({ code: stopped.code })).toBe("Este código já não está ativo.");
  });

  it("refuses a code whose uses are spent, and a single-use code used", async () => {
    const once = await createCode({ usageLimit: "1" });
    expect((await buy(once.code)).statusCode).toBe(200);
    expect(await refusal({ code: once.code })).toBe(
      "Este código já atingiu o limite de utilizações.",
    );
    const batch = await createCode({ code: "NEWS", bulk: "3", kind: "FIXED", amount: "5" });
    const singles = await shop.database.db
      .selectFrom("discount_code_singles")
      .select("code")
      .where("discount_code_id", "=", batch.id)
      .execute();
    expect(singles).toHaveLength(3);
    const single = singles[0]?.code as string;
    expect(single).toMatch(/^NEWS-[A-Z2-9]{8}$/);
    expect((await buy(single)).statusCode).toBe(200);
    expect(await refusal({ code: single })).toBe("Este código já foi utilizado.");
    expect((await check({ code: singles[1]?.code })).statusCode).toBe(200);
  });
});

describe(`a purchase with a code (${databaseKind})`, () => {
  it("computes the code on the server, shares it over the lines, then delivery", async () => {
    const { code, id } = await createCode({ kind: "FIXED", amount: "10,00" });
    const response = await buy(code, { cart: bootsAndSandals });
    expect(response.statusCode, response.body).toBe(200);
    const purchase = await purchaseOf(response.json().data.id);
    // 129,90 + 47,92 = 177,82 €, less 10,00 € shared 7,31 / 2,69 €, plus 4,90 € delivery.
    expect(purchase).toMatchObject({
      discount_code: code,
      discount_code_id: id,
      discount_cents: 1000,
      price_delivery_cents: 490,
      price_total_cents: 17782 - 1000 + 490,
    });
    expect((await linesOf(purchase.id)).map((line) => line.code_discount_cents)).toEqual([
      269, 731,
    ]);
  });

  it("stops a fixed amount at the products: delivery is still paid", async () => {
    const { code } = await createCode({ kind: "FIXED", amount: "500,00" });
    const purchase = await purchaseOf((await buy(code)).json().data.id);
    expect(purchase).toMatchObject({ discount_cents: 12990, price_total_cents: 490 });
  });

  it("makes delivery free for its groups", async () => {
    const { code } = await createCode({ kind: "FREE_DELIVERY", groupIds: [1] });
    const purchase = await purchaseOf((await buy(code)).json().data.id);
    expect(purchase).toMatchObject({
      discount_free_delivery: true,
      price_delivery_cents: 0,
      price_total_cents: 12990,
    });
  });

  it("refuses a code the body sends under discountCode with its reason", async () => {
    const response = await buy("NAOEXISTE");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.discountCode).toMatch(/não existe/);
  });

  it("gives the use back when the buyer cancels or the payment expires", async () => {
    const { code, id } = await createCode({ usageLimit: "1" });
    const key = randomUUID();
    const first = await buy(code, { idempotencyKey: key });
    expect(await liveUses(id)).toBe(1);
    const cancel = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/cancel",
      payload: { idShort: first.json().data.idShort, idempotencyKey: key },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await liveUses(id)).toBe(0);
    const second = await buy(code);
    expect(second.statusCode).toBe(200);
    await shop.database.db
      .updateTable("purchases")
      .set({ payment_expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", second.json().data.id)
      .execute();
    await shop.app.shop.purchases.expireDue();
    expect(await liveUses(id)).toBe(0);
    expect((await buy(code)).statusCode).toBe(200);
  });

  it("counts a guest's uses by email and by NIF, whatever the other one says", async () => {
    const { code } = await createCode({ perCustomerLimit: "1" });
    const invoice = (nif: string) => ({
      name: "Ana Silva",
      nif,
      country: 1,
      street: "Rua Augusta 1",
      city: "Lisboa",
      postalCode: "1100-053",
    });
    const email = `cliente.${Date.now()}@example.pt`;
    const contacts = { email, phone: "(351) 912345678" };
    expect((await buy(code, { contacts, addressInvoice: invoice("123456789") })).statusCode).toBe(
      200,
    );
    const sameEmail = await buy(code, { contacts: { ...contacts, email: email.toUpperCase() } });
    expect(sameEmail.json().error.fields.discountCode).toBe(
      "Já utilizou este código o número de vezes permitido.",
    );
    const sameNif = await buy(code, { addressInvoice: invoice("123456789") });
    expect(sameNif.statusCode).toBe(400);
    expect((await buy(code)).statusCode).toBe(200);
  });
});

describe(`concurrent checkouts with one code (${databaseKind})`, () => {
  it("50 purchases at once with a code of 10 uses: exactly 10 orders have it", async () => {
    const { code, id } = await createCode({ usageLimit: "10" });
    const responses = await Promise.all(Array.from({ length: 50 }, () => buy(code)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(40);
    const withCode = await shop.database.db
      .selectFrom("purchases")
      .select("id")
      .where("discount_code_id", "=", id)
      .execute();
    expect(withCode).toHaveLength(10);
  });

  it("50 purchases at once by one customer (one NIF) with a limit of 2: exactly 2", async () => {
    const { code, id } = await createCode({ perCustomerLimit: "2" });
    const addressInvoice = {
      name: "Rui Costa",
      nif: "501964843",
      country: 1,
      street: "Rua do Ouro 2",
      city: "Lisboa",
      postalCode: "1100-060",
    };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => buy(code, { addressInvoice })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(await liveUses(id)).toBe(2);
  });
});

describe(`a paid order with a code (${databaseKind})`, () => {
  it("shows the code in its email, its admin view, its returns and the dashboard", async () => {
    const { code } = await createCode({ code: "PAGO15", percent: "15" });
    const generated = (await buy(code, { cart: bootsAndSandals })).json().data;
    const paid = await post(shop, "/dev/payments/multibanco/pay", {
      entity: generated.paymentEntity,
      reference: generated.paymentReference,
      value: generated.paymentValue,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const mail = (await mailsOfKind(shop.database, "PURCHASE_PAID")).at(-1);
    expect(mail?.text.replace(/\s/g, " ")).toContain("Código de desconto: PAGO15 (−26,67 €)");
    // The order page of the email's link says it too, line by line.
    const token = mail?.text.match(/\/encomenda\/([\w-]{20,})/)?.[1];
    const page = (await shop.app.inject({ url: `/api/public/orders/${token}` })).json().data;
    expect(page.discountCode).toEqual({ code, amount: 26.67, freeDelivery: false });
    expect(page.lines.map((line: { codeDiscount: number }) => line.codeDiscount)).toEqual([
      7.19, 19.48,
    ]);
    const order = (await manager.call("GET", `/orders/${generated.idShort}`)).json().data;
    expect(order.discountCode).toEqual({ code, discountCents: 2667, freeDelivery: false });
    expect(
      order.lines.map((line: { codeDiscountCents: number }) => line.codeDiscountCents),
    ).toEqual([719, 1948]);
    // Returning the boots gives back what was paid for them, 129,90 € less their 19,48 € (their
    // share of the products' base with the purchase's VAT on it: within a cent of it).
    const purchase = await purchaseOf(generated.id);
    const lines = await returnsRepository.purchaseLines(shop.database.db, generated.id);
    const boots = lines.filter((line) => line.product_id === 2);
    expect(Math.abs(paidForReturn(purchase, lines, boots) - (12990 - 1948))).toBeLessThanOrEqual(1);
    expect(paidForReturn(purchase, lines, lines)).toBe(purchase.price_total_cents - 490);
    const report = (await manager.call("GET", "/dashboard/sales")).json().data;
    expect(report.codes).toContainEqual({
      code,
      orders: 1,
      paidCents: purchase.price_total_cents,
      discountCents: 2667,
    });
  });
});

describe(`discount codes in the back office (${databaseKind})`, () => {
  it("lists each code's state and uses, audits every change, exports a batch as CSV", async () => {
    const { id } = await createCode({ code: "LISTA", usageLimit: "5" });
    const edited = await manager.call("PUT", `/discount-codes/${id}`, {
      kind: "FIXED",
      amount: "7,50",
      startsAt: "2099-06-01T09:00",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const item = edited.json().data.find((each: { id: number }) => each.id === id);
    expect(item).toMatchObject({ state: "scheduled", amount: 7.5, startsAt: "2099-06-01T09:00" });
    expect((await auditOf(shop, "discount_code", id)).map((entry) => entry.action)).toEqual([
      "discount-code.update",
      "discount-code.create",
    ]);
    const taken = await manager.call("POST", "/discount-codes", {
      code: "lista",
      kind: "PERCENT",
      percent: "5",
    });
    expect(taken.statusCode).toBe(409);
    const batch = await createCode({ code: "CSV", bulk: "4" });
    const csv = await manager.call("GET", `/discount-codes/${batch.id}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split("\r\n")).toHaveLength(5);
    expect(csv.body).toContain('"Código";"Encomenda";"Usado em"');
  });

  it("refuses the store staff", async () => {
    const store = await staffSession(shop, "store", { storeId: 1 });
    expect((await store.call("GET", "/discount-codes")).statusCode).toBe(403);
  });
});
