import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, confirmEmail, linkMailed, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByCard, unpaidOrder } from "../../../test/orders.ts";
import { setOnlineStock } from "../../../test/purchases.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 20);
  await setOnlineStock(shop.database, 1, "38", 20);
});

const guestPurchase = (email: string) =>
  paidByCard(shop, { contacts: { email, phone: "(351) 912345678" } });
const idsOf = async (call: ReturnType<typeof as>) =>
  ((await call("GET", "/users/client/purchases")).json().data as { idShort: string }[]).map(
    (purchase) => purchase.idShort,
  );

describe(`guest purchases of a confirmed email (${databaseKind})`, () => {
  it("join the account once its email is confirmed, and only its email's", async () => {
    const email = `convidada.${Date.now()}@example.pt`;
    const earlier = await guestPurchase(email.toUpperCase());
    const someoneElse = await guestPurchase(`outra.${Date.now()}@example.pt`);
    const { call, body } = await registered(shop, { email });
    expect(await idsOf(call)).toEqual([]);

    await confirmEmail(shop, body.email);
    expect(await idsOf(call)).toEqual([earlier.idShort]);
    expect(await idsOf(call)).not.toContain(someoneElse.idShort);
    const products = await call("GET", `/users/client/purchase/${earlier.id}/products`);
    expect(products.statusCode).toBe(200);
  });

  it("stay a guest's while the account's email is not confirmed", async () => {
    const email = `porconfirmar.${Date.now()}@example.pt`;
    const earlier = await unpaidOrder(shop, { contacts: { email, phone: "(351) 912345678" } });
    const { call } = await registered(shop, { email });
    expect(await idsOf(call)).toEqual([]);
    const products = await call("GET", `/users/client/purchase/${earlier.id}/products`);
    expect(products.statusCode).toBe(404);
  });

  it("join the account when a recovery link proves the email", async () => {
    const email = `recupera.${Date.now()}@example.pt`;
    const earlier = await guestPurchase(email);
    await registered(shop, { email });
    await as(shop, null)("POST", "/users/client/recover/send", { email });
    const recoveryToken = await linkMailed(
      shop,
      email,
      "PASSWORD_RECOVERY",
      /\/sign\/recover\/([\w-]{43})/,
    );
    const performed = await as(shop, null)("POST", "/users/client/recover/perform", {
      recoveryToken,
      password: "nova-senha-2026",
    });
    expect(performed.statusCode).toBe(200);
    const signedIn = await as(shop, null)("POST", "/users/client/token", {
      email,
      password: "nova-senha-2026",
    });
    const token = signedIn.json().data.token as string;
    expect(await idsOf(as(shop, token))).toEqual([earlier.idShort]);
  });
});
