import { checkoutMessages } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { statusesAtOnce } from "../../../test/limits.ts";
import { generate, nextAddress, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { purchaseLimits } from "../../config/limits.ts";

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => shop?.close());
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 50);
  await setOnlineStock(shop.database, 1, "38", 50);
});

let keys = 0;
let phones = 0;
/** A Portuguese mobile number no other test pushes to, as its 9 digits. */
const newPhone = () => {
  phones += 1;
  return `93${String(phones).padStart(7, "0")}`;
};

type Owner = { idShort: string; idempotencyKey: string };

/** A guest's new MB WAY purchase, and what proves it is hers: its idShort and checkout key. */
async function mbwayPurchase(): Promise<Owner> {
  keys += 1;
  const idempotencyKey = `mbway-test-${Date.now()}-${keys}`;
  const generated = await generate(shop, {
    ...purchaseBody({ paymentMethod: "MBWAY" }),
    idempotencyKey,
  });
  expect(generated.statusCode).toBe(200);
  return { idShort: generated.json().data.idShort as string, idempotencyKey };
}

const requestMbway = (body: object, remoteAddress = nextAddress()) =>
  shop.app.inject({
    method: "POST",
    url: "/api/public/purchase/mbway",
    payload: body,
    remoteAddress,
  });

/** The phones the sandbox provider was asked to push `idShort`'s requests to. */
async function pushedPhones(idShort: string) {
  const rows = await shop.database.db
    .selectFrom("sandbox_mbway_requests")
    .select("phone")
    .where("order_id", "=", idShort)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.phone);
}

/** Ends the purchase's pending request, as the phone's owner refusing it would. */
async function refuseOnPhone(owner: Owner) {
  await shop.database.db
    .updateTable("sandbox_mbway_requests")
    .set({ status: "REFUSED" })
    .where("order_id", "=", owner.idShort)
    .execute();
  const status = await shop.app.inject({
    method: "POST",
    url: "/api/public/purchase/mbway/status",
    payload: owner,
    remoteAddress: nextAddress(),
  });
  expect(status.json().data.request.status).toBe("REFUSED");
}

describe(`the MB WAY limit per phone (${databaseKind})`, () => {
  it("is not used up by a stranger's calls for a purchase that is not his", async () => {
    const victim = await mbwayPurchase();
    const phone = newPhone();
    const stranger = { idShort: victim.idShort, idempotencyKey: "guessed-key-0123456789", phone };
    const fromEverywhere = await statusesAtOnce(60, () => requestMbway(stranger));
    expect(fromEverywhere).toEqual(Array(60).fill(404));
    const unknown = { ...stranger, idShort: "ZZZZZZZZ" };
    expect(await statusesAtOnce(10, () => requestMbway(unknown))).toEqual(Array(10).fill(404));

    const answer = await requestMbway({ ...victim, phone });
    expect(answer.statusCode).toBe(200);
    expect(await pushedPhones(victim.idShort)).toEqual([phone]);
  });

  it("still counts a stranger's calls per client address before looking the purchase up", async () => {
    const victim = await mbwayPurchase();
    const address = nextAddress();
    const { max } = purchaseLimits.mbwayPerAddress;
    const stranger = { idShort: victim.idShort, idempotencyKey: null, phone: newPhone() };
    const statuses = await statusesAtOnce(max + 5, () => requestMbway(stranger, address));
    expect(statuses.filter((status) => status === 404)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("counts only requests really pushed: a pending one answered again costs nothing", async () => {
    const phone = newPhone();
    const { max } = purchaseLimits.mbwayPerPhone;
    const first = await mbwayPurchase();
    for (let call = 0; call < 3; call += 1)
      expect((await requestMbway({ ...first, phone })).statusCode).toBe(200);
    await refuseOnPhone(first);
    expect((await requestMbway({ ...first, phone })).statusCode).toBe(200);
    expect(await pushedPhones(first.idShort)).toEqual([phone, phone]);
    for (let pushed = 2; pushed < max; pushed += 1) {
      const owner = await mbwayPurchase();
      for (let call = 0; call < 3; call += 1)
        expect((await requestMbway({ ...owner, phone })).statusCode).toBe(200);
      expect(await pushedPhones(owner.idShort)).toEqual([phone]);
    }
    const oneTooMany = await mbwayPurchase();
    const refused = await requestMbway({ ...oneTooMany, phone });
    expect(refused.statusCode).toBe(429);
    expect(await pushedPhones(oneTooMany.idShort)).toEqual([]);
  });
});

describe(`MB WAY phones written in any usual way (${databaseKind})`, () => {
  it.each([
    ["+351 961 234 567", "961234567"],
    ["00351961234568", "961234568"],
    ["(351) 961 234 569", "961234569"],
    ["(+351) 961-234-570", "961234570"],
    ["961-234-571", "961234571"],
    ["96 123 45 72", "961234572"],
    ["96.123.45.73", "961234573"],
  ])("pushes %s to %s", async (typed, digits) => {
    const owner = await mbwayPurchase();
    const answer = await requestMbway({ ...owner, phone: typed });
    expect(answer.statusCode).toBe(200);
    expect(await pushedPhones(owner.idShort)).toEqual([digits]);
    const request = await shop.database.db
      .selectFrom("mbway_requests as r")
      .innerJoin("purchases as p", "p.id", "r.purchase_id")
      .select("r.phone")
      .where("p.id_short", "=", owner.idShort)
      .executeTakeFirstOrThrow();
    expect(request.phone).toBe(digits);
  });

  it.each([
    ["a Spanish mobile", "+34 600 112 233"],
    ["ten digits", "9612345678"],
    ["ten digits after +351", "+351 9612345678"],
    ["eight digits", "96123456"],
    ["a letter", "96123456a"],
    ["a landline", "213 420 118"],
  ])("refuses %s (%s) with 400 on the phone, pushing nothing", async (_case, phone) => {
    const owner = await mbwayPurchase();
    const answer = await requestMbway({ ...owner, phone });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({ phone: checkoutMessages.mbwayPhone });
    expect(await pushedPhones(owner.idShort)).toEqual([]);
  });
});

describe(`contact and account phones written in any usual way (${databaseKind})`, () => {
  it("keeps a purchase's contact phone as its 9 digits, and refuses one a digit too long", async () => {
    const generated = await generate(
      shop,
      purchaseBody({ contacts: { email: "rui@example.pt", phone: "+351 961 234 567" } }),
    );
    const stored = await shop.database.db
      .selectFrom("purchases")
      .select("contact_phone")
      .where("id_short", "=", generated.json().data.idShort)
      .executeTakeFirstOrThrow();
    expect(stored.contact_phone).toBe("961234567");

    const tooLong = await generate(
      shop,
      purchaseBody({ contacts: { email: "rui@example.pt", phone: "(351) 9612345678" } }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().error.fields)).toEqual(["contacts.phone"]);
  });

  it("keeps an account's phone as its 9 digits, and refuses a foreign one", async () => {
    const register = (email: string, phone: string) =>
      as(shop, null)("POST", "/users/client", {
        name: "Rui Sousa",
        email,
        password: "sapatos-2026",
        phone,
      });
    const made = await register("rui.sousa@example.pt", "00351 961 234 567");
    expect(made.statusCode).toBe(200);
    expect(made.json().data.user.phone).toBe("961234567");
    const foreign = await register("rui.foreign@example.pt", "+34 600 112 233");
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().error.fields)).toEqual(["phone"]);
  });
});
