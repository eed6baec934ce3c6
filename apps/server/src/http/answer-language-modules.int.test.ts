import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { databaseKind } from "../../test/database.ts";
import { insertCatalogueFixture } from "../../test/fixtures.ts";
import { nextAddress } from "../../test/purchases.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(async () => {
  await shop?.close();
});

/** A storefront call, from an English page or with no language said; answers the error. */
async function refusal(
  language: "en" | null,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) {
  const response = await shop.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: language ? { "accept-language": language } : {},
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  return response.json().error as { message: string; fields?: Record<string, string> };
}

const TOKEN = "Zr8bQ2xL0kT5mN7pV1cW3yH6jF9dS4aE2gU8iO0qR5t";

describe(`the modules' refusals in the request's language (${databaseKind})`, () => {
  it("the contact form's fields", async () => {
    const body = { name: "", email: "ana", message: "" };
    const english = await refusal("en", "POST", "/api/public/contact", body);
    expect(english.fields).toMatchObject({
      name: "Enter your name.",
      email: "Enter a valid email.",
      message: "Write your message.",
    });
    const portuguese = await refusal(null, "POST", "/api/public/contact", body);
    expect(portuguese.fields).toMatchObject({
      name: "Indique o seu nome.",
      message: "Escreva a sua mensagem.",
    });
  });

  it("a store reservation, a gift card and a withdrawal", async () => {
    const reservation = await refusal("en", "POST", "/api/public/reservations", {
      productId: 987654,
      size: "38",
      storeId: 1,
      pickupDay: "today",
      name: "Ana",
      email: "ana@example.pt",
      phone: "912345678",
      payment: "IN_STORE",
    });
    expect(reservation.message).toBe("This product is no longer for sale.");

    const card = await refusal("en", "POST", "/api/public/gift-cards/balance", {
      code: "AAAA-BBBB-CCCC-DDDD",
    });
    expect(card.message).toBe("We found no gift card with this code. Check the code.");

    const lookup = { reference: "ZZ99ZZ99", email: "ana@example.pt" };
    const withdrawal = await refusal("en", "POST", "/api/public/withdrawals/preview", lookup);
    expect(withdrawal.message).toBe(
      "We found no order with this code and this email. Check both in the order's email.",
    );
    expect((await refusal(null, "POST", "/api/public/withdrawals/preview", lookup)).message).toBe(
      "Não encontrámos nenhuma encomenda com este código e este email. Confirme os dois no email da encomenda.",
    );
  });

  it("the order page's link, an invoice's link and a picture that does not exist", async () => {
    const order = await refusal("en", "GET", `/api/public/orders/${TOKEN}`);
    expect(order.message).toBe("This link does not exist or has been disabled.");
    const cancel = await refusal("en", "POST", `/api/public/orders/${TOKEN}/cancel`, {});
    expect(cancel.message).toBe("This link does not exist or has been disabled.");
    const invoice = await refusal("en", "GET", `/api/public/invoices/${TOKEN}`);
    expect(invoice.message).toBe("The invoice does not exist or is still being issued.");
    const picture = await refusal("en", "GET", "/media/..%2F..%2Fetc%2Fpasswd");
    expect(picture.message).toBe("The picture asked for does not exist.");
    expect((await refusal(null, "GET", "/media/..%2F..%2Fetc%2Fpasswd")).message).toBe(
      "A imagem pedida não existe.",
    );
  });
});
