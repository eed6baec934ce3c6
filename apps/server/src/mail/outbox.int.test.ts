import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKind } from "../../test/database.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import type { Database } from "../db/database.ts";
import { startMailWorker } from "./mail-worker.ts";
import { countFailedMail, enqueueMail, MAX_ATTEMPTS, retryFailedMail } from "./outbox.ts";
import { createMailTransport } from "./transport.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** A logger that keeps what it writes, as the shop's pino logger would print it. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  return { lines, log: Fastify({ logger: { level: "warn", stream } }).log };
}

async function sendOnce(smtpUrl: string, log = capturingLogger().log) {
  const transport = createMailTransport({
    smtpUrl,
    from: "loja@example.pt",
    mailDir: mkdtempSync(join(tmpdir(), "shop-mail-")),
  });
  const worker = startMailWorker({ db: database.db, transport, log });
  await worker.kick();
  await worker.stop();
}

const outboxRow = () =>
  database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();

describe(`mail outbox (${databaseKind})`, () => {
  it("keeps a message whose last attempt fails, logs it at error, and sends it after a retry", async () => {
    const down = await startSmtpServer();
    await down.close();
    const message = { to: "ana@example.pt", subject: "Olá", html: "<p>Olá</p>", text: "Olá Ana" };
    await enqueueMail(database.db, "test", message);
    await database.db
      .updateTable("email_outbox")
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();

    const { lines, log } = capturingLogger();
    await sendOnce(down.url, log);
    const failed = await outboxRow();
    expect(failed).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS });
    expect(failed.last_error).toBeTruthy();
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, mailId: failed.id }));
    expect(await countFailedMail(database.db)).toBe(1);

    expect(await retryFailedMail(database.db)).toBe(1);
    expect(await outboxRow()).toMatchObject({ status: "PENDING", attempts: 0 });
    const smtp = await startSmtpServer();
    try {
      await sendOnce(smtp.url);
      await smtp.waitFor("ana@example.pt", /Olá Ana/);
    } finally {
      await smtp.close();
    }
    expect(await outboxRow()).toMatchObject({ status: "SENT" });
    expect(await countFailedMail(database.db)).toBe(0);
  });
});
