import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, linkMailed, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";

let shop: TestApp;
const guest = () => as(shop, null);
const RECOVER_LINK = /\/sign\/recover\/([\w-]{43})/;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => shop?.close());

const login = (address: string, email: string, password: string) =>
  as(shop, null, address)("POST", "/users/client/token", { email, password });

async function statusesOf(times: number, call: () => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await call()).statusCode);
  return statuses;
}

describe(`sign-in limits (${databaseKind})`, () => {
  it("stops one address guessing an account's password, never the customer elsewhere", async () => {
    const { body } = await registered(shop);
    const guesses = await statusesOf(11, () => login("10.20.0.1", body.email, "wrong-pass"));
    expect(guesses).toEqual([...Array(10).fill(401), 429]);
    expect((await login("10.20.0.1", body.email, body.password)).statusCode).toBe(429);
    expect((await login("10.20.0.2", body.email, body.password)).statusCode).toBe(200);
  });

  it("starts again after a success, and never counts successes", async () => {
    const { body } = await registered(shop);
    const wrong = () => login("10.20.1.1", body.email, "wrong-pass");
    expect(await statusesOf(9, wrong)).toEqual(Array(9).fill(401));
    expect((await login("10.20.1.1", body.email, body.password)).statusCode).toBe(200);
    expect(await statusesOf(9, wrong)).toEqual(Array(9).fill(401));
    const right = () => login("10.20.1.1", body.email, body.password);
    expect(await statusesOf(15, right)).toEqual(Array(15).fill(200));
  });

  it("limits one address's wrong passwords over many emails", async () => {
    const statuses = await statusesOf(31, () =>
      login("10.20.2.1", `nobody.${Math.random()}@example.pt`, "wrong-pass"),
    );
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
  });
});

describe(`calls that check the password with a session (${databaseKind})`, () => {
  it("count wrong passwords per account, across password change, deletion and email change", async () => {
    const { call, body, token } = await registered(shop);
    const wrongChange = () =>
      call("PATCH", "/users/client/password", {
        oldPassword: "wrong-pass",
        newPassword: "novinha-123",
      });
    expect(await statusesOf(5, wrongChange)).toEqual(Array(5).fill(401));
    const wrongDelete = () => call("POST", "/users/client/delete", { password: "wrong-pass" });
    expect(await statusesOf(5, wrongDelete)).toEqual(Array(5).fill(401));
    const emailChange = await call("PATCH", "/users/client/settings", {
      name: "Ana",
      email: "outra@example.pt",
      currentPassword: body.password,
    });
    expect(emailChange.statusCode).toBe(429);
    const deletion = await call("POST", "/users/client/delete", { password: body.password });
    expect(deletion.statusCode).toBe(429);
    expect((await as(shop, token)("GET", "/users/client")).statusCode).toBe(200);
  });

  it("limit an address's wrong passwords like sign-in does", async () => {
    const { call } = await registered(shop);
    const fromOneAddress = as(shop, (await registered(shop)).token, "10.20.3.1");
    await statusesOf(25, () =>
      login("10.20.3.1", `nobody.${Math.random()}@example.pt`, "wrong-pass"),
    );
    const wrong = () => fromOneAddress("POST", "/users/client/delete", { password: "wrong-pass" });
    expect(await statusesOf(6, wrong)).toEqual([...Array(5).fill(401), 429]);
    expect((await call("GET", "/users/client")).statusCode).toBe(200);
  });
});

describe(`changing the email (${databaseKind})`, () => {
  it("needs the current password, and tells the old address how to reach the shop", async () => {
    const { call, body } = await registered(shop);
    const change = { name: "Ana", email: "ana.nova@example.pt", phone: "" };
    const without = await call("PATCH", "/users/client/settings", change);
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields).toEqual({
      currentPassword: "Indique a sua palavra-passe atual para mudar o email.",
    });
    const wrong = await call("PATCH", "/users/client/settings", {
      ...change,
      currentPassword: "wrong-pass",
    });
    expect(wrong.statusCode).toBe(401);
    expect((await call("GET", "/users/client")).json().data.email).toBe(body.email);
    const changed = await call("PATCH", "/users/client/settings", {
      ...change,
      currentPassword: body.password,
    });
    expect(changed.json().data.email).toBe("ana.nova@example.pt");
    const notice = await shop.database.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("recipient", "=", body.email)
      .where("kind", "=", "EMAIL_CHANGED_NOTICE")
      .executeTakeFirstOrThrow();
    expect(notice.subject).toBe("O email da sua conta foi alterado");
    expect(notice.text).toContain("Se não foi você, contacte-nos");
    expect(notice.text).toContain("loja@example.pt");
    expect(notice.text).toContain("213000000");
  });

  it("keeps name and phone changes free of the password", async () => {
    const { call, body } = await registered(shop);
    const response = await call("PATCH", "/users/client/settings", {
      name: "Ana Maria",
      email: body.email.toUpperCase(),
      phone: "",
    });
    expect(response.statusCode).toBe(200);
  });

  it("probes emails no faster than registration: both share one count per address", async () => {
    const { token, body } = await registered(shop);
    const taken = (await registered(shop)).body.email;
    const fromOneAddress = as(shop, token, "10.20.4.1");
    const register = () =>
      fromOneAddress("POST", "/users/client", { ...body, email: `x${Math.random()}@example.pt` });
    expect(await statusesOf(5, register)).toEqual(Array(5).fill(200));
    const probe = () =>
      fromOneAddress("PATCH", "/users/client/settings", {
        name: "Ana",
        email: taken,
        currentPassword: body.password,
      });
    expect(await statusesOf(6, probe)).toEqual([...Array(5).fill(409), 429]);
  });
});

describe(`recovery links (${databaseKind})`, () => {
  async function recoveryLink(email: string) {
    await guest()("POST", "/users/client/recover/send", { email });
    return linkMailed(shop, email, "PASSWORD_RECOVERY", RECOVER_LINK);
  }
  const check = (recoveryToken: string) =>
    guest()("POST", "/users/client/recover/check", { recoveryToken });

  it("die when the password changes", async () => {
    const { call, body } = await registered(shop);
    const link = await recoveryLink(body.email);
    expect((await check(link)).statusCode).toBe(200);
    await call("PATCH", "/users/client/password", {
      oldPassword: body.password,
      newPassword: "novinha-123",
    });
    const response = await check(link);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("INVALID_TOKEN");
  });

  it("die when the email changes", async () => {
    const { call, body } = await registered(shop);
    const link = await recoveryLink(body.email);
    await call("PATCH", "/users/client/settings", {
      name: "Ana",
      email: `mudou.${body.email}`,
      currentPassword: body.password,
    });
    expect((await check(link)).json().error.code).toBe("INVALID_TOKEN");
  });

  it("all die when one of them completes", async () => {
    const { body } = await registered(shop);
    const first = await recoveryLink(body.email);
    const second = await recoveryLink(body.email);
    const performed = await guest()("POST", "/users/client/recover/perform", {
      recoveryToken: second,
      password: "novinha-123",
    });
    expect(performed.statusCode).toBe(200);
    const reused = await guest()("POST", "/users/client/recover/perform", {
      recoveryToken: first,
      password: "outra-pass-1",
    });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.code).toBe("INVALID_TOKEN");
  });
});

describe(`private answers and calls without a body (${databaseKind})`, () => {
  it("are never stored: account and purchase answers carry no-store", async () => {
    const { call } = await registered(shop);
    expect((await call("GET", "/users/client")).headers["cache-control"]).toBe("no-store");
    expect((await guest()("GET", "/users/client")).headers["cache-control"]).toBe("no-store");
    await setOnlineStock(shop.database, 1, "36", 5);
    const { idShort } = (await generate(shop, purchaseBody())).json().data;
    const wait = await guest()("POST", "/public/purchase/wait", { idShort });
    expect(wait.statusCode).toBe(200);
    expect(wait.headers["cache-control"]).toBe("no-store");
  });

  it.each([
    ["POST", "/users/client/logout"],
    ["POST", "/users/client/wishlist/1"],
    ["POST", "/users/client/emailCode/resend"],
  ] as const)("refuses %s %s without a JSON content type (415)", async (method, url) => {
    const { token, call } = await registered(shop);
    const response = await shop.app.inject({
      method,
      url: `/api${url}`,
      cookies: { authToken: token },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const me = (await call("GET", "/users/client")).json().data;
    expect(me.wishlist).toEqual([]);
    const resent = await shop.database.db
      .selectFrom("email_outbox")
      .select("id")
      .where("recipient", "=", me.email)
      .execute();
    expect(resent).toHaveLength(1);
  });
});
