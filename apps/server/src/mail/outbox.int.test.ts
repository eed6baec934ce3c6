import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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

  it("stops after the message it is sending; the rest of its batch goes back to the queue", async () => {
    await database.db.deleteFrom("email_outbox").execute();
    for (const to of ["a@example.pt", "b@example.pt", "c@example.pt"])
      await enqueueMail(database.db, "test", {
        to,
        subject: "Olá",
        html: "<p>Olá</p>",
        text: "Olá",
      });
    let release = () => {};
    const sent: string[] = [];
    // The SMTP edge, held on its first message until the worker has been told to stop.
    const transport = {
      send: (message: { to: string }) =>
        new Promise<void>((resolve) => {
          sent.push(message.to);
          release = resolve;
        }),
      close: () => undefined,
    };
    const worker = startMailWorker({ db: database.db, transport, log: capturingLogger().log });
    void worker.kick();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const stopping = worker.stop();
    release();
    await stopping;
    const rows = await database.db
      .selectFrom("email_outbox")
      .select(["recipient", "status", "attempts"])
      .orderBy("id")
      .execute();
    expect(sent).toHaveLength(1);
    for (const row of rows) {
      expect(row).toEqual(
        row.recipient === sent[0]
          ? { recipient: sent[0], status: "SENT", attempts: 1 }
          : { recipient: row.recipient, status: "PENDING", attempts: 0 },
      );
    }
  });
});
