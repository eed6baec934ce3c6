import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { csvRows } from "../../../test/csv-rows.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByMultibanco } from "../../../test/orders.ts";
import { setOnlineStock } from "../../../test/purchases.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
type Session = Awaited<ReturnType<typeof staffSession>>;
let manager: Session;
let store: Session;

const CHIADO = 1;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: CHIADO });
  await setOnlineStock(shop.database, 1, "36", 10);
  await setOnlineStock(shop.database, 1, "38", 10);
});
afterAll(() => shop?.close());

/** The newest audit entry of `action`. */
const lastAudit = (action: string) =>
  shop.database.db
    .selectFrom("audit_log")
    .select(["staff_id", "action", "entity", "entity_id", "before", "after"])
    .where("action", "=", action)
    .orderBy("id", "desc")
    .executeTakeFirst();

/** The data rows of a CSV file (its header left out). */
const dataRows = (body: Buffer) => csvRows(body.toString("utf8")).slice(1);

describe(`exports in the audit log (${databaseKind})`, () => {
  it("writes who exported the orders, with which filters and how many, never what was searched", async () => {
    const order = await paidByMultibanco(shop);
    await paidByMultibanco(shop);
    const query = `state=PAYED&paymentMethod=MULTIBANCO&q=${encodeURIComponent(order.email)}`;
    const response = await manager.call("GET", `/orders/export?${query}`);
    expect(response.statusCode).toBe(200);
    expect(dataRows(response.rawPayload)).toHaveLength(1);
    const entry = await lastAudit("purchase.export");
    expect(entry).toEqual({
      staff_id: manager.id,
      action: "purchase.export",
      entity: "purchase",
      entity_id: null,
      before: null,
      after: { state: "PAYED", paymentMethod: "MULTIBANCO", search: true, rows: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain(order.email);

    await manager.call("GET", "/orders/export");
    expect((await lastAudit("purchase.export"))?.after).toEqual({ rows: 2 });
  });

  it("writes who exported the products, and how many", async () => {
    const response = await store.call("GET", "/products/export");
    expect(response.statusCode).toBe(200);
    const { n } = await shop.database.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(dataRows(response.rawPayload)).toHaveLength(Number(n));
    expect(await lastAudit("product.export")).toMatchObject({
      staff_id: store.id,
      entity: "product",
      after: { rows: Number(n) },
    });
  });

  it("writes who exported the stock, of which store, and how many lines", async () => {
    const response = await store.call("GET", "/stock/export");
    expect(response.statusCode).toBe(200);
    const rows = dataRows(response.rawPayload);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((cells) => cells[3] === "Chiado")).toBe(true);
    expect(await lastAudit("stock.export")).toMatchObject({
      staff_id: store.id,
      entity: "stock",
      after: { storeId: CHIADO, rows: rows.length },
    });

    const whole = dataRows((await manager.call("GET", "/stock/export")).rawPayload);
    expect(await lastAudit("stock.export")).toMatchObject({
      staff_id: manager.id,
      after: { rows: whole.length },
    });
  });
});
