import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
});
afterAll(async () => {
  await shop?.close();
});

const call = (method: "POST" | "PUT", url: string, payload: object, headers = {}) =>
  shop.app.inject({ method, url: `/api${url}`, payload, headers });

const languageOf = async (email: string) =>
  (
    await shop.database.db
      .selectFrom("users")
      .select("language")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()
  ).language;

const lastMail = (recipient: string, kind: string) =>
  shop.database.db
    .selectFrom("email_outbox")
    .select(["subject", "html", "text"])
    .where("recipient", "=", recipient)
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();

describe(`the account's language (${databaseKind})`, () => {
  it("is the page's at registration, and its confirmation email speaks it", async () => {
    const customer = newCustomer();
    const english = { "accept-language": "en" };
    expect((await call("POST", "/users/client", customer, english)).statusCode).toBe(200);
    expect(await languageOf(customer.email)).toBe("en");
    const mail = await lastMail(customer.email, "EMAIL_CONFIRMATION");
    expect(mail.subject).toBe("Confirm your email");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain("Thank you for creating your account.");
    expect(mail.text).toMatch(/\/en\/email\/confirmation\/emailCode\//);

    const portuguese = newCustomer();
    await call("POST", "/users/client", portuguese);
    expect(await languageOf(portuguese.email)).toBe("pt");
    expect((await lastMail(portuguese.email, "EMAIL_CONFIRMATION")).subject).toBe(
      "Confirme o seu email",
    );
  });

  it("follows the page's language, and the recovery email follows it", async () => {
    const customer = newCustomer();
    const { token } = (await call("POST", "/users/client", customer)).json().data;
    const signedIn = { authorization: `Bearer ${token}` };

    const refused = await call("PUT", "/users/client/language", { language: "fr" }, signedIn);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.language).toBe("Escolha português (pt) ou inglês (en).");

    const changed = await call("PUT", "/users/client/language", { language: "en" }, signedIn);
    expect(changed.statusCode).toBe(200);
    expect(await languageOf(customer.email)).toBe("en");

    await call("POST", "/users/client/recover/send", { email: customer.email });
    const mail = await lastMail(customer.email, "PASSWORD_RECOVERY");
    expect(mail.subject).toBe("Recovering your account");
    expect(mail.text).toContain("Set a new password");
    expect(mail.text).toMatch(/\/en\/sign\/recover\//);
  });

  it("asks to sign in before changing it", async () => {
    const response = await call("PUT", "/users/client/language", { language: "en" });
    expect(response.statusCode).toBe(401);
  });
});
