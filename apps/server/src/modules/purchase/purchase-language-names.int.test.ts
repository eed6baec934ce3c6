import type { Language } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { nextAddress, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { deliveredPurchase } from "../../../test/returns.ts";
import { staffSession } from "../../../test/staff.ts";
import { ORDER_PAGE_PATH, orderLinksRepository } from "./order-links.repository.ts";

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;

const SANDALS_PT = "Sandálias de pele entrançada";
const SANDALS_EN = "Braided leather sandals";
/** Product 2 has no English: an English purchase names it in Portuguese. */
const BOOTS_PT = "Botas altas de camurça";

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  owner = await staffSession(shop, "owner");
  await shop.database.db
    .updateTable("products")
    .set({ title_en: SANDALS_EN })
    .where("id", "=", 1)
    .execute();
  for (const size of ["36", "38"]) await setOnlineStock(shop.database, 1, size, 10);
  await setOnlineStock(shop.database, 2, "37", 10);
});
afterAll(async () => {
  await shop?.close();
});

const ACCEPT: Record<Language, string> = { en: "en-GB,en;q=0.9", pt: "pt-PT" };

/** A purchase of both products delivered in Spain, placed on a page of `language`. */
async function purchaseIn(language: Language) {
  const body = purchaseBody({
    cart: { "1": { id: 1, quantities: { "36": 1 } }, "2": { id: 2, quantities: { "37": 1 } } },
    addressDelivery: {
      name: "Ana Silva",
      country: 2,
      street: "Calle Mayor 1",
      city: "Madrid",
      postalCode: "28013",
    },
  });
  const generated = await shop.app.inject({
    method: "POST",
    url: "/api/public/purchase/generate",
    payload: body,
    headers: { "accept-language": ACCEPT[language] },
    remoteAddress: nextAddress(),
  });
  expect(generated.statusCode, generated.body).toBe(200);
  const { idShort } = generated.json().data as { idShort: string };
  const purchase = await shop.database.db
    .selectFrom("purchases")
    .select(["id", "language"])
    .where("id_short", "=", idShort)
    .executeTakeFirstOrThrow();
  expect(purchase.language).toBe(language);
  return { idShort, id: purchase.id, email: (body.contacts as { email: string }).email };
}

const EXPECTED = {
  en: { titles: [SANDALS_EN, BOOTS_PT], place: "28013, Spain" },
  pt: { titles: [SANDALS_PT, BOOTS_PT], place: "28013, Espanha" },
} as const;

describe(`a purchase's product names in its language (${databaseKind})`, () => {
  it.each(["en", "pt"] as const)(
    "%s: its confirmation, withdrawal form and order page name the products in it, the back office in Portuguese",
    async (language) => {
      const { idShort, id, email } = await purchaseIn(language);
      const { titles, place } = EXPECTED[language];

      const mail = await shop.database.db
        .selectFrom("email_outbox")
        .select(["text", "html", "attachment"])
        .where("recipient", "=", email)
        .where("kind", "=", "PURCHASE_GENERATED")
        .executeTakeFirstOrThrow();
      for (const title of titles) {
        expect(mail.text).toContain(title);
        expect(mail.html).toContain(title);
      }
      if (language === "en") expect(mail.text).not.toContain(SANDALS_PT);
      const form = mail.attachment?.kind === "withdrawal-form" ? mail.attachment.form : null;
      expect(JSON.stringify(form)).toContain(`1 × ${titles[0]} (`);
      expect(JSON.stringify(form)).toContain(`1 × ${BOOTS_PT} (`);

      const path = await orderLinksRepository.create(shop.database.db, id);
      const page = await shop.app.inject({
        method: "GET",
        url: `/api/public/orders/${path.slice(ORDER_PAGE_PATH.length)}`,
        remoteAddress: nextAddress(),
      });
      expect(page.statusCode, page.body).toBe(200);
      const order = page.json().data as { lines: { title: string }[]; deliveryPlace: string };
      expect(order.lines.map((line) => line.title)).toEqual(titles);
      expect(order.deliveryPlace).toBe(place);

      const staff = await owner.call("GET", `/orders/${idShort}`);
      expect(staff.statusCode, staff.body).toBe(200);
      expect(staff.body).toContain(SANDALS_PT);
      expect(staff.body).not.toContain(SANDALS_EN);
    },
  );

  it.each(["en", "pt"] as const)(
    "%s: its returns, on the account's order page and in their emails, name the products in it",
    async (language) => {
      const purchase = await deliveredPurchase(shop, owner.call, { language });
      const { customer } = purchase;
      const asked = await customer.call("POST", `/users/client/purchase/${purchase.id}/returns`, {
        kind: "RETURN",
        reason: "TOO_BIG",
        note: "",
        lines: [{ productId: 1, size: "38", quantity: 1, exchangeSize: null }],
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const title = EXPECTED[language].titles[0];

      const page = await customer.call("GET", `/users/client/purchase/${purchase.id}/order`);
      expect(page.statusCode, page.body).toBe(200);
      const order = page.json().data as {
        lines: { title: string }[];
        returns: { lines: { title: string }[]; returns: { lines: { title: string }[] }[] };
      };
      expect(order.lines.map((line) => line.title)).toEqual([title, title]);
      expect(order.returns.lines.map((line) => line.title)).toEqual([title]);
      expect(order.returns.returns[0]?.lines.map((line) => line.title)).toEqual([title]);

      const mail = await shop.database.db
        .selectFrom("email_outbox")
        .select("text")
        .where("recipient", "=", customer.user.email)
        .where("kind", "=", "RETURN_REQUESTED")
        .executeTakeFirstOrThrow();
      expect(mail.text).toContain(title);
    },
  );
});
