import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, confirmEmail, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { mailHtml } from "../../../test/mail-html.ts";
import { generate, post, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { type ReceivedMail, startSmtpServer } from "../../../test/smtp.ts";
import { staffSession } from "../../../test/staff.ts";
import { purgeOldData } from "../privacy/privacy.service.ts";
import { sendDueAlerts } from "./size-alert-job.ts";

let shop: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let manager: Awaited<ReturnType<typeof staffSession>>;
const db = () => shop.database.db;
const guest = (address?: string) => as(shop, null, address);
const CONFIRM = /http:\/\/shop\.test\/size-alerts\/confirm\/([\w-]{43})/;
const UNSUBSCRIBE = /http:\/\/shop\.test\/size-alerts\/unsubscribe\/([\w-]{43})/;
const BACK = /O tamanho que esperava voltou/;
const ASK = /Confirme o seu aviso/;
let emails = 0;
const newEmail = () => `cliente.${++emails}.${Date.now()}@example.pt`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    config: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test", MAIL_FROM: "Loja <l@x.pt>" },
  });
  manager = await staffSession(shop, "manager");
  for (const size of ["37", "38"]) await setOnlineStock(shop.database, 2, size, 0);
});
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

/** Units in at the online store, as the back office's stock page sends them. */
async function restock(productId: number, size: string, quantity = 2) {
  const response = await manager.call("POST", `/stock/products/${productId}/movements`, {
    movements: [{ size, storeId: null, reason: "received", quantity }],
    note: "",
  });
  expect(response.statusCode, response.body).toBe(200);
}

const mailsTo = (to: string, pattern: RegExp): ReceivedMail[] =>
  smtp.received.filter((mail) => mail.to.includes(to) && pattern.test(mail.text));

/** Waits for every queued email to go out and every due alert to be taken. */
async function settled() {
  for (let i = 0; i < 200; i += 1) {
    const busy = await db()
      .selectFrom("email_outbox")
      .select("id")
      .where("status", "=", "PENDING")
      .union(db().selectFrom("size_alerts").select("id").where("state", "=", "DUE"))
      .execute();
    if (busy.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("alerts or mail still waiting");
}

async function askAsGuest(body: object, address?: string) {
  return guest(address)("POST", "/public/size-alerts", body);
}

async function confirmedGuest(productId: number, size: string) {
  const email = newEmail();
  const asked = await askAsGuest({ productId, size, email });
  expect(asked.statusCode, asked.body).toBe(200);
  const [, code] = await smtp.waitFor(email, CONFIRM);
  const confirmed = await guest()("POST", "/public/size-alerts/confirm", { code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return email;
}

/** The shop as the due alerts' job is given it, for calling the job directly. */
const jobShop = { name: "Loja", address: "", email: "l@x.pt", phone: "", url: "http://x" };

const alertsOf = (email: string) =>
  db().selectFrom("size_alerts").select(["size", "state"]).where("email", "=", email).execute();

describe(`"Avisem-me" for a guest (${databaseKind})`, () => {
  it("asks, confirms by email, and gets one email when the size is back, then nothing more", async () => {
    const email = newEmail();
    const asked = await askAsGuest({ productId: 2, size: "38", email: ` ${email.toUpperCase()} ` });
    expect(asked.json()).toEqual({
      valid: true,
      data: null,
      message: expect.stringMatching(/^Enviámos um email para confirmar o aviso/),
    });
    const [, code] = await smtp.waitFor(email, CONFIRM);
    await restock(2, "38", 1);
    await setOnlineStock(shop.database, 2, "38", 0);
    await settled();
    expect(mailsTo(email, BACK)).toHaveLength(0);

    const confirmed = await guest()("POST", "/public/size-alerts/confirm", { code });
    expect(confirmed.json().data).toEqual({
      productId: 2,
      title: "Botas altas de camurça",
      size: "38",
    });
    expect((await guest()("POST", "/public/size-alerts/confirm", { code })).statusCode).toBe(200);

    await restock(2, "38");
    await smtp.waitFor(email, BACK);
    const [mail] = mailsTo(email, BACK);
    expect(mail?.text).toContain("Botas altas de camurça em tamanho 38");
    expect(mail?.text).toContain("Ver o produto: http://shop.test/product/2");
    expect(mail?.text).toMatch(UNSUBSCRIBE);
    // Both emails show the product's picture.
    for (const sent of [...mailsTo(email, ASK), ...mailsTo(email, BACK)])
      expect(mailHtml(sent.text).itemPictures).toEqual([
        { alt: "Botas altas de camurça", src: "http://shop.test/media/products/sl-0002-1.svg" },
      ]);

    await setOnlineStock(shop.database, 2, "38", 0);
    await restock(2, "38");
    await settled();
    expect(mailsTo(email, BACK)).toHaveLength(1);
    expect(await alertsOf(email)).toEqual([{ size: "38", state: "NOTIFIED" }]);
    await setOnlineStock(shop.database, 2, "38", 0);
  });

  it("counts two asks of one email for one size as one alert", async () => {
    const email = newEmail();
    await askAsGuest({ productId: 2, size: "37", email });
    await askAsGuest({ productId: 2, size: "37", email });
    expect(await alertsOf(email)).toEqual([{ size: "37", state: "PENDING" }]);
    // Only the newest email's link works: asking again made new codes.
    await settled();
    const codes = mailsTo(email, ASK).map((mail) => mail.text.match(CONFIRM)?.[1]);
    expect(codes).toHaveLength(2);
    const first = await guest()("POST", "/public/size-alerts/confirm", { code: codes[0] });
    expect(first.statusCode).toBe(404);
    await guest()("POST", "/public/size-alerts/confirm", { code: codes[1] });
    await askAsGuest({ productId: 2, size: "37", email });
    await settled();
    expect(mailsTo(email, ASK)).toHaveLength(2);
    expect(await alertsOf(email)).toEqual([{ size: "37", state: "ACTIVE" }]);
  });

  it("cancels with one click from the email's link, and then sends nothing", async () => {
    const email = newEmail();
    await askAsGuest({ productId: 2, size: "37", email });
    const [, code] = await smtp.waitFor(email, UNSUBSCRIBE);
    const unsubscribe = () => guest()("POST", "/public/size-alerts/unsubscribe", { code });
    expect((await unsubscribe()).json().data).toEqual({
      productId: 2,
      title: "Botas altas de camurça",
      size: "37",
    });
    expect((await unsubscribe()).statusCode).toBe(200);
    const confirmCode = mailsTo(email, ASK)[0]?.text.match(CONFIRM)?.[1];
    const late = await guest()("POST", "/public/size-alerts/confirm", { code: confirmCode });
    expect(late.json().error.code).toBe("INVALID_TOKEN");
    const bogus = await guest()("POST", "/public/size-alerts/unsubscribe", {
      code: "x".repeat(43),
    });
    expect(bogus.statusCode).toBe(404);
    expect(bogus.json().error.message).toBe("O link é inválido ou já expirou.");
    expect(await alertsOf(email)).toEqual([{ size: "37", state: "CANCELED" }]);
  });

  it("is told when a released reservation brings the size back", async () => {
    await setOnlineStock(shop.database, 5, "90", 1);
    const idempotencyKey = `size-alert-${Date.now()}`;
    const cart = { "5": { id: 5, quantities: { "90": 1 } } };
    const generated = await generate(shop, { ...purchaseBody({ cart }), idempotencyKey });
    expect(generated.statusCode, generated.body).toBe(200);
    const email = await confirmedGuest(5, "90");
    const { idShort } = generated.json().data;
    const canceled = await post(shop, "/public/purchase/cancel", { idShort, idempotencyKey });
    expect(canceled.statusCode, canceled.body).toBe(200);
    await smtp.waitFor(email, BACK);
    expect(mailsTo(email, BACK)[0]?.text).toContain("Cinto de pele em tamanho 90");
  });

  it("refuses a confirmation link older than a week, and the alert stays pending", async () => {
    const email = newEmail();
    await askAsGuest({ productId: 2, size: "37", email });
    const [, code] = await smtp.waitFor(email, CONFIRM);
    await db()
      .updateTable("size_alerts")
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000) })
      .where("email", "=", email)
      .execute();
    const late = await guest()("POST", "/public/size-alerts/confirm", { code });
    expect(late.statusCode).toBe(404);
    expect(late.json().error.code).toBe("INVALID_TOKEN");
    expect(await alertsOf(email)).toEqual([{ size: "37", state: "PENDING" }]);
  });

  it("sends an alert confirmed after its size came back at once", async () => {
    const email = newEmail();
    await askAsGuest({ productId: 5, size: "95", email });
    const [, code] = await smtp.waitFor(email, CONFIRM);
    await restock(5, "95");
    await guest()("POST", "/public/size-alerts/confirm", { code });
    await smtp.waitFor(email, BACK);
  });
});

describe(`"Avisem-me" for a customer (${databaseKind})`, () => {
  it("is on at once, without a confirmation email, and shows on the product", async () => {
    const { call, user } = await registered(shop);
    const email = user.email.toLowerCase();
    expect((await call("GET", "/users/client/size-alerts/2")).json().data).toEqual({ sizes: [] });
    const asked = await call("POST", "/users/client/size-alerts", { productId: 2, size: "37" });
    expect(asked.json()).toEqual({
      valid: true,
      data: { sizes: ["37"] },
      message: "Vamos avisá-lo por email quando o tamanho 37 voltar a estar disponível online.",
    });
    expect((await call("GET", "/users/client/size-alerts/2")).json().data).toEqual({
      sizes: ["37"],
    });
    await restock(2, "37");
    await smtp.waitFor(email, BACK);
    await settled();
    expect(mailsTo(email, ASK)).toHaveLength(0);
    expect((await call("GET", "/users/client/size-alerts/2")).json().data).toEqual({ sizes: [] });
    await setOnlineStock(shop.database, 2, "37", 0);
  });

  it("takes over the guest alert of the account's email: one alert, on", async () => {
    const { call, user } = await registered(shop);
    const email = user.email.toLowerCase();
    await askAsGuest({ productId: 2, size: "38", email });
    await call("POST", "/users/client/size-alerts", { productId: 2, size: "38" });
    expect(await alertsOf(email)).toEqual([{ size: "38", state: "ACTIVE" }]);
  });

  it("needs a session", async () => {
    const response = await guest()("POST", "/users/client/size-alerts", {
      productId: 2,
      size: "37",
    });
    expect(response.statusCode).toBe(401);
  });

  it("goes with the account: its alerts and its confirmed email's are erased", async () => {
    const { call, user, body } = await registered(shop);
    await confirmEmail(shop, body.email);
    const email = user.email.toLowerCase();
    await call("POST", "/users/client/size-alerts", { productId: 2, size: "37" });
    await askAsGuest({ productId: 2, size: "38", email });
    expect(await alertsOf(email)).toHaveLength(2);
    const deleted = await call("POST", "/users/client/delete", { password: body.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await alertsOf(email)).toEqual([]);
  });
});

describe(`"Avisem-me" refuses (${databaseKind})`, () => {
  it.each([
    [{ productId: 2, size: "37" }, "email", "Introduza um email válido."],
    [{ productId: 2, size: "37", email: "não-é-email" }, "email", "Introduza um email válido."],
    [{ productId: "2", size: "37", email: "a@b.pt" }, "productId", "Indique o produto."],
    [{ productId: 2, size: "", email: "a@b.pt" }, "size", "Escolha um tamanho."],
    [{ productId: 2, size: "99", email: "a@b.pt" }, "size", "Este produto não tem esse tamanho."],
  ])("a bad body %j with 400 naming %s", async (body, field, message) => {
    const response = await askAsGuest(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it("an unknown or inactive product with 404, a size in stock with 409", async () => {
    for (const productId of [99999, 6]) {
      const response = await askAsGuest({ productId, size: "37", email: newEmail() });
      expect(response.statusCode).toBe(404);
    }
    await setOnlineStock(shop.database, 1, "36", 3);
    const inStock = await askAsGuest({ productId: 1, size: "36", email: newEmail() });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().error.message).toMatch(/disponível online/);
    const badLink = await guest()("POST", "/public/size-alerts/confirm", { code: 7 });
    expect(badLink.statusCode).toBe(400);
  });

  it("a 21st alert waiting for one email, but not asking again for one it has", async () => {
    const email = newEmail();
    await db()
      .insertInto("size_alerts")
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          product_id: 2,
          size: "37",
          email,
          state: i === 0 ? ("ACTIVE" as const) : ("CANCELED" as const),
          unsubscribe_hash: `${email}-${i}`,
          ended_at: i === 0 ? null : new Date(),
        })),
      )
      .execute();
    await db()
      .insertInto("size_alerts")
      .values(
        ["41", "42"].flatMap((size) => ({
          product_id: 3,
          size,
          email,
          state: "ACTIVE" as const,
          unsubscribe_hash: `${email}-${size}`,
        })),
      )
      .execute();
    for (let i = 0; i < 17; i += 1)
      await db()
        .insertInto("size_alerts")
        .values({
          product_id: 100 + i,
          size: "42",
          email,
          state: "ACTIVE",
          unsubscribe_hash: `${email}-s${i}`,
        })
        .execute();
    const again = await askAsGuest({ productId: 2, size: "37", email });
    expect(again.statusCode).toBe(200);
    const more = await askAsGuest({ productId: 2, size: "38", email });
    expect(more.statusCode).toBe(429);
    expect(more.json().error.message).toMatch(/^Este email já tem 20 avisos à espera/);
    expect(await alertsOf(email)).toHaveLength(39);
  });

  it("more than 5 asks an hour for one email, and 20 from one address", async () => {
    const email = newEmail();
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await askAsGuest({ productId: 2, size: "37", email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const address = "10.77.0.1";
    const fromOne = [];
    for (let i = 0; i < 21; i += 1) {
      const body = { productId: 2, size: "38", email: newEmail() };
      fromOne.push((await askAsGuest(body, address)).statusCode);
    }
    expect(fromOne.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(fromOne[20]).toBe(429);
  });
});

describe(`"Avisem-me" behind the scenes (${databaseKind})`, () => {
  it("declares its calls in the OpenAPI document", async () => {
    const { paths } = (await guest()("GET", "/openapi.json")).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        "/api/public/size-alerts",
        "/api/public/size-alerts/confirm",
        "/api/public/size-alerts/unsubscribe",
        "/api/users/client/size-alerts",
        "/api/users/client/size-alerts/{productId}",
      ]),
    );
  });

  it("sends a due alert once when two servers take due alerts at the same time", async () => {
    const email = await confirmedGuest(7, "U");
    await db()
      .updateTable("size_alerts")
      .set({ state: "DUE" })
      .where("email", "=", email)
      .execute();
    await Promise.all([sendDueAlerts(db(), jobShop), sendDueAlerts(db(), jobShop)]);
    await settled();
    const queued = await db()
      .selectFrom("email_outbox")
      .select("id")
      .where("recipient", "=", email)
      .where("kind", "=", "SIZE_ALERT")
      .execute();
    expect(queued).toHaveLength(1);
  });

  it("ends without an email a due alert whose product went off sale", async () => {
    const email = newEmail();
    await db()
      .insertInto("size_alerts")
      .values({ product_id: 6, size: "37", email, state: "DUE", unsubscribe_hash: email })
      .execute();
    await sendDueAlerts(db(), jobShop);
    await settled();
    expect(await alertsOf(email)).toEqual([{ size: "37", state: "CANCELED" }]);
    const queued = await db()
      .selectFrom("email_outbox")
      .select("id")
      .where("recipient", "=", email)
      .execute();
    expect(queued).toEqual([]);
  });

  it("purges alerts never confirmed after a week and ended ones after 30 days", async () => {
    const pending = newEmail();
    await askAsGuest({ productId: 2, size: "37", email: pending });
    const active = await confirmedGuest(2, "37");
    const ended = newEmail();
    await askAsGuest({ productId: 2, size: "38", email: ended });
    const [, code] = await smtp.waitFor(ended, UNSUBSCRIBE);
    await guest()("POST", "/public/size-alerts/unsubscribe", { code });
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await db()
      .updateTable("size_alerts")
      .set({ created_at: longAgo })
      .where("email", "in", [pending, active, ended])
      .execute();
    await db()
      .updateTable("size_alerts")
      .set({ ended_at: longAgo })
      .where("email", "=", ended)
      .execute();
    await db().deleteFrom("app_meta").where("key", "=", "daily_purge_at").execute();
    expect(await purgeOldData(db())).toBe(true);
    expect(await alertsOf(pending)).toEqual([]);
    expect(await alertsOf(ended)).toEqual([]);
    expect(await alertsOf(active)).toEqual([{ size: "37", state: "ACTIVE" }]);
  });
});
