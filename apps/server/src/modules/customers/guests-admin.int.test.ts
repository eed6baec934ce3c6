import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEmail, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByMultibanco, unpaidOrder } from "../../../test/orders.ts";
import { post, setOnlineStock } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let store: Awaited<ReturnType<typeof staffSession>>;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  await setOnlineStock(shop.database, 1, "36", 200);
  await setOnlineStock(shop.database, 1, "38", 200);
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());

interface Row {
  id: number;
  guest: boolean;
  name: string;
  email: string;
  purchaseCount: number;
}

let guests = 0;
const guestEmail = () => {
  guests += 1;
  return `convidada.${guests}.${Date.now()}@exemplo.pt`;
};

async function list(query = "") {
  const response = await manager.call("GET", `/customers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Row[]; total: number; pageSize: number };
}

const search = (q: string) => list(`?q=${encodeURIComponent(q)}`);
const delivery = (name: string) => ({
  name,
  country: 1,
  street: "Rua Augusta 1",
  city: "Lisboa",
  postalCode: "1100-053",
});

/** A guest with two purchases, the second with another case of the email and an invoice. */
async function guestWithTwoPurchases(name = "Beatriz Conceição") {
  const email = guestEmail();
  const first = await unpaidOrder(shop, {
    contacts: { email, phone: "912000111" },
    addressDelivery: delivery(name),
  });
  const second = await paidByMultibanco(shop, {
    contacts: { email: email.toUpperCase(), phone: "913000222" },
    addressDelivery: delivery(name),
    addressInvoice: { ...delivery("Conceição Lda"), nif: "501964843" },
  });
  return { email, first, second };
}

const cancel = (idShort: string) => manager.call("POST", `/orders/${idShort}/cancel`, {});

describe(`guests in «Clientes» (${databaseKind})`, () => {
  it("lists a guest once per email, with all their purchases, searchable", async () => {
    const { email, first } = await guestWithTwoPurchases("Beatriz Conceição Guerreiro");
    const page = await search("beatriz guerreiro");
    const rows = page.items.filter((row) => row.email === email);
    expect(rows).toEqual([
      expect.objectContaining({
        id: first.id,
        guest: true,
        name: "Beatriz Conceição Guerreiro",
        purchaseCount: 2,
      }),
    ]);
    expect((await search(email.toUpperCase())).items.map((row) => row.id)).toContain(first.id);
    expect((await search("913000222")).items.map((row) => row.id)).toContain(first.id);
    expect((await search("501964843")).items.map((row) => row.id)).toContain(first.id);
  });

  it("shows an email with an account and guest purchases as one customer", async () => {
    const customer = await registered(shop, { email: guestEmail() });
    await confirmEmail(shop, customer.body.email);
    const order = await unpaidOrder(shop, {
      contacts: { email: customer.body.email, phone: "912345678" },
    });
    const rows = (await search(customer.body.email)).items;
    expect(rows).toEqual([
      expect.objectContaining({ id: customer.user.id, guest: false, purchaseCount: 1 }),
    ]);
    // The account's page holds them; there is no guest of that email.
    expect((await manager.call("GET", `/customers/guests/${order.id}`)).statusCode).toBe(404);
  });

  it("keeps the guest purchases of an unconfirmed account's email apart, reachable from it", async () => {
    const customer = await registered(shop, { email: guestEmail() });
    const order = await unpaidOrder(shop, {
      contacts: { email: customer.body.email, phone: "912345678" },
    });
    const rows = (await search(customer.body.email)).items;
    expect(rows).toEqual([
      expect.objectContaining({ id: customer.user.id, guest: false, purchaseCount: 0 }),
    ]);
    const profile = (await manager.call("GET", `/customers/${customer.user.id}`)).json().data;
    expect(profile.unprovenGuest).toBe(order.id);
    const guest = await manager.call("GET", `/customers/guests/${order.id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toMatchObject({ accountId: customer.user.id, purchaseCount: 1 });
  });

  it("pages accounts and guests together without repeating or losing a row", async () => {
    await registered(shop, { name: "Paginada Conta", email: guestEmail() });
    // More rows than a page, so that the walk crosses pages.
    while ((await list()).total <= (await list()).pageSize + 2)
      await unpaidOrder(shop, { contacts: { email: guestEmail(), phone: "912345678" } });
    for (const sort of ["createdAt", "name", "email"]) {
      const first = await list(`?sort=${sort}&order=asc`);
      const seen: string[] = [];
      const pages = Math.ceil(first.total / first.pageSize);
      for (let page = 1; page <= pages; page += 1) {
        const rows = (await list(`?sort=${sort}&order=asc&page=${page}`)).items;
        seen.push(...rows.map((row) => `${row.guest ? "g" : "a"}${row.id}`));
      }
      expect(new Set(seen).size, sort).toBe(first.total);
      expect(seen.length, sort).toBe(first.total);
    }
    const accounts = await db()
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const all = await list();
    expect(all.total).toBeGreaterThan(Number(accounts.n));
  });

  it("opens a guest's page with their purchases and newest addresses", async () => {
    const { email, first, second } = await guestWithTwoPurchases("Carla Matos");
    const response = await manager.call("GET", `/customers/guests/${second.id}`);
    expect(response.statusCode).toBe(200);
    const guest = response.json().data;
    expect(guest).toMatchObject({
      id: second.id,
      name: "Carla Matos",
      email,
      phone: "913000222",
      purchaseCount: 2,
      accountId: null,
      addresses: { invoice: { name: "Conceição Lda", nif: "501964843" } },
    });
    expect(guest.purchases.map((purchase: { idShort: string }) => purchase.idShort)).toEqual([
      second.idShort,
      first.idShort,
    ]);
  });

  it("answers 404 for a key that is no guest's, and 400 for a key that is no number", async () => {
    const customer = await registered(shop, { email: guestEmail() });
    const signedIn = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/generate",
      cookies: { authToken: customer.token },
      remoteAddress: "10.77.0.1",
      payload: {
        clientId: customer.user.id,
        cart: { "1": { id: 1, quantities: { "36": 1 } } },
        contacts: { email: customer.body.email, phone: "912345678" },
        addressDelivery: delivery("Conta"),
        addressInvoice: null,
        notesClient: "",
        paymentMethod: "MULTIBANCO",
      },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    for (const path of [
      `/customers/guests/${signedIn.json().data.id}`,
      "/customers/guests/999999",
    ]) {
      const response = await manager.call("GET", path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect((await manager.call("GET", "/customers/guests/abc")).statusCode).toBe(400);
  });

  it("exports everything held under a guest's email, audited; a store's staff may not", async () => {
    const { email, first, second } = await guestWithTwoPurchases();
    const contact = await post(shop, "/public/contact", {
      name: "Beatriz",
      surname: "Conceição",
      email,
      message: "Quando chega a minha encomenda?",
    });
    expect(contact.statusCode).toBe(200);
    expect((await store.call("GET", `/customers/guests/${first.id}/export`)).statusCode).toBe(403);
    const response = await manager.call("GET", `/customers/guests/${first.id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/convidado-\d+-dados-/);
    const data = response.json();
    expect(data.account).toBeNull();
    expect(data.email).toBe(email);
    expect(data.purchases.map((purchase: { idShort: string }) => purchase.idShort).sort()).toEqual(
      [first.idShort, second.idShort].sort(),
    );
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ message: "Quando chega a minha encomenda?" }),
    ]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "staff_id"])
      .where("entity", "=", "guest")
      .where("entity_id", "=", String(first.id))
      .execute();
    expect(audit).toEqual([{ action: "customer.guest-export", staff_id: manager.id }]);
  });

  it("erases a guest like an account: invoices keep what the law needs, the rest goes", async () => {
    const { email, first, second } = await guestWithTwoPurchases("Diana Erasmo");
    await post(shop, "/public/contact", { name: "Diana", surname: "", email, message: "Olá" });
    expect((await cancel(first.idShort)).statusCode).toBe(200);
    const path = `/customers/guests/${first.id}/erase`;
    expect((await store.call("POST", path, { email })).statusCode).toBe(403);
    const wrong = await manager.call("POST", path, { email: "outra@exemplo.pt" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.email).toBeTruthy();
    expect((await manager.call("POST", path, {})).statusCode).toBe(400);

    const erased = await manager.call("POST", path, { email: email.toUpperCase() });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toEqual({ purchasesKept: 2 });

    const ended = await db()
      .selectFrom("purchases")
      .selectAll()
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(ended).toMatchObject({
      contact_email: "",
      contact_phone: "",
      delivery_name: "",
      delivery_street: "",
    });
    expect(ended.price_total_cents).toBeGreaterThan(0);
    // The paid one is still to be sent: it keeps its contacts until it ends.
    const open = await db()
      .selectFrom("purchases")
      .selectAll()
      .where("id", "=", second.id)
      .executeTakeFirstOrThrow();
    expect(open.contact_email).toBe(email.toUpperCase());
    expect(open.invoice_nif).toBe("501964843");
    const marked = await db()
      .selectFrom("purchases_to_erase")
      .select("purchase_id")
      .where("purchase_id", "=", second.id)
      .execute();
    expect(marked).toHaveLength(1);
    const messages = await db()
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(messages).toEqual([]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "after"])
      .where("entity", "=", "guest")
      .where("entity_id", "=", String(first.id))
      .execute();
    expect(audit).toEqual([
      { action: "customer.guest-erase", after: { erased: true, purchasesKept: 2 } },
    ]);
    // The ended purchase no longer names the guest: its key is gone, the open one's still works.
    expect((await manager.call("GET", `/customers/guests/${first.id}`)).statusCode).toBe(404);
    expect((await manager.call("GET", `/customers/guests/${second.id}`)).statusCode).toBe(200);
  });

  it("drops a guest from the list once all their purchases are erased", async () => {
    const email = guestEmail();
    const order = await unpaidOrder(shop, { contacts: { email, phone: "912345678" } });
    expect((await cancel(order.idShort)).statusCode).toBe(200);
    expect((await search(email)).items).toHaveLength(1);
    const erased = await manager.call("POST", `/customers/guests/${order.id}/erase`, { email });
    expect(erased.statusCode).toBe(200);
    expect((await search(email)).items).toHaveLength(0);
  });
});
