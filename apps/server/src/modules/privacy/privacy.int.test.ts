import { CONTACT_MESSAGE_RETENTION_DAYS, DAY_MS, IP_RETENTION_DAYS } from "@shop/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, confirmEmail, linkMailed, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { generate, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { purgeOldData } from "./privacy.service.ts";

let shop: TestApp;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  await setOnlineStock(shop.database, 1, "36", 20);
  await setOnlineStock(shop.database, 1, "38", 20);
});
afterAll(() => shop?.close());

const purchase = (id: number) =>
  db().selectFrom("purchases").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const orderLinks = async (id: number) =>
  (await db().selectFrom("order_links").select("id").where("purchase_id", "=", id).execute())
    .length;
const setState = (id: number, state: "DELIVERED" | "CANCELED") =>
  db().updateTable("purchases").set({ state }).where("id", "=", id).execute();
/** Lets the next purge run, as if the last one were a day ago. */
const aDayLater = () => db().deleteFrom("app_meta").where("key", "=", "daily_purge_at").execute();
const days = (n: number) => new Date(Date.now() + n * 86_400_000);

describe(`deleting an account (${databaseKind})`, () => {
  it("erases the customer everywhere, keeping only the invoice data the law requires", async () => {
    const { token, user, body, call } = await registered(shop);
    await confirmEmail(shop, body.email);
    const invoice = {
      name: "Ana Silva",
      nif: "123456789",
      country: 1,
      street: "Rua do Ouro 10",
      city: "Lisboa",
      postalCode: "1100-060",
    };
    const guestBody = purchaseBody({
      contacts: { email: body.email.toUpperCase(), phone: "912345678" },
      addressInvoice: invoice,
    });
    const guest = (await generate(shop, guestBody)).json().data;
    await setState(guest.id, "DELIVERED");
    const open = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/generate",
      cookies: { authToken: token },
      payload: purchaseBody({ clientId: user.id }) as object,
    });
    const openId = open.json().data.id;
    const contact = { name: "Ana", surname: "", message: "Olá" };
    await as(shop, null)("POST", "/public/contact", { ...contact, email: body.email });
    await as(shop, null)("POST", "/public/contact", { ...contact, email: "rui@example.pt" });
    await as(shop, null)("POST", "/users/client/token", {
      email: body.email,
      password: "x-wrong-1",
    });

    expect(
      (await call("POST", "/users/client/delete", { password: body.password })).statusCode,
    ).toBe(200);

    expect(await purchase(guest.id)).toMatchObject({
      contact_email: "",
      contact_phone: "",
      client_address: null,
      delivery_name: "",
      delivery_street: "",
      invoice_name: "Ana Silva",
      invoice_nif: "123456789",
      invoice_street: "Rua do Ouro 10",
    });
    expect((await purchase(guest.id)).price_total_cents).toBeGreaterThan(0);
    const lines = await db()
      .selectFrom("purchase_lines")
      .select("quantity")
      .where("purchase_id", "=", guest.id)
      .execute();
    expect(lines).toHaveLength(2);
    // Still open: it keeps what its delivery needs until it ends, and its order page.
    expect((await purchase(openId)).contact_email).toBe(body.email);
    expect(await orderLinks(guest.id)).toBe(0);
    expect(await orderLinks(openId)).toBeGreaterThan(0);
    const messages = await db().selectFrom("contact_messages").select("email").execute();
    expect(messages.map((m) => m.email)).toEqual(["rui@example.pt"]);
    const mails = await db().selectFrom("email_outbox").select(["recipient", "reply_to"]).execute();
    expect(
      mails.filter((m) => [m.recipient, m.reply_to].includes(body.email.toLowerCase())),
    ).toEqual([]);
    const counters = await db().selectFrom("rate_limits").select("key").execute();
    expect(counters.filter((c) => c.key.startsWith("login:"))).toEqual([]);

    await setState(openId, "CANCELED");
    await aDayLater();
    expect(await purgeOldData(db())).toBe(true);
    expect(await purchase(openId)).toMatchObject({
      contact_email: "",
      delivery_street: "",
      client_address: null,
    });
    expect(await orderLinks(openId)).toBe(0);
  });
});

const ORDER_LINK = /\/encomenda\/([A-Za-z0-9_-]{43})/;
const orderPage = (token: string) => as(shop, null)("GET", `/public/orders/${token}`);
const markedForErasure = async () =>
  (await db().selectFrom("purchases_to_erase").select("purchase_id").execute()).map(
    (row) => row.purchase_id,
  );

/** A guest's purchase made with `email`, and the order link its email carried. */
async function guestPurchase(email: string) {
  const response = await generate(shop, purchaseBody({ contacts: { email, phone: "912345678" } }));
  const { id } = response.json().data as { id: number };
  return { id, link: await linkMailed(shop, email, "PURCHASE_GENERATED", ORDER_LINK) };
}

describe(`an account whose email is not confirmed (${databaseKind})`, () => {
  it("erases only its own data: the guest purchases of its email keep contacts and links", async () => {
    const email = `ana.convidada.${Date.now()}@example.pt`;
    const delivered = await guestPurchase(email);
    await setState(delivered.id, "DELIVERED");
    const open = await guestPurchase(email.toUpperCase());
    const message = { name: "Ana", surname: "", message: "Olá", email };
    await as(shop, null)("POST", "/public/contact", message);
    await as(shop, null)("POST", "/public/size-alerts", { productId: 2, size: "37", email });
    // Someone who knows her email registers with it, and never confirms it.
    const { token, user, body, call } = await registered(shop, { email });
    const own = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/generate",
      cookies: { authToken: token },
      payload: purchaseBody({ clientId: user.id }) as object,
    });
    const ownId = own.json().data.id;
    await setState(ownId, "DELIVERED");
    const ownLink = await linkMailed(shop, email, "PURCHASE_GENERATED", ORDER_LINK);

    const deleted = await call("POST", "/users/client/delete", { password: body.password });
    expect(deleted.statusCode).toBe(200);

    for (const id of [delivered.id, open.id])
      expect(await purchase(id)).toMatchObject({
        contact_email: expect.stringMatching(new RegExp(email, "i")),
        contact_phone: "912345678",
        delivery_name: "Ana Silva",
        delivery_street: "Rua Augusta 1",
      });
    expect((await orderPage(delivered.link)).statusCode).toBe(200);
    expect((await orderPage(open.link)).statusCode).toBe(200);
    expect(await markedForErasure()).not.toContain(open.id);
    // Her message, her «Avisem-me» alert and her purchases' emails stay; the account's go.
    const messages = await db().selectFrom("contact_messages").select("email").execute();
    expect(messages.map((row) => row.email)).toContain(email);
    const alerts = await db().selectFrom("size_alerts").select("email").execute();
    expect(alerts.map((row) => row.email)).toContain(email);
    const kinds = (
      await db()
        .selectFrom("email_outbox")
        .select("kind")
        .where("recipient", "ilike", email)
        .execute()
    ).map((row) => row.kind);
    expect(kinds).toContain("PURCHASE_GENERATED");
    expect(kinds).not.toContain("EMAIL_CONFIRMATION");
    // The account's own purchase is erased as any deleted account's.
    expect(await purchase(ownId)).toMatchObject({ contact_email: "", delivery_street: "" });
    expect((await orderPage(ownLink)).statusCode).toBe(404);

    await setState(open.id, "CANCELED");
    await aDayLater();
    await purgeOldData(db());
    expect((await purchase(open.id)).contact_email).toBe(email.toUpperCase());
  });

  it("loses the reach of its email when it changes to another, until that one is confirmed", async () => {
    const email = `rita.convidada.${Date.now()}@example.pt`;
    const guest = await guestPurchase(email);
    await setState(guest.id, "DELIVERED");
    const { body, call } = await registered(shop);
    await confirmEmail(shop, body.email);
    const changed = await call("PATCH", "/users/client/settings", {
      email,
      name: "Rita",
      phone: "",
      currentPassword: body.password,
    });
    expect(changed.json().data).toMatchObject({ email, emailConfirmed: 0 });

    await call("POST", "/users/client/delete", { password: body.password });

    expect((await purchase(guest.id)).contact_email).toBe(email);
    expect((await orderPage(guest.link)).statusCode).toBe(200);
  });

  it("never reaches another account's purchases made with the email it had before", async () => {
    const first = await registered(shop);
    const earlier = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/generate",
      cookies: { authToken: first.token },
      payload: purchaseBody({ clientId: first.user.id }) as object,
    });
    const earlierId = earlier.json().data.id;
    await setState(earlierId, "DELIVERED");
    await first.call("PATCH", "/users/client/settings", {
      email: `outra.${first.body.email}`,
      name: "Ana",
      phone: "",
      currentPassword: first.body.password,
    });
    // Another person takes the freed email, confirms it and deletes the account.
    const second = await registered(shop, { email: first.body.email });
    await confirmEmail(shop, first.body.email);
    await second.call("POST", "/users/client/delete", { password: second.body.password });

    expect(await purchase(earlierId)).toMatchObject({
      user_id: first.user.id,
      contact_email: first.body.email,
      delivery_street: "Rua Augusta 1",
    });
  });
});

describe(`the daily purge (${databaseKind})`, () => {
  it("deletes expired sessions, dead links, old counters and old sent mail, once a day", async () => {
    const { user } = await registered(shop);
    await db()
      .insertInto("sessions")
      .values([
        { user_id: user.id, token_hash: "expired-session", expires_at: days(-1) },
        { user_id: user.id, token_hash: "live-session", expires_at: days(1) },
      ])
      .execute();
    const token = (hash: string, expires: Date, used: Date | null) => ({
      user_id: user.id,
      purpose: "PASSWORD_RECOVERY" as const,
      token_hash: hash,
      email: "x@example.pt",
      expires_at: expires,
      used_at: used,
    });
    await db()
      .insertInto("email_tokens")
      .values([
        token("expired-link", days(-1), null),
        token("used-link", days(1), days(-2)),
        token("live-link", days(1), null),
      ])
      .execute();
    await db()
      .insertInto("rate_limits")
      .values([
        { key: "old-counter", window_started_at: days(-2), hits: 3 },
        { key: "current-counter", hits: 3 },
      ])
      .execute();
    const mail = (subject: string, status: "SENT" | "PENDING", sentAt: Date | null) => ({
      kind: "TEST",
      recipient: "x@example.pt",
      subject,
      html: "",
      text: "",
      status,
      sent_at: sentAt,
      next_attempt_at: days(1),
    });
    await db()
      .insertInto("email_outbox")
      .values([
        mail("old-sent", "SENT", days(-31)),
        mail("recent-sent", "SENT", days(-29)),
        mail("old-pending", "PENDING", null),
      ])
      .execute();

    await aDayLater();
    expect(await purgeOldData(db())).toBe(true);

    const hashes = await db().selectFrom("sessions").select("token_hash").execute();
    expect(hashes.map((s) => s.token_hash)).toContain("live-session");
    expect(hashes.map((s) => s.token_hash)).not.toContain("expired-session");
    const links = await db().selectFrom("email_tokens").select("token_hash").execute();
    expect(links.map((l) => l.token_hash)).toContain("live-link");
    expect(links.map((l) => l.token_hash)).not.toContain("expired-link");
    expect(links.map((l) => l.token_hash)).not.toContain("used-link");
    const counters = (await db().selectFrom("rate_limits").select("key").execute()).map(
      (c) => c.key,
    );
    expect(counters).toContain("current-counter");
    expect(counters).not.toContain("old-counter");
    const subjects = (
      await db().selectFrom("email_outbox").select("subject").where("kind", "=", "TEST").execute()
    ).map((m) => m.subject);
    expect(subjects.sort()).toEqual(["old-pending", "recent-sent"]);

    // Another server asking the same day finds it done.
    await db()
      .insertInto("sessions")
      .values({ user_id: user.id, token_hash: "expired-2", expires_at: days(-1) })
      .execute();
    expect(await purgeOldData(db())).toBe(false);
    const left = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM sessions WHERE token_hash = 'expired-2'`.execute(db());
    expect(left.rows[0]?.n).toBe(1);
  });

  it("clears the IP address of purchases and messages older than 90 days, and keeps the rest", async () => {
    const generated = await generate(shop, purchaseBody(), "10.9.9.1");
    expect(generated.statusCode, generated.body).toBe(200);
    const recent = await generate(shop, purchaseBody(), "10.9.9.2");
    const oldId = generated.json().data.id as number;
    await db()
      .updateTable("purchases")
      .set({ created_at: new Date(Date.now() - (IP_RETENTION_DAYS + 1) * DAY_MS) })
      .where("id", "=", oldId)
      .execute();
    await db()
      .insertInto("contact_messages")
      .values([
        {
          name: "Old",
          email: "old@example.pt",
          message: "Olá",
          client_address: "10.9.9.3",
          created_at: new Date(Date.now() - (IP_RETENTION_DAYS + 1) * DAY_MS),
        },
        { name: "New", email: "new@example.pt", message: "Olá", client_address: "10.9.9.4" },
      ])
      .execute();

    await aDayLater();
    expect(await purgeOldData(db())).toBe(true);

    const purchases = await db()
      .selectFrom("purchases")
      .select(["id", "client_address", "contact_email"])
      .where("id", "in", [oldId, recent.json().data.id as number])
      .orderBy("id")
      .execute();
    expect(purchases.map((row) => row.client_address)).toEqual([null, "10.9.9.2"]);
    expect(purchases[0]?.contact_email).toMatch(/@example\.pt$/);
    const messages = await db()
      .selectFrom("contact_messages")
      .select(["name", "client_address"])
      .where("name", "in", ["Old", "New"])
      .orderBy("name")
      .execute();
    expect(messages).toEqual([
      { name: "New", client_address: "10.9.9.4" },
      { name: "Old", client_address: null },
    ]);
  });

  it("deletes contact messages older than two years, and keeps the newer ones", async () => {
    const aged = (days: number) => new Date(Date.now() - days * DAY_MS);
    await db()
      .insertInto("contact_messages")
      .values([
        {
          name: "Ancient",
          email: "a@example.pt",
          message: "Olá",
          created_at: aged(CONTACT_MESSAGE_RETENTION_DAYS + 1),
        },
        {
          name: "Kept",
          email: "k@example.pt",
          message: "Olá",
          created_at: aged(CONTACT_MESSAGE_RETENTION_DAYS - 1),
        },
      ])
      .execute();
    await aDayLater();
    expect(await purgeOldData(db())).toBe(true);
    const names = (
      await db()
        .selectFrom("contact_messages")
        .select("name")
        .where("name", "in", ["Ancient", "Kept"])
        .execute()
    ).map((row) => row.name);
    expect(names).toEqual(["Kept"]);
  });
});
