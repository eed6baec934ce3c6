import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, confirmEmail, linkMailed, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, nextAddress, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let store: Awaited<ReturnType<typeof staffSession>>;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  await setOnlineStock(shop.database, 1, "36", 50);
  await setOnlineStock(shop.database, 1, "38", 50);
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());

let nifs = 0;
/** A valid Portuguese NIF of its own (check digit per the NIF rule). */
function newNif(): string {
  nifs += 1;
  const body = `2${String(nifs).padStart(7, "0")}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const check = 11 - (sum % 11);
  return `${body}${check >= 10 ? 0 : check}`;
}

/**
 * A registered customer with a confirmed email, both addresses, a purchase signed in, one as a
 * guest and a favourite.
 */
async function customerWithHistory(overrides: Record<string, unknown> = {}) {
  const customer = await registered(shop, overrides);
  await confirmEmail(shop, customer.body.email);
  const nif = newNif();
  const address = { country: 1, street: "Rua do Ouro 10", city: "Lisboa", postalCode: "1100-060" };
  await customer.call("POST", "/users/client/address", {
    ...address,
    forInvoice: false,
    name: customer.body.name,
  });
  await customer.call("POST", "/users/client/address", {
    ...address,
    forInvoice: true,
    name: "Ribeiro & Filhos Lda",
    nif,
  });
  await customer.call("POST", "/users/client/wishlist/1");
  const signedIn = await shop.app.inject({
    method: "POST",
    url: "/api/public/purchase/generate",
    cookies: { authToken: customer.token },
    remoteAddress: nextAddress(),
    payload: purchaseBody({
      clientId: customer.user.id,
      contacts: { email: customer.body.email, phone: "912345678" },
    }) as object,
  });
  const guest = await generate(
    shop,
    purchaseBody({
      contacts: { email: customer.body.email.toUpperCase(), phone: "912345678" },
      addressInvoice: { ...address, name: "Ribeiro & Filhos Lda", nif },
    }),
  );
  for (const response of [signedIn, guest])
    if (response.statusCode !== 200) throw new Error(`purchase failed: ${response.body}`);
  return {
    ...customer,
    nif,
    purchase: signedIn.json().data as { id: number; idShort: string },
    guest: guest.json().data as { id: number; idShort: string },
  };
}

const auditOf = (id: number) =>
  db()
    .selectFrom("audit_log")
    .select(["staff_id", "action", "before", "after"])
    .where("entity", "=", "customer")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();

describe(`customer search (${databaseKind})`, () => {
  it("finds a customer by name without accents, email, phone and an address's NIF", async () => {
    const joao = await customerWithHistory({
      name: "João Ribeiro-Saraiva",
      phone: "931234567",
      email: `joao.ribeiro.${Date.now()}@exemplo.pt`,
    });
    const find = async (q: string) => {
      const response = await manager.call("GET", `/customers?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      return response.json().data as { items: { id: number }[]; total: number };
    };
    const searches = [
      "joao saraiva",
      "JOÃO",
      "Jo",
      "saraiva ribeiro.",
      "931 234",
      "+351 931234567",
      joao.nif,
    ];
    for (const q of searches) {
      const page = await find(q);
      expect(
        page.items.map((item) => item.id),
        q,
      ).toContain(joao.user.id);
    }
    expect((await find("ninguem-com-este-nome")).total).toBe(0);
    // LIKE's wildcards are plain characters in a search.
    expect((await find("%")).total).toBe(0);

    const row = (await find(joao.body.email)).items[0];
    expect(row).toEqual({
      id: joao.user.id,
      guest: false,
      name: "João Ribeiro-Saraiva",
      email: joao.body.email,
      phone: "931234567",
      emailConfirmed: true,
      createdAt: expect.any(String),
      purchaseCount: 2,
    });
  });

  it("pages and sorts the list by a whitelisted column", async () => {
    for (const name of ["Zulmira Antunes", "Abel Antunes"]) await registered(shop, { name });
    const page = await manager.call("GET", "/customers?q=antunes&sort=name&order=asc");
    const data = page.json().data;
    expect(data.items.map((item: { name: string }) => item.name)).toEqual([
      "Abel Antunes",
      "Zulmira Antunes",
    ]);
    expect(data).toMatchObject({ total: 2, page: 1, pageSize: 20 });

    const all = (await manager.call("GET", "/customers?page=1")).json().data;
    expect(all.total).toBeGreaterThan(2);
    const second = (await manager.call("GET", "/customers?page=2")).json().data;
    expect(second.items.length).toBe(Math.max(0, Math.min(20, all.total - 20)));
  });

  it("names the bad parameter of a list query", async () => {
    const response = await manager.call("GET", "/customers?sort=password_hash&page=0");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      sort: "Ordenação inválida.",
      page: "Página inválida.",
    });
  });
});

describe(`a customer's profile (${databaseKind})`, () => {
  it("shows data, addresses, purchases (guest ones marked) and the favourites' count", async () => {
    const customer = await customerWithHistory();
    const response = await manager.call("GET", `/customers/${customer.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const profile = response.json().data;
    expect(profile).toMatchObject({
      id: customer.user.id,
      name: "Ana Silva",
      email: customer.body.email,
      phone: "912345678",
      emailConfirmed: true,
      lastSeenAt: expect.any(String),
      addresses: {
        delivery: { name: "Ana Silva", nif: null, country: "Portugal", postalCode: "1100-060" },
        invoice: { name: "Ribeiro & Filhos Lda", nif: customer.nif, city: "Lisboa" },
      },
      purchaseCount: 2,
      wishlistCount: 1,
    });
    expect(profile.purchases).toEqual([
      expect.objectContaining({
        idShort: customer.guest.idShort,
        guest: true,
        state: "MULTIBANCO",
      }),
      expect.objectContaining({ idShort: customer.purchase.idShort, guest: false }),
    ]);
    expect(profile.purchases[0].total).toBeGreaterThan(0);
  });

  it("answers 404 for an id that is no customer", async () => {
    const response = await manager.call("GET", "/customers/999999");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(
      "Este cliente não existe ou a conta já foi apagada.",
    );
  });
});

describe(`an account whose email is not confirmed (${databaseKind})`, () => {
  it("reaches none of its email's guest purchases, messages, alerts or emails", async () => {
    const email = `ines.convidada.${Date.now()}@example.pt`;
    const guest = await generate(
      shop,
      purchaseBody({ contacts: { email: email.toUpperCase(), phone: "912345678" } }),
    );
    const guestId = guest.json().data.id as number;
    await as(shop, null)("POST", "/public/contact", {
      name: "Inês",
      surname: "",
      email,
      message: "Chegou bem.",
    });
    await as(shop, null)("POST", "/public/size-alerts", { productId: 2, size: "37", email });
    const { user } = await registered(shop, { email });

    const row = (await manager.call("GET", `/customers?q=${email}`)).json().data.items[0];
    expect(row).toMatchObject({ id: user.id, emailConfirmed: false, purchaseCount: 0 });
    const profile = (await manager.call("GET", `/customers/${user.id}`)).json().data;
    expect(profile).toMatchObject({ purchases: [], purchaseCount: 0 });
    const data = (await manager.call("GET", `/customers/${user.id}/export`)).json();
    expect(data).toMatchObject({ purchases: [], contactMessages: [], sizeAlerts: [] });
    expect(data.emails.map((mail: { kind: string }) => mail.kind)).toEqual(["EMAIL_CONFIRMATION"]);

    const erased = await manager.call("POST", `/customers/${user.id}/erase`, { email });
    expect(erased.json().data).toEqual({ purchasesKept: 0 });
    const kept = await db()
      .selectFrom("purchases")
      .select(["contact_email", "delivery_street"])
      .where("id", "=", guestId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ contact_email: email.toUpperCase(), delivery_street: "Rua Augusta 1" });
    const marked = await db().selectFrom("purchases_to_erase").select("purchase_id").execute();
    expect(marked.map((mark) => mark.purchase_id)).not.toContain(guestId);
  });
});

describe(`sending the password-recovery email (${databaseKind})`, () => {
  it("sends the customer's own recovery email, audited without personal data", async () => {
    const { user, body } = await registered(shop);
    const response = await manager.call("POST", `/customers/${user.id}/recovery-email`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      "Enviámos ao cliente o email para definir uma nova palavra-passe.",
    );
    const code = await linkMailed(shop, body.email, "PASSWORD_RECOVERY", /\/sign\/recover\/(\S+)/);
    const check = await as(shop, null)("POST", "/users/client/recover/check", {
      recoveryToken: code,
    });
    expect(check.statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([
      { staff_id: manager.id, action: "customer.recovery-email", before: null, after: null },
    ]);
  });

  it("keeps the limit of recovery emails per account", async () => {
    const { user, body } = await registered(shop);
    // The customer asked twice already; the staff may send three more this hour.
    for (let i = 0; i < 2; i += 1)
      await as(shop, null)("POST", "/users/client/recover/send", { email: body.email });
    for (let i = 0; i < 3; i += 1) {
      const sent = await manager.call("POST", `/customers/${user.id}/recovery-email`);
      expect(sent.statusCode).toBe(200);
    }
    const refused = await manager.call("POST", `/customers/${user.id}/recovery-email`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      "Este cliente já recebeu vários emails de recuperação na última hora. Tente mais tarde.",
    );
    expect((await auditOf(user.id)).length).toBe(3);
  });

  it("answers 404 for an unknown customer", async () => {
    const response = await manager.call("POST", "/customers/999999/recovery-email");
    expect(response.statusCode).toBe(404);
  });
});

describe(`exporting a customer's data (${databaseKind})`, () => {
  it("downloads everything held about the customer as a named JSON file", async () => {
    const customer = await customerWithHistory();
    await as(shop, null)("POST", "/public/contact", {
      name: "Ana",
      surname: "Silva",
      email: customer.body.email,
      message: "Têm o modelo em 39?",
    });
    await as(shop, null)("POST", "/public/size-alerts", {
      productId: 2,
      size: "37",
      email: customer.body.email,
    });
    const response = await manager.call("GET", `/customers/${customer.user.id}/export`);
    expect(response.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="cliente-${customer.user.id}-dados-${today}.json"`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = response.json();
    expect(data.account).toMatchObject({
      id: customer.user.id,
      name: "Ana Silva",
      email: customer.body.email,
      phone: "912345678",
    });
    expect(data.addresses).toHaveLength(2);
    expect(data.purchases.map((p: { idShort: string }) => p.idShort).sort()).toEqual(
      [customer.purchase.idShort, customer.guest.idShort].sort(),
    );
    expect(data.purchases[0].lines).toEqual([
      expect.objectContaining({ productId: 1, size: "36", quantity: 1 }),
      expect.objectContaining({ productId: 1, size: "38", quantity: 1 }),
    ]);
    expect(data.wishlist).toEqual([expect.objectContaining({ productId: 1 })]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ message: "Têm o modelo em 39?" }),
    ]);
    expect(data.emails.map((mail: { kind: string }) => mail.kind)).toContain("EMAIL_CONFIRMATION");
    expect(data.sizeAlerts).toEqual([
      expect.objectContaining({ productId: 2, size: "37", state: "PENDING", confirmedAt: null }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Nothing that would let the file's reader into the account.
    expect(response.body).not.toMatch(/argon2|password_hash|token|\/sign\/recover\//);
    expect(await auditOf(customer.user.id)).toEqual([
      { staff_id: manager.id, action: "customer.export", before: null, after: null },
    ]);
  });

  it("answers 404 for an unknown customer", async () => {
    const response = await manager.call("GET", "/customers/999999/export");
    expect(response.statusCode).toBe(404);
    expect(response.json().valid).toBe(false);
  });
});

describe(`erasing an account on request (${databaseKind})`, () => {
  it("refuses without the customer's email typed, and changes nothing", async () => {
    const { user } = await registered(shop);
    for (const email of ["outra@example.pt", ""]) {
      const response = await manager.call("POST", `/customers/${user.id}/erase`, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        email: "Escreva o email do cliente, tal como aparece na ficha, para confirmar.",
      });
    }
    expect((await manager.call("GET", `/customers/${user.id}`)).statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it("erases through the customer's own deletion, keeping the invoicing records", async () => {
    const customer = await customerWithHistory();
    const response = await manager.call("POST", `/customers/${customer.user.id}/erase`, {
      email: ` ${customer.body.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      data: { purchasesKept: 2 },
      message:
        "A conta foi apagada. As compras guardam apenas os dados que a lei de faturação exige.",
    });

    const signIn = await as(shop, null)("POST", "/users/client/token", {
      email: customer.body.email,
      password: customer.body.password,
    });
    expect(signIn.statusCode).toBe(401);
    expect((await customer.call("GET", "/users/client")).statusCode).toBe(401);
    expect((await manager.call("GET", `/customers/${customer.user.id}`)).statusCode).toBe(404);

    const guest = await db()
      .selectFrom("purchases")
      .selectAll()
      .where("id", "=", customer.guest.id)
      .executeTakeFirstOrThrow();
    // Still open (unpaid): it keeps its contacts until it ends, then the daily purge takes them.
    expect(guest).toMatchObject({ invoice_nif: customer.nif, user_id: null });
    const marked = await db().selectFrom("purchases_to_erase").select("purchase_id").execute();
    expect(marked.map((row) => row.purchase_id)).toEqual(
      expect.arrayContaining([customer.guest.id, customer.purchase.id]),
    );
    const mails = await db()
      .selectFrom("email_outbox")
      .select("id")
      .where("recipient", "=", customer.body.email)
      .execute();
    expect(mails).toEqual([]);

    const audit = await auditOf(customer.user.id);
    expect(audit).toEqual([
      {
        staff_id: manager.id,
        action: "customer.erase",
        before: null,
        after: { erased: true, purchasesKept: 2 },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(customer.body.email);
  });

  it("erases once when two staff erase at the same time", async () => {
    const { user, body } = await registered(shop);
    const other = await staffSession(shop, "owner");
    const answers = await Promise.all(
      [manager, other].map((staff) =>
        staff.call("POST", `/customers/${user.id}/erase`, { email: body.email }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect((await auditOf(user.id)).length).toBe(1);
  });

  it("answers 404 for an unknown customer", async () => {
    const response = await manager.call("POST", "/customers/999999/erase", {
      email: "ninguem@example.pt",
    });
    expect(response.statusCode).toBe(404);
  });
});

describe(`who may see and act on customers (${databaseKind})`, () => {
  it("lets a manager act and refuses a store role every call (403)", async () => {
    const { user, body } = await registered(shop);
    const calls = [
      ["GET", "/customers"],
      ["GET", `/customers/${user.id}`],
      ["POST", `/customers/${user.id}/recovery-email`],
      ["GET", `/customers/${user.id}/export`],
      ["POST", `/customers/${user.id}/erase`],
    ] as const;
    for (const [method, url] of calls) {
      const refused = await store.call(method, url, { email: body.email });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe("A sua função não permite esta ação.");
    }
    expect(await auditOf(user.id)).toEqual([]);
    for (const [method, url] of calls) {
      const done = await manager.call(method, url, { email: body.email });
      expect(done.statusCode, url).toBe(200);
    }
  });
});
