import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, registered } from "../../../test/accounts.ts";
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
});
