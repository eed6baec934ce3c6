import { lisbonDay, shiftDay } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { csvRows } from "../../../test/csv-rows.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { paidByCard, paidByMultibanco } from "../../../test/orders.ts";
import { setOnlineStock } from "../../../test/purchases.ts";
import { deliveredPurchase } from "../../../test/returns.ts";
import { staffSession } from "../../../test/staff.ts";

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
let manager: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertCatalogueFixture });
  owner = await staffSession(shop, "owner");
  manager = await staffSession(shop, "manager");
  for (const size of ["36", "37", "38"]) await setOnlineStock(shop.database, 1, size, 30);
});
afterAll(() => shop?.close());

const cents = (euros: string | undefined) =>
  Math.round(Number((euros ?? "0").replace(",", ".")) * 100);

/** A delivered purchase's return of its size 38 (or an exchange for 37), received and accepted. */
async function accepted(
  purchase: Awaited<ReturnType<typeof deliveredPurchase>>,
  kind: "RETURN" | "EXCHANGE",
) {
  const asked = await purchase.customer.call(
    "POST",
    `/users/client/purchase/${purchase.id}/returns`,
    {
      kind,
      reason: "TOO_BIG",
      note: "",
      lines: [
        { productId: 1, size: "38", quantity: 1, exchangeSize: kind === "EXCHANGE" ? "37" : null },
      ],
    },
  );
  expect(asked.statusCode, asked.body).toBe(200);
  const id = asked.json().data.id;
  expect((await manager.call("POST", `/returns/${id}/receive`, {})).statusCode).toBe(200);
  expect((await manager.call("POST", `/returns/${id}/accept`, { restock: [] })).statusCode).toBe(
    200,
  );
  return id;
}

describe(`the sales report (${databaseKind})`, () => {
  it("counts net sales (paid less refunds, no exchange as a sale) that add up with the orders CSV of the period", async () => {
    // A return refunded, a cancellation refunded, an exchange sent, and a plain sale.
    const returned = await deliveredPurchase(shop, owner.call);
    const returnId = await accepted(returned, "RETURN");
    expect((await owner.call("POST", `/returns/${returnId}/refund`, {})).statusCode).toBe(200);
    const canceled = await paidByCard(shop);
    expect((await owner.call("POST", `/orders/${canceled.idShort}/cancel`, {})).statusCode).toBe(
      200,
    );
    const exchanged = await deliveredPurchase(shop, owner.call);
    const exchangeId = await accepted(exchanged, "EXCHANGE");
    expect((await manager.call("POST", `/returns/${exchangeId}/exchange`, {})).statusCode).toBe(
      200,
    );
    await paidByMultibanco(shop);

    const today = lisbonDay(new Date());
    const response = await manager.call("GET", `/dashboard/sales?from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;

    // The orders CSV of the same days: paid orders, refunds, the exchange's order marked.
    const csv = await manager.call("GET", `/orders/export?from=${today}&to=${today}`);
    const [header = [], ...rows] = csvRows(csv.rawPayload.toString("utf8"));
    const col = (name: string) => header.indexOf(name);
    const sales = rows.filter((row) => row[col("Paga em")] && !row[col("Troca de")]);
    expect(rows.filter((row) => row[col("Troca de")] === exchanged.idShort)).toHaveLength(1);
    const paid = sales.reduce((sum, row) => sum + cents(row[col("Total (€)")]), 0);
    const refunded = rows.reduce((sum, row) => sum + cents(row[col("Reembolsado (€)")]), 0);

    expect(report.current).toMatchObject({
      orders: 4,
      paidCents: paid,
      refundedCents: refunded,
      netCents: paid - refunded,
      averageOrderCents: Math.round(paid / 4),
    });
    expect(refunded).toBeGreaterThan(0);
    // Units: two sizes in each of the four sales (the exchange's order is none); two asked back.
    expect(report.current).toMatchObject({ unitsSold: 8, unitsReturned: 2, returnsRate: 0.25 });
    expect(report.previous).toMatchObject({
      orders: 0,
      paidCents: 0,
      netCents: 0,
      returnsRate: null,
    });
    expect(report).toMatchObject({
      from: today,
      to: today,
      previousFrom: shiftDay(today, -1),
      previousTo: shiftDay(today, -1),
    });
    // Everything was delivered (none picked up in a store): one channel, the whole.
    expect(report.channels).toEqual([{ store: null, figures: report.current }]);
    expect(report.bestSellers[0]).toMatchObject({
      productId: 1,
      units: report.current.unitsSold,
    });
  });

  it("compares with the period of as many days before", async () => {
    const today = lisbonDay(new Date());
    const from = shiftDay(today, 1);
    const to = shiftDay(today, 7);
    const report = (await manager.call("GET", `/dashboard/sales?from=${from}&to=${to}`)).json()
      .data;
    expect(report).toMatchObject({ previousFrom: shiftDay(today, -6), previousTo: today });
    expect(report.current.orders).toBe(0);
    expect(report.previous.orders).toBe(4);
  });

  it("covers the last 30 days up to today unless told", async () => {
    const today = lisbonDay(new Date());
    const report = (await manager.call("GET", "/dashboard/sales")).json().data;
    expect(report).toMatchObject({ from: shiftDay(today, -29), to: today });
    expect(report.current.orders).toBe(4);
  });

  it("refuses a period backwards or too long, in Portuguese, and staff without the dashboard", async () => {
    const backwards = await manager.call("GET", "/dashboard/sales?from=2026-11-10&to=2026-11-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.to).toBe(
      "O último dia não pode ser anterior ao primeiro.",
    );
    const long = await manager.call("GET", "/dashboard/sales?from=2024-01-01&to=2026-01-01");
    expect(long.json().error.fields.from).toBe("Escolha um período de no máximo 366 dias.");
    expect((await manager.call("GET", "/dashboard/sales?from=ontem&to=hoje")).statusCode).toBe(400);
    const store = await staffSession(shop, "store", { storeId: 1 });
    expect(
      (await store.call("GET", "/dashboard/sales?from=2026-11-01&to=2026-11-02")).statusCode,
    ).toBe(403);
  });
});
