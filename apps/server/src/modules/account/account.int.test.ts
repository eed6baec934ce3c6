import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, newCustomer, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";

let shop: TestApp;
const guest = () => as(shop, null);

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => shop?.close());

describe(`register (${databaseKind})`, () => {
  it("creates the account, signs in with an HttpOnly cookie and never sends the hash", async () => {
    const body = newCustomer({ emailConfirmed: 1, id: 999, role: "admin", wishlist: [1] });
    const response = await guest()("POST", "/users/client", body);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({
      name: "Ana Silva",
      email: body.email,
      phone: "912345678",
      emailConfirmed: 0,
      wishlist: [],
      cart: "{}",
      logged: true,
    });
    expect(user.id).not.toBe(999);
    expect(response.body).not.toMatch(/argon2|password_hash/);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toContain(`authToken=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const stored = await shop.database.db.selectFrom("sessions").select("token_hash").execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it("refuses an email already taken, whatever its case", async () => {
    const { body } = await registered(shop);
    const response = await guest()("POST", "/users/client", {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "EMAIL_TAKEN",
      message: "Já existe uma conta com este email.",
    });
  });

  it.each([
    ["name", { name: "x".repeat(151) }, "O nome pode ter no máximo 150 caracteres."],
    [
      "email",
      { email: `${"a".repeat(70)}@example.pt` },
      "O email pode ter no máximo 75 caracteres.",
    ],
    ["password", { password: "1234567" }, "A palavra-passe deve ter entre 8 e 40 caracteres."],
    ["password", { password: "x".repeat(41) }, "A palavra-passe deve ter entre 8 e 40 caracteres."],
    ["phone", { phone: "(351) 91234" }, "Introduza um número de telefone válido"],
  ])("refuses a bad %s with its message", async (field, change, message) => {
    const response = await guest()("POST", "/users/client", newCustomer(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it("takes the phone with or without the prefix, and no phone at all", async () => {
    const withPrefix = await guest()(
      "POST",
      "/users/client",
      newCustomer({ phone: "(351) 212345678" }),
    );
    expect(withPrefix.json().data.user.phone).toBe("212345678");
    const none = await guest()("POST", "/users/client", newCustomer({ phone: "(351) " }));
    expect(none.json().data.user.phone).toBeNull();
  });
});

describe(`sign in and sessions (${databaseKind})`, () => {
  it("answers an unknown email and a wrong password the same way", async () => {
    const { body } = await registered(shop);
    const wrong = await guest()("POST", "/users/client/token", {
      email: body.email,
      password: "wrong-password",
    });
    const unknown = await guest()("POST", "/users/client/token", {
      email: "nobody@example.pt",
      password: "wrong-password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "Email ou palavra-passe incorretos.",
    });
  });

  it("accepts the cookie and the Bearer header, and 401 without either", async () => {
    const { body, user } = await registered(shop);
    const login = await guest()("POST", "/users/client/token", {
      email: body.email,
      password: body.password,
    });
    const { token } = login.json().data;
    expect((await as(shop, token)("GET", "/users/client")).json().data.id).toBe(user.id);
    const bearer = await shop.app.inject({
      url: "/api/users/client",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.json().data.id).toBe(user.id);
    const anonymous = await guest()("GET", "/users/client");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("UNAUTHORIZED");
  });

  it("tells who is signed in: the customer, or null for a visitor and after logout", async () => {
    const { token, user, call } = await registered(shop);
    const mine = await call("GET", "/users/client/session");
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.id).toBe(user.id);
    expect(mine.json().data).not.toHaveProperty("password");
    expect(mine.headers["cache-control"]).toMatch(/no-store/);
    const visitor = await guest()("GET", "/users/client/session");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toBeNull();
    await call("POST", "/users/client/logout");
    expect((await as(shop, token)("GET", "/users/client/session")).json().data).toBeNull();
  });

  it("revokes the token on logout and clears the cookie", async () => {
    const { token, call } = await registered(shop);
    const out = await call("POST", "/users/client/logout");
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/authToken=;/);
    expect((await as(shop, token)("GET", "/users/client")).statusCode).toBe(401);
  });

  it("changes the password with the current one, ending the other sessions", async () => {
    const { body, call } = await registered(shop);
    const other = (
      await guest()("POST", "/users/client/token", { email: body.email, password: body.password })
    ).json().data.token;
    const wrong = await call("PATCH", "/users/client/password", {
      oldPassword: "not-my-password",
      newPassword: "novinha-123",
    });
    expect(wrong.statusCode).toBe(401);
    const changed = await call("PATCH", "/users/client/password", {
      oldPassword: body.password,
      newPassword: "novinha-123",
    });
    expect(changed.json()).toEqual({
      valid: true,
      data: null,
      message: "Password alterada com sucesso",
    });
    expect((await call("GET", "/users/client")).statusCode).toBe(200);
    expect((await as(shop, other)("GET", "/users/client")).statusCode).toBe(401);
    const again = await guest()("POST", "/users/client/token", {
      email: body.email,
      password: "novinha-123",
    });
    expect(again.statusCode).toBe(200);
  });

  it("limits registrations per client address", async () => {
    const fixed = as(shop, null, "10.3.3.3");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await fixed("POST", "/users/client", newCustomer())).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses[10]).toBe(429);
  });

  it("changes nothing on a cross-site form post carrying the cookie", async () => {
    const { token, body } = await registered(shop);
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/users/client/delete",
      cookies: { authToken: token },
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `password=${body.password}`,
    });
    expect(response.statusCode).toBe(415);
    expect((await as(shop, token)("GET", "/users/client")).statusCode).toBe(200);
  });
});

describe(`my data (${databaseKind})`, () => {
  it("changes name and phone, ignoring fields the customer does not own", async () => {
    const { body, call, user } = await registered(shop);
    const response = await call("PATCH", "/users/client/settings", {
      email: body.email,
      name: "Ana Maria",
      phone: "(351) 934567890",
      emailConfirmed: 1,
      id: 1,
    });
    expect(response.json()).toMatchObject({
      valid: true,
      message: "Dados alterados com sucesso.",
      data: { id: user.id, name: "Ana Maria", phone: "934567890", emailConfirmed: 0 },
    });
  });

  it("asks for confirmation again when the email changes, and refuses a taken one", async () => {
    const other = await registered(shop);
    const { call, body } = await registered(shop);
    const taken = await call("PATCH", "/users/client/settings", {
      email: other.body.email,
      name: "Ana",
      phone: "",
      currentPassword: body.password,
    });
    expect(taken.statusCode).toBe(409);
    const changed = await call("PATCH", "/users/client/settings", {
      email: "nova.morada@example.pt",
      name: "Ana",
      phone: "",
      currentPassword: body.password,
    });
    expect(changed.json().data).toMatchObject({
      email: "nova.morada@example.pt",
      emailConfirmed: 0,
      phone: null,
    });
    const mails = await shop.database.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "EMAIL_CHANGE")
      .execute();
    expect(mails.map((mail) => mail.recipient)).toContain("nova.morada@example.pt");
  });

  it("toggles favourites and lists their products", async () => {
    const { call } = await registered(shop);
    expect((await call("POST", "/users/client/wishlist/1")).json().data).toEqual([1]);
    expect((await call("POST", "/users/client/wishlist/4")).json().data).toEqual([1, 4]);
    expect((await call("POST", "/users/client/wishlist/1")).json().data).toEqual([4]);
    const products = (await call("GET", "/users/client/wishlist/products")).json().data;
    expect(products.map((p: { ref: string }) => p.ref)).toEqual(["SL-0004"]);
    expect((await call("POST", "/users/client/wishlist/999999")).statusCode).toBe(404);
    expect((await call("POST", "/users/client/wishlist/abc")).statusCode).toBe(400);
    expect((await guest()("POST", "/users/client/wishlist/1")).statusCode).toBe(401);
  });

  it("stores the cart cleaned: unknown products and sizes dropped, counts capped at 10", async () => {
    const { call } = await registered(shop);
    const response = await call("POST", "/users/client/cart", {
      cart: {
        "1": { id: 1, quantities: { "36": 25, "99": 1 } },
        "999": { id: 999, quantities: { "37": 1 } },
        "6": { id: 6, quantities: { "37": 1 } },
      },
    });
    expect(response.json().data).toEqual({ "1": { id: 1, quantities: { "36": 10 } } });
    expect(JSON.parse((await call("GET", "/users/client")).json().data.cart)).toEqual({
      "1": { id: 1, quantities: { "36": 10 } },
    });
  });

  it("applies what a device changed on top of the account's cart, keeping another device's change", async () => {
    const { call } = await registered(shop);
    const save = async (body: object) => (await call("POST", "/users/client/cart", body)).json();
    const base = { "1": { id: 1, quantities: { "36": 1 } } };
    await save({ cart: base });
    // The laptop adds size 38; the phone, still on `base`, raises 36 to 2.
    await save({ cart: { "1": { id: 1, quantities: { "36": 1, "38": 1 } } }, base });
    const phone = await save({ cart: { "1": { id: 1, quantities: { "36": 2 } } }, base });
    expect(phone.data).toEqual({ "1": { id: 1, quantities: { "36": 2, "38": 1 } } });
    // A removal on one device removes that size only.
    const removed = await save({
      cart: { "1": { id: 1, quantities: { "38": 1 } } },
      base: phone.data,
    });
    expect(removed.data).toEqual({ "1": { id: 1, quantities: { "38": 1 } } });
    // Two devices saving at the same moment: both changes are kept.
    const start = { "1": { id: 1, quantities: { "38": 1 } } };
    await Promise.all([
      save({ cart: { "1": { id: 1, quantities: { "38": 1, "36": 3 } } }, base: start }),
      save({ cart: { "1": { id: 1, quantities: { "38": 1, "37": 2 } } }, base: start }),
    ]);
    expect(JSON.parse((await call("GET", "/users/client")).json().data.cart)).toEqual({
      "1": { id: 1, quantities: { "38": 1, "36": 3, "37": 2 } },
    });
    const malformed = await call("POST", "/users/client/cart", { cart: base, base: "x" });
    expect(malformed.statusCode).toBe(400);
  });

  it("keeps one delivery and one invoice address, only the customer's own", async () => {
    const owner = await registered(shop);
    const intruder = await registered(shop);
    expect((await owner.call("GET", "/users/client/address")).json().data).toEqual({
      delivery: null,
      invoice: null,
    });
    const delivery = (
      await owner.call("POST", "/users/client/address", {
        forInvoice: false,
        name: "Ana Silva",
        country: 1,
        street: "Rua Augusta 1",
        city: "Lisboa",
        postalCode: "1100-053",
        clientId: intruder.user.id,
      })
    ).json().data;
    expect(delivery).toMatchObject({
      clientId: owner.user.id,
      forInvoice: false,
      postalCode: "1100-053",
    });
    const badNif = await owner.call("POST", "/users/client/address", {
      forInvoice: true,
      name: "Ana",
      nif: "123456780",
    });
    expect(badNif.json().error.fields).toEqual({ nif: "O NIF não é válido." });
    const stolen = await intruder.call("POST", "/users/client/address", {
      id: delivery.id,
      forInvoice: false,
      name: "X",
    });
    expect(stolen.statusCode).toBe(404);
    const updated = await owner.call("POST", "/users/client/address", {
      id: delivery.id,
      forInvoice: false,
      name: "Ana S.",
    });
    expect(updated.json().data).toMatchObject({ id: delivery.id, name: "Ana S." });
  });

  it("checks a saved address's postal code by its country", async () => {
    const owner = await registered(shop);
    const save = (country: number, postalCode: string) =>
      owner.call("POST", "/users/client/address", { forInvoice: false, country, postalCode });
    expect((await save(2, "28013")).json().data).toMatchObject({ postalCode: "28013" });
    expect((await save(1, "1100053")).json().data).toMatchObject({ postalCode: "1100-053" });
    const wrong = await save(3, "1100-053");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      postalCode: "Os códigos postais da Madeira vão de 9000-000 a 9499-999.",
    });
  });
});

describe(`purchases of a signed-in customer (${databaseKind})`, () => {
  it("links the purchase to the account, with the account's email, and shows it only to them", async () => {
    await setOnlineStock(shop.database, 1, "36", 5);
    const owner = await registered(shop);
    const intruder = await registered(shop);
    const generateAs = (token: string, clientId: number) =>
      shop.app.inject({
        method: "POST",
        url: "/api/public/purchase/generate",
        cookies: { authToken: token },
        payload: purchaseBody({
          clientId,
          cart: { "1": { id: 1, quantities: { "36": 1 } } },
          contacts: { email: "someone.else@example.pt", phone: "912345678" },
        }) as object,
      });
    expect((await generateAs(owner.token, intruder.user.id)).statusCode).toBe(403);
    expect((await generate(shop, purchaseBody({ clientId: owner.user.id }))).statusCode).toBe(403);
    const first = (await generateAs(owner.token, owner.user.id)).json().data;
    const second = (await generateAs(owner.token, owner.user.id)).json().data;
    const list = (await owner.call("GET", "/users/client/purchases")).json().data;
    expect(list.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    const stored = await shop.database.db
      .selectFrom("purchases")
      .select("contact_email")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(stored.contact_email).toBe(owner.body.email);
    const products = (await owner.call("GET", `/users/client/purchase/${first.id}/products`)).json()
      .data;
    expect(products).toEqual([
      expect.objectContaining({ ref: "SL-0001", quantities: { "36": 1 } }),
    ]);
    expect(
      (await intruder.call("GET", `/users/client/purchase/${first.id}/products`)).statusCode,
    ).toBe(404);
    expect((await intruder.call("GET", "/users/client/purchases")).json().data).toEqual([]);
    expect((await guest()("GET", "/users/client/purchases")).statusCode).toBe(401);
  });
});

describe(`deleting the account (${databaseKind})`, () => {
  it("needs the password, signs out, and keeps purchases without the customer", async () => {
    await setOnlineStock(shop.database, 1, "36", 5);
    const { token, call, body, user } = await registered(shop);
    const bought = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/generate",
      cookies: { authToken: token },
      payload: purchaseBody({
        clientId: user.id,
        cart: { "1": { id: 1, quantities: { "36": 1 } } },
      }) as object,
    });
    const purchaseId = bought.json().data.id;
    await shop.database.db
      .updateTable("purchases")
      .set({ state: "DELIVERED" })
      .where("id", "=", purchaseId)
      .execute();
    expect(
      (await call("POST", "/users/client/delete", { password: "wrong-password" })).statusCode,
    ).toBe(401);
    const deleted = await call("POST", "/users/client/delete", { password: body.password });
    expect(deleted.statusCode).toBe(200);
    expect((await as(shop, token)("GET", "/users/client")).statusCode).toBe(401);
    const purchase = await shop.database.db
      .selectFrom("purchases")
      .selectAll()
      .where("id", "=", purchaseId)
      .executeTakeFirstOrThrow();
    expect(purchase).toMatchObject({
      user_id: null,
      contact_email: "",
      contact_phone: "",
      delivery_street: "",
    });
    expect(purchase.price_total_cents).toBeGreaterThan(0);
    const login = await guest()("POST", "/users/client/token", {
      email: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(401);
  });
});
