import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";

let shop: TestApp;
let nextAddress = 1;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
});
afterAll(() => shop?.close());

/** Each call from its own client address, so the rate limit stays out of the way. */
const send = (payload: unknown, remoteAddress = `10.0.0.${nextAddress++}`) =>
  shop.app.inject({
    method: "POST",
    url: "/api/public/contact",
    payload: payload as object,
    remoteAddress,
  });

const message = {
  name: "Ana",
  surname: "Silva",
  email: "ana@example.pt",
  message: "Têm as sandálias em 38?",
};

/** The emails written, once there are `count` of them, each as its text. */
async function waitForMails(count: number): Promise<string[]> {
  const dir = shop.config.mailDir;
  for (let i = 0; i < 100; i += 1) {
    const files = await readdir(dir).catch(() => []);
    if (files.length >= count)
      return Promise.all(files.map((file) => readFile(join(dir, file), "utf8")));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no mail written");
}

describe(`POST /public/contact (${databaseKind})`, () => {
  it("keeps the message, thanks the sender, emails the shop and a receipt to the sender", async () => {
    const html = { ...message, message: '<img src=x onerror="alert(1)"> Olá' };
    const response = await send(html);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      data: null,
      message: "Obrigado pela sua mensagem. Responderemos com a maior brevidade possível.",
    });
    const stored = await shop.database.db.selectFrom("contact_messages").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Ana", surname: "Silva", email: "ana@example.pt" });
    expect(stored[0]?.message).toBe('<img src=x onerror="alert(1)"> Olá');

    const mails = await waitForMails(2);
    const toShop = mails.find((eml) => /^To: loja@example\.pt$/m.test(eml));
    expect(toShop).toMatch(/^Reply-To: ana@example\.pt$/m);
    const receipt = mails.find((eml) => /^To: ana@example\.pt$/m.test(eml));
    expect(receipt).toMatch(/^Reply-To: loja@example\.pt$/m);
    for (const eml of mails) expect(eml).not.toContain("<img src=x");
    const outbox = await shop.database.db
      .selectFrom("email_outbox")
      .selectAll()
      .orderBy("id")
      .execute();
    expect(outbox.map((mail) => [mail.kind, mail.recipient, mail.status])).toEqual([
      ["CONTACT_MESSAGE", "loja@example.pt", "SENT"],
      ["CONTACT_ACKNOWLEDGEMENT", "ana@example.pt", "SENT"],
    ]);
    expect(outbox[1]?.subject).toMatch(/^Recebemos a sua mensagem/);
    expect(outbox[1]?.text).toContain("Recebemos a sua mensagem e responderemos para este email");
    for (const mail of outbox)
      expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Olá");
  });

  it.each([
    ["name", { name: "" }, "Indique o seu nome."],
    ["email", { email: "" }, "Indique o seu email."],
    ["email", { email: "ana@" }, "Introduza um email válido."],
    ["message", { message: "   " }, "Escreva a sua mensagem."],
    ["message", { message: "x".repeat(5001) }, "A mensagem pode ter no máximo 5000 caracteres."],
  ])("refuses a bad %s with its message", async (field, change, text) => {
    const response = await send({ ...message, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(text);
  });

  it("accepts a message of exactly 5000 characters and no surname", async () => {
    const { surname: _surname, ...withoutSurname } = message;
    const response = await send({ ...withoutSurname, message: "x".repeat(5000) });
    expect(response.statusCode).toBe(200);
  });

  it("limits each client address to five messages per ten minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(message, "10.9.9.9")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await send(message, "10.9.9.9");
    expect(limited.json()).toEqual({
      valid: false,
      error: {
        code: "TOO_MANY_REQUESTS",
        message: "Demasiados pedidos. Por favor, aguarde um pouco e tente novamente.",
      },
    });
    expect((await send(message, "10.9.9.10")).statusCode).toBe(200);
  });
});
