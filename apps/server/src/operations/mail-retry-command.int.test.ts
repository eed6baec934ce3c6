import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { startEmbeddedShop } from "../../test/embedded-shop.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { runMailRetry } from "./mail-retry-command.ts";

let shop: TestApp;
let closed = false;

beforeAll(async () => {
  shop = await startEmbeddedShop();
  await shop.app.shop.mail.stop();
});
afterAll(() => (closed ? undefined : shop?.close()));

async function failMessage(to: string) {
  const db = shop.database.db;
  await enqueueMail(db, "test", { to, subject: "Olá", html: "<p>Olá</p>", text: "Olá" });
  await db
    .updateTable("email_outbox")
    .set({ status: "FAILED" })
    .where("recipient", "=", to)
    .execute();
}

const statusOf = async (to: string) =>
  (
    await shop.database.db
      .selectFrom("email_outbox")
      .select("status")
      .where("recipient", "=", to)
      .executeTakeFirstOrThrow()
  ).status;

describe("npm run mail:retry on the embedded database", () => {
  it("queues failed messages again through the running shop", async () => {
    await failMessage("ana@example.pt");
    expect(await runMailRetry(shop.config)).toBe(1);
    expect(await statusOf("ana@example.pt")).toBe("PENDING");
  });

  it("opens the database itself when no shop runs", async () => {
    await failMessage("rui@example.pt");
    await shop.close();
    closed = true;
    expect(await runMailRetry(shop.config)).toBe(1);
  });
});
