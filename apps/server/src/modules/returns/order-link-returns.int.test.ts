import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, linkMailed } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByCard, paidByMultibanco, type TestOrder } from "../../../test/orders.ts";
import { setOnlineStock } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";

const TOKEN = /\/encomenda\/([A-Za-z0-9_-]{43})/;
const IBAN = "PT50000201231234567890154";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());
beforeEach(async () => {
  for (const size of ["36", "37", "38"]) await setOnlineStock(shop.database, 1, size, 20);
});

/** A call without a session, as anyone holding the link makes it. */
const guest = (...call: Parameters<ReturnType<typeof as>>) => as(shop, null)(...call);

/** A guest's paid purchase of sizes 36 and 38, its page's token, taken to DELIVERED or not. */
async function guestOrder(
  deliver: boolean,
  pay: typeof paidByCard = paidByCard,
): Promise<TestOrder & { token: string }> {
  const order = await pay(shop);
  const token = await linkMailed(shop, order.email, "PURCHASE_PAID", TOKEN);
  const moves = [
    ["dispatch-request", {}],
    ["dispatch", { carrier: "CTT", trackingNumber: "RR123456789PT" }],
    ["delivered", {}],
  ] as const;
  for (const [url, payload] of deliver ? moves : []) {
    const moved = await manager.call("POST", `/orders/${order.idShort}/${url}`, payload);
    if (moved.statusCode !== 200) throw new Error(`${url} failed: ${moved.body}`);
  }
  return { ...order, token };
}

const returnBody = (size = "38", quantity = 1) => ({
  kind: "RETURN",
  reason: "TOO_BIG",
  note: "",
  lines: [{ productId: 1, size, quantity, exchangeSize: null }],
});
const page = (token: string) => guest("GET", `/public/orders/${token}`);
const ask = (token: string, body: object = returnBody()) =>
  guest("POST", `/public/orders/${token}/returns`, body);

describe(`returns from a guest's order page (${databaseKind})`, () => {
  it("shows a delivered purchase's returns and takes a return of one of two sizes", async () => {
    const order = await guestOrder(true);
    const before = (await page(order.token)).json().data.returns;
    expect(before).toMatchObject({ open: true, needsIban: false, returns: [] });
    expect(before.lines.map((line: { size: string }) => line.size)).toEqual(["36", "38"]);

    const asked = await ask(order.token);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(
      "Pedido registado. Enviámos-lhe um email com as instruções de envio.",
    );
    const after = (await page(order.token)).json().data.returns;
    expect(after.lines).toEqual([expect.objectContaining({ size: "36", quantity: 1 })]);
    expect(after.returns).toEqual([
      expect.objectContaining({ id: asked.json().data.id, kind: "RETURN", state: "REQUESTED" }),
    ]);
    const mail = await shop.database.db
      .selectFrom("email_outbox")
      .select("kind")
      .where("recipient", "=", order.email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe("RETURN_REQUESTED");
  });

  it("cancels a request while it is REQUESTED, and a request of another purchase is a 404", async () => {
    const order = await guestOrder(true);
    const other = await guestOrder(true);
    const id = (await ask(order.token)).json().data.id;
    const cancel = (token: string) =>
      guest("POST", `/public/orders/${token}/returns/${id}/cancel`, {});
    expect((await cancel(other.token)).statusCode).toBe(404);
    const canceled = await cancel(order.token);
    expect(canceled.statusCode).toBe(200);
    expect((await page(order.token)).json().data.returns.returns[0].state).toBe("CANCELED");
    const again = await cancel(order.token);
    expect(again.statusCode).toBe(409);
  });

  it("refuses a purchase not delivered yet, and shows it no returns", async () => {
    const order = await guestOrder(false);
    expect((await page(order.token)).json().data.returns).toBeNull();
    const early = await ask(order.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      "Só pode devolver ou trocar artigos de uma encomenda já entregue.",
    );
  });

  it("refuses a request more than 30 days after delivery", async () => {
    const order = await guestOrder(true);
    await shop.database.db
      .updateTable("purchase_events")
      .set({ at: new Date(Date.now() - 31 * 86_400_000) })
      .where("purchase_id", "=", order.id)
      .where("kind", "=", "DELIVERED")
      .execute();
    expect((await page(order.token)).json().data.returns.open).toBe(false);
    const late = await ask(order.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("O prazo de 30 dias a contar da entrega já terminou.");
  });

  it("refuses more units than were bought or are left", async () => {
    const order = await guestOrder(true);
    const tooMany = await ask(order.token, returnBody("38", 2));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toHaveProperty(["lines.0.quantity"]);
    expect((await ask(order.token)).statusCode).toBe(200);
    const taken = await ask(order.token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toHaveProperty(["lines.0.quantity"]);
  });

  it("asks a MULTIBANCO guest for the IBAN of the refund", async () => {
    const order = await guestOrder(true, paidByMultibanco);
    expect((await page(order.token)).json().data.returns.needsIban).toBe(true);
    const none = await ask(order.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toHaveProperty("iban");
    expect((await ask(order.token, { ...returnBody(), iban: IBAN })).statusCode).toBe(200);
  });

  it("answers 404 for a wrong or revoked link", async () => {
    const order = await guestOrder(true);
    const id = (await ask(order.token)).json().data.id;
    for (const token of ["x".repeat(43), "nada"]) {
      expect((await ask(token)).statusCode).toBe(404);
      expect(
        (await guest("POST", `/public/orders/${token}/returns/${id}/cancel`, {})).statusCode,
      ).toBe(404);
    }
    expect((await guest("POST", `/public/orders/${order.token}/revoke`, {})).statusCode).toBe(200);
    const revoked = await ask(order.token, returnBody("36"));
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().error.message).toBe("Esta ligação não existe ou foi desativada.");
  });
});
