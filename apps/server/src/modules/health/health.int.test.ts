import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { enqueueMail } from "../../mail/outbox.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
});
// The last test closes the database under the running app: the app's own closing cannot then
// stop its database listeners, which is what this rejection reports.
afterAll(() => shop?.app.close().catch(() => undefined));

const health = (url = "/api/health") => shop.app.inject({ method: "GET", url });

describe(`health (${databaseKind})`, () => {
  it("is ready and counts the mail the worker gave up on, with no personal data", async () => {
    const message = { to: "ana@example.pt", subject: "Olá", html: "<p>Olá</p>", text: "Olá" };
    await enqueueMail(shop.database.db, "test", message);
    await shop.database.db.updateTable("email_outbox").set({ status: "FAILED" }).execute();
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      data: { ready: true, failedMail: 1, failedInvoices: 0 },
    });
  });

  it("answers 503 with the envelope while a migration is pending", async () => {
    await sql`DELETE FROM schema_migrations
      WHERE name = (SELECT max(name) FROM schema_migrations)`.execute(shop.database.db);
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ valid: false, error: { code: "UNAVAILABLE" } });
  });

  it("answers 503 when the database is gone, and stays live", async () => {
    await shop.database.close();
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ valid: false, error: { code: "UNAVAILABLE" } });
    const live = await health("/api/health/live");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ valid: true, data: { live: true } });
  });
});
