import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { mimeAttachments, pdfText } from "../../test/pdf-text.ts";
import { generate, purchaseBody, setOnlineStock } from "../../test/purchases.ts";
import { startSmtpServer } from "../../test/smtp.ts";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let shop: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestApp({ prepare: insertCatalogueFixture, config: { SMTP_URL: smtp.url } });
  await setOnlineStock(shop.database, 1, "36", 5);
  await setOnlineStock(shop.database, 1, "38", 5);
});
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

describe(`the order confirmation on a durable medium (${databaseKind})`, () => {
  it("carries the withdrawal terms, the legal guarantee and the model form as a PDF made for the order", async () => {
    const body = purchaseBody();
    const email = (body.contacts as { email: string }).email;
    const generated = await generate(shop, body);
    expect(generated.statusCode).toBe(200);
    const [, reference] = await smtp.waitFor(email, /Encomenda (\w+) registada/);

    const mail = smtp.received.find((received) => received.to.includes(email));
    expect(mail?.text).toContain("Direito de livre resolução");
    expect(mail?.text).toMatch(/no prazo de 14 dias de calendário a contar do dia em que formos/);
    expect(mail?.text).toContain("Garantia legal de conformidade");
    expect(mail?.text).toMatch(/se manifeste no prazo de 3 anos/);
    expect(mail?.text).toContain("/livre-resolucao");
    expect(mail?.text).not.toMatch(/dias úteis/);

    const pdf = mimeAttachments(mail?.raw ?? "").get("formulario-livre-resolucao.pdf");
    expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
    const [page] = await pdfText(new Uint8Array(pdf ?? []));
    expect(page).toContain("Modelo de formulário de livre resolução");
    expect(page).toContain(`Encomenda ${reference}`);
    expect(page).toMatch(/1 × .+ \(tamanho 36\)/);
    expect(page).toContain("Nome do(s) consumidor(es)");
  });

  it("is in English, and the purchase keeps its language, when it was placed on an English page", async () => {
    const body = purchaseBody();
    const email = (body.contacts as { email: string }).email;
    const generated = await shop.app.inject({
      method: "POST",
      url: "/api/public/purchase/generate",
      payload: body,
      remoteAddress: "203.0.113.90",
      headers: { "accept-language": "en" },
    });
    expect(generated.statusCode).toBe(200);
    const [, reference] = await smtp.waitFor(email, /Order (\w+) placed/);
    const purchase = await shop.database.db
      .selectFrom("purchases")
      .select("language")
      .where("id_short", "=", reference ?? "")
      .executeTakeFirstOrThrow();
    expect(purchase.language).toBe("en");

    const mail = smtp.received.find((received) => received.to.includes(email));
    expect(mail?.text).toContain('<html lang="en">');
    expect(mail?.text).toContain("Thank you for your order");
    expect(mail?.text).toContain(`We have registered your order with the code ${reference}.`);
    expect(mail?.text).toMatch(/Total \(VAT included\): €\d+\.\d\d/);
    expect(mail?.text).toMatch(/\(size 3\d\)/);
    expect(mail?.text).toContain("Right of withdrawal");
    expect(mail?.text).toContain("Legal guarantee of conformity");
    expect(mail?.text).toContain("/en/withdrawal");
    expect(mail?.text).toContain("/en/terms");
    expect(mail?.text).not.toMatch(/Encomenda|Obrigado|Pagamento|tamanho|IVA/);

    // The model form attached is the Directive's English annex, filled for the order.
    const pdf = mimeAttachments(mail?.raw ?? "").get("withdrawal-form.pdf");
    expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
    const [page] = await pdfText(new Uint8Array(pdf ?? []));
    expect(page).toContain("Model withdrawal form");
    expect(page).toContain(`Order ${reference}`);
    expect(page).toMatch(/1 × .+ \(size 3\d\)/);
    expect(page).toContain("Name of consumer(s)");
    expect(page).not.toMatch(/Encomenda|tamanho|consumidor/);
  });

  it("attaches nothing to the other emails of the order", async () => {
    const rows = await shop.database.db
      .selectFrom("email_outbox")
      .select(["kind", "attachment"])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.attachment?.kind ?? null).toBe(
        row.kind === "PURCHASE_GENERATED" ? "withdrawal-form" : null,
      );
    }
  });
});
