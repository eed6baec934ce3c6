import { REPLY_LIMITS, REPLY_MAX } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";
import { mailsOfKind } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
type Session = Awaited<ReturnType<typeof staffSession>>;
let manager: Session;
let store: Session;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());

let senders = 0;
async function message(text = "Têm as sandálias Lia em 38?") {
  senders += 1;
  const { id } = await db()
    .insertInto("contact_messages")
    .values({ name: "Inês", surname: "Lopes", email: `ines.${senders}@example.pt`, message: text })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, email: `ines.${senders}@example.pt` };
}

const reply = (who: Session, id: number, body: unknown) =>
  who.call("POST", `/messages/${id}/replies`, body);

describe(`replies to contact messages (${databaseKind})`, () => {
  it("emails the reply through the outbox, keeps it with its author, and shows the message answered", async () => {
    const { id, email } = await message();
    const response = await reply(manager, id, {
      body: "Olá Inês,\nTemos sim, na loja do Chiado.\n",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("Resposta enviada ao cliente por email.");
    const answered = response.json().data;
    expect(answered.replies).toEqual([
      {
        id: expect.any(Number),
        body: "Olá Inês,\nTemos sim, na loja do Chiado.",
        author: expect.stringMatching(/^manager /),
        createdAt: expect.any(String),
      },
    ]);
    // Answering reads it.
    expect(answered.readAt).not.toBeNull();
    const mails = await mailsOfKind(shop.database, "CONTACT_REPLY");
    const mail = mails.find((candidate) => candidate.recipient === email);
    expect(mail).toBeDefined();
    const outbox = await db()
      .selectFrom("email_outbox")
      .select(["subject", "text", "html", "reply_to", "status"])
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    // Queued in the outbox; its worker, woken by the commit, may have sent it already.
    expect(["PENDING", "SENT"]).toContain(outbox.status);
    expect(outbox.reply_to).toBeTruthy();
    expect(outbox.subject).toMatch(/^Re: A sua mensagem/);
    expect(outbox.text).toContain("Temos sim, na loja do Chiado.");
    expect(outbox.text).toContain("> Têm as sandálias Lia em 38?");
    const row = (await manager.call("GET", "/messages"))
      .json()
      .data.items.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({ answered: true, read: true });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "staff_id", "after"])
      .where("action", "=", "message.reply")
      .where("entity_id", "=", String(id))
      .execute();
    expect(audit).toEqual([
      {
        action: "message.reply",
        staff_id: manager.id,
        after: { replyId: answered.replies[0].id, characters: answered.replies[0].body.length },
      },
    ]);
  });

  it("keeps a customer's words as text in the email, never as HTML", async () => {
    const { id, email } = await message("<script>alert(1)</script>");
    await reply(manager, id, { body: "<b>Olá</b>" });
    const { html } = await db()
      .selectFrom("email_outbox")
      .select("html")
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Olá");
    expect(html).toContain("&lt;b&gt;Olá&lt;/b&gt;");
  });

  it("refuses an empty or too long reply, an unknown message and a store's staff", async () => {
    const { id } = await message();
    for (const body of [{}, { body: "  \n " }, { body: 3 }, { body: "x".repeat(REPLY_MAX + 1) }]) {
      const response = await reply(manager, id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.body).toMatch(/resposta/);
    }
    expect((await reply(manager, 999999, { body: "Olá" })).statusCode).toBe(404);
    expect((await reply(manager, Number.NaN, { body: "Olá" })).statusCode).toBe(400);
    expect((await reply(store, id, { body: "Olá" })).statusCode).toBe(403);
    const kept = await db()
      .selectFrom("contact_message_replies")
      .select("id")
      .where("message_id", "=", id)
      .execute();
    expect(kept).toEqual([]);
  });

  it("limits the replies of a message, and of a staff member in an hour", async () => {
    const other = await staffSession(shop, "manager");
    const { id } = await message();
    for (let n = 0; n < REPLY_LIMITS.perMessage; n += 1)
      expect((await reply(other, id, { body: `Resposta ${n}` })).statusCode).toBe(200);
    const tooMany = await reply(other, id, { body: "Mais uma" });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toMatch(/já recebeu 10 respostas/);

    const left = REPLY_LIMITS.perStaffHour - REPLY_LIMITS.perMessage - 1;
    for (let n = 0; n < left; n += 1) {
      const target = n % REPLY_LIMITS.perMessage === 0 ? await message() : null;
      const to =
        target?.id ??
        (
          await db()
            .selectFrom("contact_messages")
            .select((eb) => eb.fn.max("id").as("id"))
            .executeTakeFirstOrThrow()
        ).id;
      expect((await reply(other, Number(to), { body: `Resposta ${n}` })).statusCode).toBe(200);
    }
    const fresh = await message();
    const limited = await reply(other, fresh.id, { body: "Ainda mais" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/muitas respostas/);
    // Another staff member still may.
    expect((await reply(manager, fresh.id, { body: "Eu respondo" })).statusCode).toBe(200);
  });

  it("sends each of two replies made at once, both kept", async () => {
    const { id } = await message();
    const [a, b] = await Promise.all([
      reply(manager, id, { body: "Primeira" }),
      reply(manager, id, { body: "Segunda" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const replies = (await manager.call("GET", `/messages/${id}`)).json().data.replies;
    expect(replies.map((r: { body: string }) => r.body).sort()).toEqual(["Primeira", "Segunda"]);
  });
});
