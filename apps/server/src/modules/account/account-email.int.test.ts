import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";
import { startSmtpServer } from "../../../test/smtp.ts";

let shop: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const guest = () => as(shop, null);
const CONFIRM_LINK = /http:\/\/shop\.test\/email\/confirmation\/emailCode\/([\w-]{43})/;
const RECOVER_LINK = /http:\/\/shop\.test\/sign\/recover\/([\w-]{43})/;

/** Waits until every queued email has gone out. */
async function outboxDrained() {
  for (let i = 0; i < 200; i += 1) {
    const pending = await shop.database.db
      .selectFrom("email_outbox")
      .select("id")
      .where("status", "=", "PENDING")
      .execute();
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("outbox not drained");
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestApp({
    prepare: insertContentFixture,
    config: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: "http://shop.test",
      MAIL_FROM: "Loja <loja@example.pt>",
    },
  });
});
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

describe(`email confirmation, through a real SMTP conversation (${databaseKind})`, () => {
  it("confirms the email from the link received, once", async () => {
    const { body, call } = await registered(shop);
    const [, code] = await smtp.waitFor(body.email, CONFIRM_LINK);
    const confirm = () => guest()("POST", "/users/client/emailCode", { emailCode: code });
    expect((await confirm()).json().data).toEqual({
      confirmed: true,
      alreadyConfirmed: false,
      invalidCode: false,
    });
    expect((await call("GET", "/users/client")).json().data.emailConfirmed).toBe(1);
    expect((await confirm()).json().data).toEqual({
      confirmed: false,
      alreadyConfirmed: true,
      invalidCode: false,
    });
    const bogus = await guest()("POST", "/users/client/emailCode", { emailCode: "x".repeat(43) });
    expect(bogus.json().data).toEqual({
      confirmed: false,
      alreadyConfirmed: false,
      invalidCode: true,
    });
  });

  it("sends the confirmation again on request, with the spam note", async () => {
    const { body, call } = await registered(shop);
    await smtp.waitFor(body.email, CONFIRM_LINK);
    const resent = await call("POST", "/users/client/emailCode/resend");
    expect(resent.json().message).toMatch(/spam/);
    const received = smtp.received.filter((mail) => mail.to.includes(body.email));
    await smtp.waitFor(body.email, CONFIRM_LINK);
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received[0]?.raw).toMatch(/^Subject: Confirme o seu email/m);
    expect(received[0]?.raw).toMatch(/Content-Type: text\/plain/);
    expect(received[0]?.raw).toMatch(/Content-Type: text\/html/);
  });
});

describe(`password recovery, through a real SMTP conversation (${databaseKind})`, () => {
  it("sets a new password from the emailed link, once, ending old sessions", async () => {
    const { body, token } = await registered(shop);
    const sent = await guest()("POST", "/users/client/recover/send", { email: body.email });
    expect(sent.json()).toEqual({
      valid: true,
      data: null,
      message: "Enviamos um email com instruções de recuperação da sua conta",
    });
    const [, recoveryToken] = await smtp.waitFor(body.email, RECOVER_LINK);
    expect(
      (await guest()("POST", "/users/client/recover/check", { recoveryToken })).statusCode,
    ).toBe(200);
    const performed = await guest()("POST", "/users/client/recover/perform", {
      recoveryToken,
      password: "recuperada-1",
    });
    expect(performed.statusCode).toBe(200);
    const reused = await guest()("POST", "/users/client/recover/perform", {
      recoveryToken,
      password: "outra-vez-1",
    });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.code).toBe("INVALID_TOKEN");
    expect((await as(shop, token)("GET", "/users/client")).statusCode).toBe(401);
    const login = await guest()("POST", "/users/client/token", {
      email: body.email,
      password: "recuperada-1",
    });
    expect(login.statusCode).toBe(200);
    // The link reached the account's email: it is proven, as a confirmation would prove it.
    expect(login.json().data.user.emailConfirmed).toBe(1);
  });

  it("answers the same for an unknown email, and sends nothing", async () => {
    await outboxDrained();
    const before = smtp.received.length;
    const sent = await guest()("POST", "/users/client/recover/send", {
      email: "ninguem@example.pt",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(
      "Enviamos um email com instruções de recuperação da sua conta",
    );
    await outboxDrained();
    expect(smtp.received.length).toBe(before);
  });

  it("refuses a link older than one hour", async () => {
    const { body } = await registered(shop);
    await guest()("POST", "/users/client/recover/send", { email: body.email });
    const [, recoveryToken] = await smtp.waitFor(body.email, RECOVER_LINK);
    await shop.database.db
      .updateTable("email_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("purpose", "=", "PASSWORD_RECOVERY")
      .where("email", "=", body.email)
      .execute();
    expect(
      (await guest()("POST", "/users/client/recover/check", { recoveryToken })).statusCode,
    ).toBe(404);
    const perform = await guest()("POST", "/users/client/recover/perform", {
      recoveryToken,
      password: "recuperada-2",
    });
    expect(perform.statusCode).toBe(404);
  });

  it("refuses a short new password with the recovery message", async () => {
    const response = await guest()("POST", "/users/client/recover/perform", {
      recoveryToken: "x".repeat(43),
      password: "curta",
    });
    expect(response.json().error.fields.password).toBe(
      "Introduza uma password com pelo menos 8 caracteres",
    );
  });
});
