import type { Language } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKind } from "../../../test/database.ts";
import { nextAddress, setOnlineStock } from "../../../test/purchases.ts";
import {
  CHIADO,
  newEmail,
  type ReservationShop,
  reservationBody,
  reservationShop,
} from "../../../test/reservations.ts";
import { staffSession } from "../../../test/staff.ts";

let t: ReservationShop;
let manager: Awaited<ReturnType<typeof staffSession>>;

const BOOTS_PT = "Botas altas de camurça";
const BOOTS_EN = "Tall suede boots";
/** Product 1's English is blank: an English page names it in Portuguese. */
const SANDALS_PT = "Sandálias de pele entrançada";

beforeAll(async () => {
  t = await reservationShop();
  manager = await staffSession(t.shop, "manager");
  const products = (id: number, title_en: string) =>
    t.db.updateTable("products").set({ title_en }).where("id", "=", id).execute();
  await products(2, BOOTS_EN);
  await products(1, "  ");
});
afterAll(async () => {
  await t?.close();
});

const ACCEPT: Record<Language, string> = { en: "en-GB,en;q=0.9", pt: "pt-PT" };

/** A storefront call from a page of `language` (its Accept-Language). */
const from = (language: Language, method: "GET" | "POST", url: string, payload?: object) =>
  t.shop.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: { "accept-language": ACCEPT[language] },
    remoteAddress: nextAddress(),
  });

/** The text of the email of `kind` queued for `to`, once it is there. */
async function mailOf(to: string, kind: string) {
  for (let i = 0; i < 200; i += 1) {
    const mail = await t.db
      .selectFrom("email_outbox")
      .select("text")
      .where("recipient", "=", to)
      .where("kind", "=", kind)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} email to ${to}`);
}

const codeIn = (text: string, pattern: RegExp) => {
  const code = text.match(pattern)?.[1];
  if (!code) throw new Error(`no link ${pattern} in ${text}`);
  return code;
};

/** The page asked for in Portuguese: the product's name follows the reservation's, not it. */
const OTHER: Record<Language, Language> = { en: "pt", pt: "en" };

describe.each([
  ["en", BOOTS_EN],
  ["pt", BOOTS_PT],
] as const)(`a product's name in a request of %s (${databaseKind})`, (language, title) => {
  it("a store reservation's emails and customer page name it so, the back office in Portuguese", async () => {
    await t.setStoreStock(2, "38", CHIADO, 3);
    const body = reservationBody();
    const reserved = await from(language, "POST", "/public/reservations", body);
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json().data.title).toBe(title);
    const made = await mailOf(body.email, "STORE_RESERVATION");
    expect(made).toContain(title);
    if (language === "en") expect(made).not.toContain(BOOTS_PT);
    const code = codeIn(made, /\/(?:reservas|en\/reservations)\/([\w-]{43})/);

    const page = await from(OTHER[language], "GET", `/public/reservations/${code}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.title).toBe(title);

    const id = await t.idOf(body.email);
    const listed = await manager.call("GET", "/reservations");
    const row = (listed.json().data.items as { id: number; title: string }[]).find(
      (item) => item.id === id,
    );
    expect(row?.title).toBe(BOOTS_PT);
    const ready = await manager.call("POST", `/reservations/${id}/ready`);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data.title).toBe(BOOTS_PT);
    expect(await mailOf(body.email, "STORE_RESERVATION_READY")).toContain(title);

    const cancelled = await from(language, "POST", `/public/reservations/${code}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.title).toBe(title);
  });

  it("a size alert's emails and its confirm and cancel pages name it so", async () => {
    await setOnlineStock(t.shop.database, 2, "37", 0);
    const email = newEmail();
    const asked = await from(language, "POST", "/public/size-alerts", {
      productId: 2,
      size: "37",
      email,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const confirmation = await mailOf(email, "SIZE_ALERT_CONFIRMATION");
    expect(confirmation).toContain(title);
    if (language === "en") expect(confirmation).not.toContain(BOOTS_PT);

    const code = codeIn(confirmation, /size-alerts\/confirm\/([\w-]{43})/);
    const confirmed = await from(OTHER[language], "POST", "/public/size-alerts/confirm", { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ productId: 2, title, size: "37" });

    const restocked = await manager.call("POST", "/stock/products/2/movements", {
      movements: [{ size: "37", storeId: null, reason: "received", quantity: 1 }],
      note: "",
    });
    expect(restocked.statusCode, restocked.body).toBe(200);
    const back = await mailOf(email, "SIZE_ALERT");
    expect(back).toContain(title);
    if (language === "en") expect(back).not.toContain(BOOTS_PT);

    const unsubscribe = codeIn(back, /size-alerts\/unsubscribe\/([\w-]{43})/);
    const ended = await from(OTHER[language], "POST", "/public/size-alerts/unsubscribe", {
      code: unsubscribe,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.title).toBe(title);
    await setOnlineStock(t.shop.database, 2, "37", 0);
  });
});

describe(`a product without English (${databaseKind})`, () => {
  it("is named in Portuguese by an English reservation and an English size alert", async () => {
    await t.setStoreStock(1, "36", CHIADO, 2);
    const body = reservationBody({ productId: 1, size: "36" });
    const reserved = await from("en", "POST", "/public/reservations", body);
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json().data.title).toBe(SANDALS_PT);
    expect(await mailOf(body.email, "STORE_RESERVATION")).toContain(SANDALS_PT);

    await setOnlineStock(t.shop.database, 1, "36", 0);
    const email = newEmail();
    const asked = await from("en", "POST", "/public/size-alerts", {
      productId: 1,
      size: "36",
      email,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const confirmation = await mailOf(email, "SIZE_ALERT_CONFIRMATION");
    expect(confirmation).toContain(SANDALS_PT);
    const code = codeIn(confirmation, /size-alerts\/confirm\/([\w-]{43})/);
    const confirmed = await from("en", "POST", "/public/size-alerts/confirm", { code });
    expect(confirmed.json().data.title).toBe(SANDALS_PT);
  });
});
