import { ORDER_NOTE_MAX } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByMultibanco, unpaidOrder } from "../../../test/orders.ts";
import { purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
type Session = Awaited<ReturnType<typeof staffSession>>;
let manager: Session;
let owner: Session;
let store: Session;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  await setOnlineStock(shop.database, 1, "36", 500);
  await setOnlineStock(shop.database, 1, "38", 500);
  manager = await staffSession(shop, "manager");
  owner = await staffSession(shop, "owner");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());

const nameOf = async (id: number) =>
  (await db().selectFrom("staff").select("name").where("id", "=", id).executeTakeFirstOrThrow())
    .name;

const NOTE = "Cliente ligou: deixar na porteira, 2.º esquerdo.";

describe(`staff notes on an order (${databaseKind})`, () => {
  it("keeps each note with its author and time, oldest first, audited without its text", async () => {
    const order = await paidByMultibanco(shop);
    const path = `/orders/${order.idShort}/notes`;
    expect((await manager.call("GET", path)).json().data).toEqual([]);
    const first = await manager.call("POST", path, { body: `  ${NOTE}  ` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe("Nota guardada. Só a equipa a vê.");
    await owner.call("POST", path, { body: "Pago confirmado no banco." });
    const notes = (await manager.call("GET", path)).json().data;
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        body: NOTE,
        author: await nameOf(manager.id),
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        body: "Pago confirmado no banco.",
        author: await nameOf(owner.id),
        createdAt: expect.any(String),
      },
    ]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "staff_id", "after"])
      .where("action", "=", "purchase.note")
      .where("entity_id", "=", order.idShort)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      {
        action: "purchase.note",
        staff_id: manager.id,
        after: { noteId: notes[0].id, characters: NOTE.length },
      },
      expect.objectContaining({ staff_id: owner.id }),
    ]);
    expect(JSON.stringify(audit)).not.toContain("porteira");
  });

  it("refuses an empty or too long note, an unknown order, and a store's staff", async () => {
    const order = await unpaidOrder(shop);
    const path = `/orders/${order.idShort}/notes`;
    for (const body of [
      {},
      { body: "   " },
      { body: 5 },
      { body: "x".repeat(ORDER_NOTE_MAX + 1) },
    ]) {
      const response = await manager.call("POST", path, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json().error.fields.body).toMatch(/nota/);
    }
    expect(
      (await manager.call("POST", path, { body: "x".repeat(ORDER_NOTE_MAX) })).statusCode,
    ).toBe(200);
    expect((await manager.call("POST", "/orders/ZZZZ9999/notes", { body: "a" })).statusCode).toBe(
      404,
    );
    expect((await manager.call("GET", "/orders/ZZZZ9999/notes")).statusCode).toBe(404);
    expect((await store.call("POST", path, { body: "a" })).statusCode).toBe(403);
    expect((await store.call("GET", path)).statusCode).toBe(403);
  });

  it("never reaches the customer: not in their purchases nor in any email", async () => {
    const customer = await registered(shop);
    const generated = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/generate",
      cookies: { authToken: customer.token },
      remoteAddress: "10.88.0.1",
      payload: purchaseBody({
        clientId: customer.user.id,
        contacts: { email: customer.body.email, phone: "912345678" },
      }) as object,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const { idShort } = generated.json().data;
    await manager.call("POST", `/orders/${idShort}/notes`, { body: NOTE });
    await manager.call("POST", `/orders/${idShort}/cancel`, {});
    const mine = await customer.call("GET", "/users/client/purchases");
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(idShort);
    expect(mine.body).not.toContain("porteira");
    const mails = await db().selectFrom("email_outbox").select(["html", "text"]).execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(`${mail.html}${mail.text}`).not.toContain("porteira");
  });
});

describe(`several orders at once (${databaseKind})`, () => {
  it("prints the slips of the orders that have one, and says why the others have none", async () => {
    const paid = await paidByMultibanco(shop, {
      addressDelivery: {
        name: "Rui Paz",
        country: 1,
        street: "Rua do Ouro 5",
        city: "Lisboa",
        postalCode: "1100-060",
      },
    });
    const other = await paidByMultibanco(shop);
    const unpaid = await unpaidOrder(shop);
    const response = await manager.call(
      "GET",
      `/orders/packing-slips?orders=${paid.idShort},${unpaid.idShort.toLowerCase()},${other.idShort},${paid.idShort},NOPE0000`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { slips, refused } = response.json().data;
    expect(slips.map((slip: { idShort: string }) => slip.idShort)).toEqual([
      paid.idShort,
      other.idShort,
    ]);
    expect(slips[0].delivery).toMatchObject({ name: "Rui Paz", street: "Rua do Ouro 5" });
    expect(refused).toEqual([
      { idShort: unpaid.idShort, reason: expect.stringContaining("não tem guia de remessa") },
      { idShort: "NOPE0000", reason: "A encomenda não existe." },
    ]);
    // Bare, as every admin read: an empty page.
    const bare = await manager.call("GET", "/orders/packing-slips");
    expect(bare.json().data).toEqual({ slips: [], refused: [] });
    expect((await manager.call("GET", "/orders/packing-slips?orders=a%20b")).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `ABCD${String(i).padStart(4, "0")}`).join(
      ",",
    );
    expect((await manager.call("GET", `/orders/packing-slips?orders=${many}`)).statusCode).toBe(
      400,
    );
    expect(
      (await store.call("GET", `/orders/packing-slips?orders=${paid.idShort}`)).statusCode,
    ).toBe(403);
  });

  it("asks dispatch for each order in its own transaction, reporting the refused ones", async () => {
    const first = await paidByMultibanco(shop);
    const second = await paidByMultibanco(shop);
    const unpaid = await unpaidOrder(shop);
    const already = await paidByMultibanco(shop);
    await manager.call("POST", `/orders/${already.idShort}/dispatch-request`, {});
    const response = await manager.call("POST", "/orders/dispatch-requests", {
      orders: [first.idShort, unpaid.idShort, second.idShort, already.idShort, "NOPE0000"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("Envio pedido para 2 encomendas; 3 recusadas.");
    const { done, refused } = response.json().data;
    expect(done).toEqual([first.idShort, second.idShort]);
    expect(refused).toEqual([
      { idShort: unpaid.idShort, reason: expect.stringContaining("mudou entretanto") },
      { idShort: already.idShort, reason: expect.stringContaining("Para recolha") },
      { idShort: "NOPE0000", reason: "A encomenda não existe." },
    ]);
    const states = await db()
      .selectFrom("purchases")
      .select(["id_short", "state"])
      .where("id_short", "in", [first.idShort, second.idShort, unpaid.idShort])
      .orderBy("id")
      .execute();
    expect(states.map((row) => row.state)).toEqual([
      "DISPATCHED_REQUESTED",
      "DISPATCHED_REQUESTED",
      "MULTIBANCO",
    ]);
    const audit = await db()
      .selectFrom("audit_log")
      .select("entity_id")
      .where("action", "=", "purchase.dispatch-request")
      .where("entity_id", "in", [first.idShort, second.idShort, unpaid.idShort])
      .execute();
    expect(audit.map((row) => row.entity_id).sort()).toEqual(
      [first.idShort, second.idShort].sort(),
    );
  });

  it("moves an order once when two staff ask for the same orders at the same time", async () => {
    const orders = [await paidByMultibanco(shop), await paidByMultibanco(shop)].map(
      (o) => o.idShort,
    );
    const [a, b] = await Promise.all([
      manager.call("POST", "/orders/dispatch-requests", { orders }),
      owner.call("POST", "/orders/dispatch-requests", { orders }),
    ]);
    const done = [...a.json().data.done, ...b.json().data.done].sort();
    expect(done).toEqual([...orders].sort());
    const events = await db()
      .selectFrom("audit_log")
      .select("entity_id")
      .where("action", "=", "purchase.dispatch-request")
      .where("entity_id", "in", orders)
      .execute();
    expect(events).toHaveLength(2);
  });

  it("refuses an empty or too long selection and a store's staff", async () => {
    for (const body of [
      {},
      { orders: [] },
      { orders: ["a b"] },
      {
        orders: Array(51)
          .fill("ABCD1234")
          .map((v, i) => `${v}${i}`),
      },
    ]) {
      const response = await manager.call("POST", "/orders/dispatch-requests", body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const order = await paidByMultibanco(shop);
    const refused = await store.call("POST", "/orders/dispatch-requests", {
      orders: [order.idShort],
    });
    expect(refused.statusCode).toBe(403);
  });
});
