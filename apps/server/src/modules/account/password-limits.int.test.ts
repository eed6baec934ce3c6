import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";
import { checked, statusesAtOnce } from "../../../test/limits.ts";
import { accountLimits } from "../../config/limits.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
});
afterAll(() => shop?.close());

const GUESSES = 60;

const login = (address: string, email: string, password: string) =>
  as(shop, null, address)("POST", "/users/client/token", { email, password });

/** Every answer is a wrong password or the limit's refusal, and no more were checked than `max`. */
function expectAtMost(statuses: number[], max: number) {
  expect(statuses.filter((status) => status !== 429 && status !== 401)).toEqual([]);
  expect(checked(statuses)).toBeGreaterThan(0);
  expect(checked(statuses)).toBeLessThanOrEqual(max);
}

describe(`wrong passwords sent at once are counted before they are checked (${databaseKind})`, () => {
  it("at sign-in, per address and email", async () => {
    const { body } = await registered(shop);
    const statuses = await statusesAtOnce(GUESSES, () =>
      login("10.21.0.1", body.email, "wrong-pass"),
    );
    expectAtMost(statuses, accountLimits.loginFailuresPerAddressAndEmail.max);
  });

  it("at sign-in, per address, emails without an account included", async () => {
    const statuses = await statusesAtOnce(GUESSES, (index) =>
      login("10.21.0.2", `ninguem.${index}.${Date.now()}@example.pt`, "wrong-pass"),
    );
    expectAtMost(statuses, accountLimits.passwordFailuresPerAddress.max);
  });

  it("in a password change, per account", async () => {
    const { call } = await registered(shop);
    const statuses = await statusesAtOnce(GUESSES, () =>
      call("PATCH", "/users/client/password", {
        oldPassword: "wrong-pass",
        newPassword: "novinha-123",
      }),
    );
    expectAtMost(statuses, accountLimits.passwordFailuresPerAccount.max);
  });

  it("in an account's deletion, per account", async () => {
    const { call, token } = await registered(shop);
    const statuses = await statusesAtOnce(GUESSES, () =>
      call("POST", "/users/client/delete", { password: "wrong-pass" }),
    );
    expectAtMost(statuses, accountLimits.passwordFailuresPerAccount.max);
    expect((await as(shop, token)("GET", "/users/client")).statusCode).toBe(200);
  });

  it("in an email change, per account", async () => {
    const { call } = await registered(shop);
    const statuses = await statusesAtOnce(GUESSES, (index) =>
      call("PATCH", "/users/client/settings", {
        name: "Ana",
        email: `nova.${index}.${Date.now()}@example.pt`,
        currentPassword: "wrong-pass",
      }),
    );
    expectAtMost(statuses, accountLimits.passwordFailuresPerAccount.max);
  });

  it("in calls with a session, per address", async () => {
    const customers = await Promise.all(
      Array.from({ length: 4 }, async () => (await registered(shop)).token),
    );
    const statuses = await statusesAtOnce(GUESSES, (index) =>
      as(shop, customers[index % customers.length] ?? null, "10.21.0.3")(
        "POST",
        "/users/client/delete",
        { password: "wrong-pass" },
      ),
    );
    expectAtMost(statuses, accountLimits.passwordFailuresPerAddress.max);
  });
});

describe(`a right password (${databaseKind})`, () => {
  it("takes its own count back from the address", async () => {
    const { body } = await registered(shop);
    const address = "10.21.1.1";
    const limit = accountLimits.passwordFailuresPerAddress.max;
    for (let index = 0; index < limit; index += 1)
      expect((await login(address, body.email, body.password)).statusCode).toBe(200);
    const wrongs = await statusesAtOnce(limit, (index) =>
      login(address, `ninguem.${index}.${Date.now()}@example.pt`, "wrong-pass"),
    );
    expect(wrongs).toEqual(Array(limit).fill(401));
    expect((await login(address, body.email, body.password)).statusCode).toBe(429);
  });
});
