import { withdrawalMessages as messages } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { mailHtml } from "../../../test/mail-html.ts";
import { paidByCard, paidByMultibanco, unpaidOrder } from "../../../test/orders.ts";
import {
  mailsOfKind,
  nextAddress,
  onlineStock,
  purchaseState,
  setOnlineStock,
} from "../../../test/purchases.ts";
import { deliveredPurchase } from "../../../test/returns.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 50);
  await setOnlineStock(shop.database, 1, "38", 50);
});

const guest = (url: string, payload: object, remoteAddress = nextAddress()) =>
  shop.app.inject({ method: "POST", url: `/api/public/withdrawals${url}`, payload, remoteAddress });
const own = (token: string, id: number, method: "GET" | "POST" = "POST") =>
  shop.app.inject({
    method,
    url: `/api/users/client/purchase/${id}/withdrawal`,
    ...(method === "POST" ? { payload: { iban: "" } } : {}),
    cookies: { authToken: token },
  });
const withdrawalOf = (purchaseId: number) =>
  shop.database.db
    .selectFrom("withdrawals")
    .selectAll()
    .where("purchase_id", "=", purchaseId)
    .executeTakeFirst();
const receipts = async (to: string) =>
  (await mailsOfKind(shop.database, "WITHDRAWAL_RECEIVED")).filter((mail) => mail.recipient === to);

describe(`the withdrawal function (${databaseKind})`, () => {
  it("a guest withdraws a paid order not yet prepared: two steps, cancelled at once, acknowledged with date and time", async () => {
    const order = await paidByCard(shop);
    const lookup = { reference: order.idShort.toLowerCase(), email: order.email.toUpperCase() };
    const preview = await guest("/preview", lookup);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      reference: order.idShort,
      path: "cancel",
      asksIban: false,
      totalCents: order.totalCents,
      lines: [
        { size: "36", quantity: 1 },
        { size: "38", quantity: 1 },
      ],
    });
    expect(await withdrawalOf(order.id)).toBeUndefined();

    const stockBefore = await onlineStock(shop.database, 1, "36");
    const done = await guest("", { ...lookup, iban: "" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: messages.received, data: { path: "cancel" } });
    expect(await purchaseState(shop.database, order.id)).toBe("CANCELED");
    expect(await onlineStock(shop.database, 1, "36")).toBe(stockBefore + 1);
    expect(await withdrawalOf(order.id)).toMatchObject({ via: "guest", outcome: "CANCELED" });

    const [mail] = await receipts(order.email);
    expect(mail?.subject).toBe(`Recebemos a sua livre resolução — encomenda ${order.idShort}`);
    expect(mail?.text).toMatch(/Livre resolução recebida em: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(mail?.text).toContain("no prazo de 14 dias a contar da data acima");
    expect(mail?.text).toMatch(/tamanho 36/);
    // Both sizes of product 1, each with the product's picture.
    expect(mailHtml(mail?.html ?? "").itemPictures.map((picture) => picture.src)).toEqual([
      "http://localhost:3000/media/products/sl-0001-1.svg",
      "http://localhost:3000/media/products/sl-0001-1.svg",
    ]);
  });

  it("answers the same 404 for an unknown reference and for the wrong email", async () => {
    const order = await paidByCard(shop);
    for (const lookup of [
      { reference: order.idShort, email: "outra@example.pt" },
      { reference: "ZZ99ZZ99", email: order.email },
    ]) {
      const response = await guest("/preview", lookup);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.notFound);
      expect((await guest("", { ...lookup, iban: "" })).statusCode).toBe(404);
    }
    expect(await withdrawalOf(order.id)).toBeUndefined();
  });

  it("refuses an unpaid order and a bad reference with a clear message", async () => {
    const order = await unpaidOrder(shop);
    const unpaid = await guest("/preview", { reference: order.idShort, email: order.email });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe(messages.unpaid);
    const bad = await guest("/preview", { reference: "<script>", email: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ reference: messages.reference });
  });

  it("makes one withdrawal and one acknowledgement of many calls at once", async () => {
    const order = await paidByCard(shop);
    const body = { reference: order.idShort, email: order.email, iban: "" };
    const answers = await Promise.all(Array.from({ length: 6 }, () => guest("", body)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(await receipts(order.email)).toHaveLength(1);
    const again = await guest("/preview", body);
    expect(again.json().error.message).toBe(messages.already);
  });

  it("leaves a MULTIBANCO-paid order without an IBAN to the staff, acknowledged all the same", async () => {
    const order = await paidByMultibanco(shop);
    const lookup = { reference: order.idShort, email: order.email };
    expect((await guest("/preview", lookup)).json().data).toMatchObject({ asksIban: true });
    expect((await guest("", { ...lookup, iban: "" })).statusCode).toBe(200);
    expect(await purchaseState(shop.database, order.id)).toBe("PAYED");
    expect(await withdrawalOf(order.id)).toMatchObject({ outcome: "TO_PROCESS" });
    expect((await receipts(order.email))[0]?.text).toContain("responda a este email");
    const forShop = await mailsOfKind(shop.database, "WITHDRAWAL_FOR_SHOP");
    expect(forShop.some((mail) => mail.subject.includes(order.idShort))).toBe(true);
  });

  it("an account holder withdraws a delivered order: a return to receive, others' orders are 404", async () => {
    const purchase = await deliveredPurchase(shop, manager.call);
    const token = purchase.customer.token;
    const preview = await own(token, purchase.id, "GET");
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ path: "return" });

    const stranger = await deliveredPurchase(shop, manager.call);
    expect((await own(token, stranger.id, "GET")).statusCode).toBe(404);
    expect((await own(token, stranger.id)).statusCode).toBe(404);

    const done = await own(token, purchase.id);
    expect(done.statusCode, done.body).toBe(200);
    const withdrawal = await withdrawalOf(purchase.id);
    expect(withdrawal).toMatchObject({ via: "account", outcome: "RETURN_REQUESTED" });
    const ret = await shop.database.db
      .selectFrom("purchase_returns")
      .selectAll()
      .where("id", "=", withdrawal?.return_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(ret).toMatchObject({ purchase_id: purchase.id, kind: "RETURN", state: "REQUESTED" });
    expect(await receipts(purchase.customer.user.email)).toHaveLength(1);

    // The back office tells this return from the others: the withdrawal made it.
    const onOrder = (await manager.call("GET", `/orders/${purchase.idShort}/returns`)).json().data;
    expect(onOrder).toMatchObject([{ id: ret.id, withdrawal: true }]);
    const listed = (await manager.call("GET", `/returns?q=${purchase.idShort}`)).json().data;
    expect(listed.items).toMatchObject([{ id: ret.id, withdrawal: true }]);
  });
});
