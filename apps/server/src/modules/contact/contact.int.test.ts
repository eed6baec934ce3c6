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

async function waitForMailFiles(): Promise<string[]> {
  const dir = shop.config.mailDir;
  for (let i = 0; i < 100; i += 1) {
    const files = await readdir(dir).catch(() => []);
    if (files.length > 0) return files.map((file) => join(dir, file));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no mail written");
}

describe(`POST /public/contact (${databaseKind})`, () => {
  it("keeps the message, thanks the sender and emails the shop", async () => {
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

    const [file] = await waitForMailFiles();
    const eml = await readFile(file as string, "utf8");
    expect(eml).toMatch(/^To: loja@example\.pt$/m);
    expect(eml).toMatch(/^Reply-To: ana@example\.pt$/m);
    expect(eml).not.toContain("<img src=x");
    const outbox = await shop.database.db.selectFrom("email_outbox").selectAll().execute();
    expect(outbox.map((mail) => mail.status)).toEqual(["SENT"]);
    expect(outbox[0]?.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Olá");
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
