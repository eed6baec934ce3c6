import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import {
  countRows,
  generate,
  mailsOfKind,
  nextAddress,
  onlineStock,
  post,
  purchaseBody,
  setOnlineStock,
} from "../../../test/purchases.ts";
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

const oneSandal = { "1": { id: 1, quantities: { "36": 1 } } };
const withEmail = (email: string, overrides: Record<string, unknown> = {}) =>
  purchaseBody({
    cart: oneSandal,
    contacts: { email, phone: "912345678" },
    ...overrides,
  });
const unknownCountry = { ...purchaseBody().addressDelivery, country: 999 };
let keys = 0;
const newKey = () => {
  keys += 1;
  return `checkout-key-${Date.now()}-${keys}`;
};

async function payReference(data: {
  paymentEntity: string;
  paymentReference: string;
  paymentValue: number;
}) {
  return post(shop, "/dev/payments/multibanco/pay", {
    entity: data.paymentEntity,
    reference: data.paymentReference,
    value: data.paymentValue,
  });
}

describe(`limits of purchase generation (${databaseKind})`, () => {
  it("limits the attempts of one client address, whatever the email", async () => {
    const address = nextAddress();
    const { max } = purchaseLimits.generatePerAddress;
    for (let i = 0; i < max; i += 1) {
      const response = await generate(
        shop,
        purchaseBody({ addressDelivery: unknownCountry }),
        address,
      );
      expect(response.statusCode).toBe(400);
    }
    const refused = await generate(shop, purchaseBody(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect((await generate(shop, purchaseBody())).statusCode).toBe(200);
  });

  it("limits the attempts of one contact email, whatever the address", async () => {
    const { max } = purchaseLimits.generatePerEmail;
    for (let i = 0; i < max; i += 1) {
      const body = withEmail("rita@example.pt", { addressDelivery: unknownCountry });
      expect((await generate(shop, body)).statusCode).toBe(400);
    }
    const mails = await countRows(shop.database, "email_outbox");
    const refused = await generate(shop, withEmail("RITA@example.pt"));
    expect(refused.statusCode).toBe(429);
    expect(await countRows(shop.database, "email_outbox")).toBe(mails);
  });
});

describe(`unpaid purchases open at once (${databaseKind})`, () => {
  it("refuses a 4th unpaid purchase of one email until one is paid", async () => {
    const stock = await onlineStock(shop.database, 1, "36");
    const first = (await generate(shop, withEmail("joao@example.pt"))).json().data;
    await generate(shop, withEmail("Joao@Example.pt"));
    await generate(shop, withEmail("joao@example.pt", { paymentMethod: "CREDIT" }));
    const refused = await generate(shop, withEmail("joao@example.pt"));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      "Há demasiadas encomendas por pagar em seu nome (no máximo 3). Pague uma delas, ou aguarde que expire, antes de fazer outra.",
    );
    expect(await onlineStock(shop.database, 1, "36")).toBe(stock - 3);
    expect((await payReference(first)).statusCode).toBe(200);
    expect((await generate(shop, withEmail("joao@example.pt"))).statusCode).toBe(200);
  });

  it("refuses a 4th unpaid purchase from one address until one expires", async () => {
    const address = nextAddress();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await generate(shop, purchaseBody({ cart: oneSandal }), address);
      ids.push(response.json().data.id);
    }
    expect((await generate(shop, purchaseBody({ cart: oneSandal }), address)).statusCode).toBe(429);
    await shop.database.db
      .updateTable("purchases")
      .set({ payment_expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", ids[0] as number)
      .execute();
    expect((await generate(shop, purchaseBody({ cart: oneSandal }), address)).statusCode).toBe(200);
  });

  it("lets only 3 of many simultaneous generations of one email through", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => generate(shop, withEmail("ines@example.pt"))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });
});

describe(`generating with the checkout's key (${databaseKind})`, () => {
  it("answers the same purchase for the same key, reserving and mailing once", async () => {
    const idempotencyKey = newKey();
    const body = { ...purchaseBody(), idempotencyKey };
    const stock = await onlineStock(shop.database, 1, "38");
    const mails = (await mailsOfKind(shop.database, "PURCHASE_GENERATED")).length;
    const [first, second] = await Promise.all([generate(shop, body), generate(shop, body)]);
    const third = await generate(shop, body);
    expect(first?.statusCode).toBe(200);
    expect(second?.json()).toEqual(first?.json());
    expect(third.json()).toEqual(first?.json());
    expect(await onlineStock(shop.database, 1, "38")).toBe(stock - 1);
    expect((await mailsOfKind(shop.database, "PURCHASE_GENERATED")).length).toBe(mails + 1);
  });

  it("answers a card purchase again with its payment key", async () => {
    const body = { ...purchaseBody({ paymentMethod: "CREDIT" }), idempotencyKey: newKey() };
    const first = (await generate(shop, body)).json().data;
    expect(first.paymentKey).toEqual(expect.any(String));
    expect((await generate(shop, body)).json().data).toEqual(first);
  });

  it("refuses a malformed key", async () => {
    const response = await generate(shop, { ...purchaseBody(), idempotencyKey: "short" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["idempotencyKey"]);
  });
});

describe(`POST /public/purchase/cancel (${databaseKind})`, () => {
  const cancel = (payload: unknown, token: string | null = null) =>
    as(shop, token)("POST", "/public/purchase/cancel", payload);

  it("cancels the key's unpaid purchase: stock back, reference no longer payable", async () => {
    const idempotencyKey = newKey();
    const stock = await onlineStock(shop.database, 1, "38");
    const data = (await generate(shop, { ...purchaseBody(), idempotencyKey })).json().data;
    expect(await onlineStock(shop.database, 1, "38")).toBe(stock - 1);
    expect((await cancel({ idShort: data.idShort, idempotencyKey: newKey() })).statusCode).toBe(
      404,
    );
    expect((await cancel({ idShort: data.idShort })).statusCode).toBe(404);
    const canceled = await cancel({ idShort: data.idShort, idempotencyKey });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toEqual({ idShort: data.idShort, state: "CANCELED", paid: false });
    expect(await onlineStock(shop.database, 1, "38")).toBe(stock);
    expect((await payReference(data)).statusCode).toBe(404);
    expect((await cancel({ idShort: data.idShort, idempotencyKey })).statusCode).toBe(200);
    expect(await onlineStock(shop.database, 1, "38")).toBe(stock);
  });

  it("lets the signed-in owner cancel, and nobody else", async () => {
    const owner = await registered(shop);
    const intruder = await registered(shop);
    const bought = await owner.call(
      "POST",
      "/public/purchase/generate",
      purchaseBody({ clientId: owner.user.id, paymentMethod: "CREDIT" }),
    );
    const { idShort } = bought.json().data;
    expect((await cancel({ idShort }, intruder.token)).statusCode).toBe(404);
    const canceled = await cancel({ idShort }, owner.token);
    expect(canceled.json().data.state).toBe("CANCELED");
    const intent = await shop.database.db
      .selectFrom("purchases as p")
      .innerJoin("sandbox_payment_intents as i", "i.id", "p.payment_intent_id")
      .select("i.status")
      .where("p.id_short", "=", idShort)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe("canceled");
  });

  it("refuses to cancel a paid purchase with 409", async () => {
    const idempotencyKey = newKey();
    const data = (await generate(shop, { ...purchaseBody(), idempotencyKey })).json().data;
    await payReference(data);
    const refused = await cancel({ idShort: data.idShort, idempotencyKey });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("CONFLICT");
  });

  it("answers 404 for an unknown purchase", async () => {
    const response = await cancel({ idShort: "ZZZZZZZZ", idempotencyKey: newKey() });
    expect(response.statusCode).toBe(404);
    expect(response.json().valid).toBe(false);
  });
});

describe(`names and addresses that the shop mails (${databaseKind})`, () => {
  it.each([
    ["addressDelivery", "name", "Ganhou um prémio em http://premio.example"],
    ["addressDelivery", "street", "Visite www.premios-gratis"],
    ["addressDelivery", "city", "Levante em premio-facil.com"],
    ["addressDelivery", "name", "x".repeat(101)],
  ])("refuses %s.%s carrying a link or too long", async (address, field, value) => {
    const body = purchaseBody();
    const response = await generate(shop, {
      ...body,
      [address]: { ...(body[address] as object), [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([`${address}.${field}`]);
  });

  it("refuses a link in the invoice's name", async () => {
    const addressInvoice = {
      name: "Empresa loja-falsa.pt",
      nif: "123456789",
      country: 1,
      street: "Rua Augusta 1",
      city: "Lisboa",
      postalCode: "1100-053",
    };
    const response = await generate(shop, purchaseBody({ addressInvoice }));
    expect(response.json().error.fields).toEqual({
      "addressInvoice.name": "Não pode conter links nem endereços de sites.",
    });
  });

  it("refuses a link in an account's name", async () => {
    const response = await as(shop, null)("POST", "/users/client", {
      name: "Prémio em https://premio.example",
      email: "premio@example.pt",
      password: "sapatos-2026",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["name"]);
  });

  it("mails the buyer no name or street typed in the checkout", async () => {
    const body = purchaseBody({
      addressDelivery: {
        name: "Ligue já para o 900 000 000",
        country: 1,
        street: "Prémio à sua espera",
        city: "Lisboa",
        postalCode: "1100-053",
      },
    });
    const data = (await generate(shop, body)).json().data;
    const mail = (await mailsOfKind(shop.database, "PURCHASE_GENERATED")).find((m) =>
      m.subject.includes(data.idShort),
    );
    expect(mail?.text).toContain("Entrega: 1100-053, Portugal");
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/Ligue já|Prémio à sua/);
  });
});
