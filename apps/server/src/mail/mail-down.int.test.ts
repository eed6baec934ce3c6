import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { generate, mailsOfKind, purchaseBody, setOnlineStock } from "../../test/purchases.ts";
import { startSmtpServer } from "../../test/smtp.ts";

let shop: TestApp;
let port: number;

beforeAll(async () => {
  const smtp = await startSmtpServer();
  port = smtp.port;
  await smtp.close();
  shop = await createTestApp({
    prepare: insertCatalogueFixture,
    config: { SMTP_URL: `smtp://127.0.0.1:${port}` },
  });
  await setOnlineStock(shop.database, 1, "36", 5);
});
afterAll(() => shop?.close());

describe(`the mail server down while a purchase is made (${databaseKind})`, () => {
  it("sells, keeps the email, and sends it once when a mail server answers", async () => {
    const body = purchaseBody({ cart: { "1": { id: 1, quantities: { "36": 1 } } } });
    const response = await generate(shop, body);
    expect(response.statusCode).toBe(200);
    await shop.app.shop.mail.kick();
    const [waiting] = await mailsOfKind(shop.database, "PURCHASE_GENERATED");
    expect(waiting).toMatchObject({
      status: "PENDING",
      attempts: 1,
      recipient: body.contacts.email,
    });
    expect(waiting?.last_error).toBeTruthy();

    const smtp = await startSmtpServer(port);
    try {
      // The back-off of the first failure (a minute) has passed.
      await shop.database.db
        .updateTable("email_outbox")
        .set({ next_attempt_at: new Date() })
        .execute();
      await shop.app.shop.mail.kick();
      await smtp.waitFor(body.contacts.email, /Registámos a sua encomenda/);
      await shop.app.shop.mail.kick();
      expect(smtp.received).toHaveLength(1);
      const [sent] = await mailsOfKind(shop.database, "PURCHASE_GENERATED");
      expect(sent).toMatchObject({ status: "SENT", attempts: 2 });
    } finally {
      await smtp.close();
    }
  });
});
