import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, linkMailed, registered } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { csvRows } from "../../../test/csv-rows.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByMultibanco, type TestOrder } from "../../../test/orders.ts";
import {
  generate,
  mailsOfKind,
  post,
  purchaseBody,
  setOnlineStock,
} from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";
import { remindUncollectedPickups } from "./pickup-reminder-job.ts";

let shop: TestApp;
type Session = Awaited<ReturnType<typeof staffSession>>;
let manager: Session;
let owner: Session;

const CHIADO = 1;
const BAIXA = 2;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
  owner = await staffSession(shop, "owner");
  await shop.database.db
    .updateTable("stores")
    .set({
      hours: JSON.stringify({
        mon: [{ opens: "10:00", closes: "20:00" }],
        tue: [{ opens: "10:00", closes: "20:00" }],
        wed: [{ opens: "10:00", closes: "20:00" }],
        thu: [{ opens: "10:00", closes: "20:00" }],
        fri: [{ opens: "10:00", closes: "20:00" }],
        sat: [{ opens: "10:00", closes: "13:00" }],
        sun: [],
      }),
    })
    .where("id", "=", CHIADO)
    .execute();
});
afterAll(() => shop?.close());
beforeEach(async () => {
  await setOnlineStock(shop.database, 1, "36", 50);
  await setOnlineStock(shop.database, 1, "38", 50);
});

const pickupAt = (storeId: number) => ({
  pickup: { storeId, name: "Ana Silva" },
  addressDelivery: null,
});

const row = (id: number) =>
  shop.database.db
    .selectFrom("purchases")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const orderOf = async (order: TestOrder) =>
  (await manager.call("GET", `/orders/${order.idShort}`)).json().data;
const mailTo = async (kind: string, order: TestOrder) =>
  (await mailsOfKind(shop.database, kind)).filter((mail) => mail.recipient === order.email);

describe(`a pickup's totals (${databaseKind})`, () => {
  it("charges an islands customer collecting in Lisbon no delivery and the mainland VAT", async () => {
    // Product 1 costs 47,92 € with 23% VAT: 38,96 € without it; to the Azores it would be 16%.
    const body = purchaseBody({
      cart: { "1": { id: 1, quantities: { "36": 1 } } },
      ...pickupAt(CHIADO),
      addressInvoice: {
        name: "Ana Silva",
        nif: "123456789",
        country: 4,
        street: "Rua do Mercado 3",
        city: "Ponta Delgada",
        postalCode: "9500-150",
      },
    });
    const response = await generate(shop, body);
    expect(response.statusCode, response.body).toBe(200);
    const purchase = await row(response.json().data.id);
    expect(purchase).toMatchObject({
      vat_percent: 23,
      price_delivery_cents: 0,
      price_base_cents: 3896,
      price_tax_cents: 896,
      price_total_cents: 4792,
      pickup_store_id: CHIADO,
      pickup_store_name: "Chiado",
      pickup_store_address: "Rua Garrett 10",
      delivery_name: "Ana Silva",
      delivery_street: "",
      delivery_country_id: null,
      invoice_postal_code: "9500-150",
    });
    const [mail] = (await mailsOfKind(shop.database, "PURCHASE_GENERATED")).filter((m) =>
      m.subject.includes(purchase.id_short),
    );
    expect(mail?.text).toContain("Portes de envio (sem IVA): 0,00");
    expect(mail?.text).toContain("Levantamento na loja Chiado: Rua Garrett 10");
    expect(mail?.text).not.toContain("Entrega:");
  });

  it("ignores a delivery address sent beside the pickup", async () => {
    const response = await generate(
      shop,
      purchaseBody({ pickup: { storeId: BAIXA, name: "Rui Costa" } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const purchase = await row(response.json().data.id);
    expect(purchase).toMatchObject({ price_delivery_cents: 0, pickup_store_name: "Baixa" });
    expect(purchase.delivery_postal_code).toBe("");
  });

  it("refuses a store that does not exist or takes no pickups, naming the field", async () => {
    const unknown = await generate(shop, purchaseBody(pickupAt(999)));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields["pickup.storeId"]).toBe(
      "Esta loja não existe ou não aceita levantamentos. Escolha outra loja.",
    );
    await shop.database.db
      .updateTable("stores")
      .set({ pickup: false })
      .where("id", "=", BAIXA)
      .execute();
    const closed = await generate(shop, purchaseBody(pickupAt(BAIXA)));
    await shop.database.db
      .updateTable("stores")
      .set({ pickup: true })
      .where("id", "=", BAIXA)
      .execute();
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.fields).toHaveProperty(["pickup.storeId"]);
  });

  it("needs a delivery address or a pickup", async () => {
    const response = await generate(shop, purchaseBody({ addressDelivery: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.addressDelivery).toBe("Indique a morada de entrega.");
  });
});

describe(`a pickup in the account (${databaseKind})`, () => {
  it("shows its customer the order page's view: the store's address and hours, the order's moments", async () => {
    const customer = await registered(shop);
    const stranger = await registered(shop);
    const generated = await customer.call("POST", "/public/purchase/generate", {
      ...purchaseBody({ paymentMethod: "MULTIBANCO", ...pickupAt(CHIADO) }),
      clientId: customer.user.id,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const { id, idShort, paymentEntity, paymentReference, paymentValue } = generated.json().data;
    const view = () => customer.call("GET", `/users/client/purchase/${id}/order`);
    const waiting = await view();
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().data).toMatchObject({
      idShort,
      state: "MULTIBANCO",
      multibanco: { entity: paymentEntity, reference: paymentReference },
      timeline: [{ kind: "CREATED", at: expect.any(String) }],
    });
    const paid = await post(shop, "/dev/payments/multibanco/pay", {
      entity: paymentEntity,
      reference: paymentReference,
      value: paymentValue,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const order = (await view()).json().data;
    expect(order.state).toBe("PAYED");
    expect(order.pickup).toEqual({
      storeName: "Chiado",
      storeAddress: "Rua Garrett 10",
      hours: expect.arrayContaining([
        { days: "Segunda a sexta", times: "10:00–20:00" },
        { days: "Domingo", times: "Encerrada" },
      ]),
    });
    expect(order.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      "CREATED",
      "PAID",
    ]);
    // Another customer's purchase, or none, is a 404; without a session, 401.
    const path = `/users/client/purchase/${id}/order`;
    expect((await stranger.call("GET", path)).statusCode).toBe(404);
    expect((await customer.call("GET", "/users/client/purchase/999999/order")).statusCode).toBe(
      404,
    );
    expect((await as(shop, null)("GET", path)).statusCode).toBe(401);
  });
});

describe(`collecting today (${databaseKind})`, () => {
  it("names the stores whose own shelves hold the whole cart", async () => {
    const { db } = shop.database;
    await db
      .insertInto("stock_movements")
      .values([
        { product_id: 1, size: "36", store_id: CHIADO, quantity: 2, reason: "recount" },
        { product_id: 1, size: "38", store_id: CHIADO, quantity: 1, reason: "recount" },
        { product_id: 1, size: "36", store_id: BAIXA, quantity: 1, reason: "recount" },
      ])
      .execute();
    const shelves = async (quantities: Record<string, number>) =>
      (
        await post(shop, "/public/purchase/pickup-shelves", {
          cart: { "1": { id: 1, quantities } },
        })
      ).json().data.storeIds;
    expect(await shelves({ "36": 1 })).toEqual(expect.arrayContaining([CHIADO, BAIXA]));
    expect(await shelves({ "36": 2, "38": 1 })).toEqual([CHIADO]);
    expect(await shelves({ "38": 2 })).toEqual([]);
  });
});

describe(`ready and collected (${databaseKind})`, () => {
  it("lists a store's pickups, marks one ready (email with store, hours and reference), then collected", async () => {
    const order = await paidByMultibanco(shop, pickupAt(CHIADO));
    const listed = (await manager.call("GET", `/orders?pickupStore=${CHIADO}`)).json().data;
    expect(listed.items.map((item: { idShort: string }) => item.idShort)).toContain(order.idShort);
    expect(
      listed.items.every((item: { pickupStore: string }) => item.pickupStore === "Chiado"),
    ).toBe(true);
    const other = (await manager.call("GET", `/orders?pickupStore=${BAIXA}`)).json().data;
    expect(other.items.map((item: { idShort: string }) => item.idShort)).not.toContain(
      order.idShort,
    );
    const [paidMail] = await mailTo("PURCHASE_PAID", order);
    expect(paidMail?.text).toContain("quando estiver pronta a levantar");

    const ready = await manager.call("POST", `/orders/${order.idShort}/ready-for-pickup`);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().message).toBe(
      "Encomenda pronta a levantar. O cliente vai receber um email com a loja e o horário.",
    );
    const page = await orderOf(order);
    expect(page.state).toBe("READY_FOR_PICKUP");
    expect(page.pickup).toMatchObject({
      storeId: CHIADO,
      storeName: "Chiado",
      storeAddress: "Rua Garrett 10",
      readyAt: expect.any(String),
      remindedAt: null,
      overdue: false,
    });
    const [mail] = await mailTo("PURCHASE_READY_FOR_PICKUP", order);
    expect(mail?.subject).toBe(`Encomenda ${order.idShort} pronta a levantar`);
    expect(mail?.text).toContain("Loja: Chiado");
    expect(mail?.text).toContain("Morada: Rua Garrett 10");
    expect(mail?.text).toContain("Segunda a sexta: 10:00–20:00");
    expect(mail?.text).toContain("Domingo: Encerrada");
    expect(mail?.text).toContain(`Referência a apresentar: ${order.idShort}`);
    // The email's order page names the store, its address and its hours.
    const token = await linkMailed(
      shop,
      order.email,
      "PURCHASE_READY_FOR_PICKUP",
      /\/encomenda\/([A-Za-z0-9_-]{43})/,
    );
    const orderPage = (await as(shop, null)("GET", `/public/orders/${token}`)).json().data;
    expect(orderPage.pickup).toEqual({
      storeName: "Chiado",
      storeAddress: "Rua Garrett 10",
      hours: expect.arrayContaining([
        { days: "Segunda a sexta", times: "10:00–20:00" },
        { days: "Domingo", times: "Encerrada" },
      ]),
    });
    expect(orderPage.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      "CREATED",
      "PAID",
      "READY_FOR_PICKUP",
    ]);

    const again = await manager.call("POST", `/orders/${order.idShort}/ready-for-pickup`);
    expect(again.statusCode).toBe(409);
    const delivered = await manager.call("POST", `/orders/${order.idShort}/delivered`);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().error.message).toBe(
      "Esta encomenda é levantada numa loja: marque-a como levantada.",
    );

    const collected = await manager.call("POST", `/orders/${order.idShort}/collected`);
    expect(collected.json().message).toBe("Encomenda levantada pelo cliente.");
    const done = await orderOf(order);
    expect(done.state).toBe("DELIVERED");
    const kinds = done.events
      .map((event: { kind: string }) => event.kind)
      .filter((kind: string) => !/^(INVOICE|CREDIT_NOTE)_/.test(kind));
    expect(kinds.slice(-4)).toEqual(["READY_FOR_PICKUP", "EMAIL", "COLLECTED", "EMAIL"]);
    const [collectedMail] = await mailTo("PURCHASE_COLLECTED", order);
    expect(collectedMail?.subject).toBe(`Encomenda ${order.idShort} levantada`);

    // The stock ledger says where the units went and where they came from: no units move (the
    // purchase took them from the online stock), a line names the store and who handed them over.
    const history = (await manager.call("GET", "/stock/products/1/movements")).json().data;
    const mine = history.items.filter(
      (m: { purchase: { idShort: string } | null }) => m.purchase?.idShort === order.idShort,
    );
    type Line = { reason: string; size: string; balance: number };
    const handedOver = mine.filter((m: Line) => m.reason === "pickup_collected");
    const reserved = mine.filter((m: Line) => m.reason === "purchase_reserved");
    expect(handedOver.length).toBeGreaterThan(0);
    expect(handedOver).toHaveLength(reserved.length);
    for (const line of handedOver) {
      expect(line).toMatchObject({
        quantity: 0,
        location: { storeId: null, name: "Loja online" },
        staff: { id: manager.id },
        purchase: { idShort: order.idShort, pickupStore: "Chiado" },
        note: "Levantada na loja Chiado; as unidades foram reservadas do stock online na compra.",
      });
      const taken = reserved.find((m: Line) => m.size === line.size);
      expect(line.balance).toBe(taken.balance);
    }
  });

  it("names the pickup's store in the orders' CSV export, empty for a delivery", async () => {
    const pickup = await paidByMultibanco(shop, pickupAt(CHIADO));
    const delivery = await paidByMultibanco(shop);
    const rowsOf = async (idShort: string) => {
      const response = await manager.call("GET", `/orders/export?q=${idShort}`);
      const [names = [], cells = []] = csvRows(response.rawPayload.toString("utf8"));
      return Object.fromEntries(names.map((name, i) => [name, cells[i]]));
    };
    expect(await rowsOf(pickup.idShort)).toMatchObject({
      Encomenda: pickup.idShort,
      "Loja de levantamento": "Chiado",
    });
    expect(await rowsOf(delivery.idShort)).toMatchObject({
      Encomenda: delivery.idShort,
      "País de entrega": "Portugal",
      "Loja de levantamento": "",
    });
  });

  it("lets a store's staff hand over their own store's pickups only: any other order is none of theirs", async () => {
    const chiado = await staffSession(shop, "store", { storeId: CHIADO });
    const baixa = await staffSession(shop, "store", { storeId: BAIXA });
    const order = await paidByMultibanco(shop, pickupAt(CHIADO));
    for (const move of ["ready-for-pickup", "collected"]) {
      const elsewhere = await baixa.call("POST", `/orders/${order.idShort}/${move}`);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().error.message).toBe("A encomenda não existe.");
    }
    expect((await baixa.call("GET", `/pickups/${order.idShort}`)).statusCode).toBe(404);
    expect(
      (await chiado.call("POST", `/orders/${order.idShort}/ready-for-pickup`)).statusCode,
    ).toBe(200);
    expect((await chiado.call("GET", `/pickups/${order.idShort}`)).json().data.state).toBe(
      "READY_FOR_PICKUP",
    );
    expect((await chiado.call("POST", `/orders/${order.idShort}/collected`)).statusCode).toBe(200);
    const parcel = await paidByMultibanco(shop);
    expect(
      (await chiado.call("POST", `/orders/${parcel.idShort}/dispatch-request`)).statusCode,
    ).toBe(403);
    // A parcel is not a pickup of theirs: 404, where a manager is told it is no pickup (409).
    const shelf = await chiado.call("POST", `/orders/${parcel.idShort}/ready-for-pickup`);
    expect(shelf.statusCode).toBe(404);
    expect((await chiado.call("GET", `/pickups/${parcel.idShort}`)).statusCode).toBe(404);
  });

  it("lists a store's own pickups to its staff, found by reference or name, with no customer's email", async () => {
    const chiado = await staffSession(shop, "store", { storeId: CHIADO });
    const own = await paidByMultibanco(shop, {
      ...pickupAt(CHIADO),
      pickup: { storeId: CHIADO, name: "Gonçalo Balcão" },
    });
    const elsewhere = await paidByMultibanco(shop, pickupAt(BAIXA));
    const parcel = await paidByMultibanco(shop);
    const listed = async (query: string) =>
      (await chiado.call("GET", `/pickups${query}`))
        .json()
        .data.items.map((item: { idShort: string }) => item.idShort);
    const all = await listed("");
    expect(all).toContain(own.idShort);
    expect(all).not.toContain(elsewhere.idShort);
    expect(all).not.toContain(parcel.idShort);
    expect(await listed(`?q=${own.idShort}`)).toEqual([own.idShort]);
    expect(await listed("?q=goncalo%20balcao")).toEqual([own.idShort]);
    expect(await listed(`?q=${encodeURIComponent(own.email)}`)).toEqual([]);
    expect(await listed("?state=READY_FOR_PICKUP")).not.toContain(own.idShort);
    const response = await chiado.call("GET", "/pickups");
    expect(response.json().data.items[0]).toEqual({
      idShort: expect.any(String),
      createdAt: expect.any(String),
      state: expect.any(String),
      name: expect.any(String),
      store: "Chiado",
      readyAt: null,
      overdue: false,
    });
    expect(response.body).not.toContain("@example.pt");
  });

  it("never sends a pickup with a carrier, nor puts a parcel on a store's shelf", async () => {
    const pickup = await paidByMultibanco(shop, pickupAt(CHIADO));
    expect(
      (await manager.call("POST", `/orders/${pickup.idShort}/dispatch-request`)).statusCode,
    ).toBe(409);
    const parcel = await paidByMultibanco(shop);
    const refused = await manager.call("POST", `/orders/${parcel.idShort}/ready-for-pickup`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Esta encomenda não é levantada numa loja.");
    expect((await manager.call("POST", `/orders/${parcel.idShort}/collected`)).statusCode).toBe(
      409,
    );
  });
});

describe(`a pickup never collected (${databaseKind})`, () => {
  it("reminds the customer once after 14 days, then shows it to cancel and refund", async () => {
    const order = await paidByMultibanco(shop, pickupAt(CHIADO));
    await manager.call("POST", `/orders/${order.idShort}/ready-for-pickup`);
    const { id } = await shop.database.db
      .selectFrom("purchases")
      .select("id")
      .where("id_short", "=", order.idShort)
      .executeTakeFirstOrThrow();
    const shopIdentity = {
      name: "Sapataria",
      address: "Lisboa",
      email: "loja@example.pt",
      phone: "",
      url: "https://loja.example.pt",
    };
    const db = shop.database.db;
    await remindUncollectedPickups(db, shopIdentity);
    expect(await mailTo("PURCHASE_PICKUP_REMINDER", order)).toHaveLength(0);

    await db
      .updateTable("purchases")
      .set({ ready_at: new Date(Date.now() - 14 * DAY_MS - 60_000) })
      .where("id", "=", id)
      .execute();
    await Promise.all([
      remindUncollectedPickups(db, shopIdentity),
      remindUncollectedPickups(db, shopIdentity),
    ]);
    await remindUncollectedPickups(db, shopIdentity);
    const reminders = await mailTo("PURCHASE_PICKUP_REMINDER", order);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe(`Lembrete: encomenda ${order.idShort} por levantar`);
    expect(reminders[0]?.text).toMatch(/Pode levantá-la até \d{2}\/\d{2}\/\d{4}/);
    expect((await orderOf(order)).pickup.overdue).toBe(false);

    await db
      .updateTable("purchases")
      .set({ pickup_reminded_at: new Date(Date.now() - 3 * DAY_MS - 60_000) })
      .where("id", "=", id)
      .execute();
    const page = await orderOf(order);
    expect(page.pickup.overdue).toBe(true);
    expect(page.events.map((event: { kind: string }) => event.kind)).toContain("PICKUP_REMINDED");
    const listed = (await manager.call("GET", `/orders?q=${order.idShort}`)).json().data.items[0];
    expect(listed.pickupOverdue).toBe(true);

    const canceled = await owner.call("POST", `/orders/${order.idShort}/cancel`, {
      iban: "PT50 0002 0123 1234 5678 9015 4",
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toEqual({ refund: "transfer-pending" });
    expect((await orderOf(order)).state).toBe("CANCELED");
  });
});
