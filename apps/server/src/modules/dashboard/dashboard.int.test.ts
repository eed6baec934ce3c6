import { lisbonDay, lisbonDayStart, type PurchaseState } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertCatalogueFixture } from "../../../test/fixtures.ts";
import { staffSession } from "../../../test/staff.ts";
import type { Database } from "../../db/database.ts";
import { dashboardService } from "./dashboard.service.ts";

let shop: TestApp;
let purchases = 0;

const HOUR = 60 * 60 * 1000;

/** A purchase straight in the database: its state, when it was paid, its total. */
async function purchase(
  { db }: Database,
  state: PurchaseState,
  options: { paidAt?: Date | null; totalCents?: number; expiresAt?: Date; name?: string } = {},
) {
  purchases += 1;
  const idShort = `T${String(purchases).padStart(5, "0")}`;
  await db
    .insertInto("purchases")
    .values({
      id_short: idShort,
      state,
      payment_method: "MULTIBANCO",
      price_base_cents: 0,
      price_delivery_cents: 0,
      vat_percent: 23,
      price_tax_cents: 0,
      price_total_cents: options.totalCents ?? 1000,
      contact_email: `comprador.${purchases}@example.pt`,
      contact_phone: "912345678",
      delivery_name: options.name ?? `Comprador ${purchases}`,
      delivery_country: "Portugal",
      delivery_street: "Rua Augusta 1",
      delivery_city: "Lisboa",
      delivery_postal_code: "1100-053",
      cart: JSON.stringify({}),
      paid_at: options.paidAt ?? null,
      payment_expires_at: options.expiresAt ?? null,
    })
    .execute();
  return idShort;
}

type LowSize = { ref: string; size: string };

beforeAll(async () => {
  shop = await createTestApp({
    async prepare(database) {
      await insertCatalogueFixture(database);
      await database.db
        .insertInto("stock_movements")
        .values(
          [
            // Inactive product: never on the list. Plenty of units: not low.
            { product_id: 6, size: "37", store_id: null, quantity: 1 },
            { product_id: 2, size: "37", store_id: null, quantity: 5 },
            { product_id: 2, size: "38", store_id: 2, quantity: 0 },
          ].map((row) => ({ ...row, reason: "opening" as const })),
        )
        .execute();
    },
  });
});
afterAll(() => shop?.close());
beforeEach(async () => {
  await shop.database.db.deleteFrom("payment_incidents").execute();
  await shop.database.db.deleteFrom("purchases").execute();
});

const DAY = 24 * HOUR;

/** The purchase's id of an `idShort`. */
async function idOf(idShort: string) {
  const row = await shop.database.db
    .selectFrom("purchases")
    .select("id")
    .where("id_short", "=", idShort)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A cancelled purchase's card refund, decided `at`. */
async function refunded(idShort: string, amountCents: number, at: Date) {
  await shop.database.db
    .insertInto("purchase_refunds")
    .values({
      purchase_id: await idOf(idShort),
      amount_cents: amountCents,
      method: "CARD",
      iban: null,
      provider: "sandbox",
      intent_id: "pi_test",
      requested_by: null,
      requested_at: at,
    })
    .execute();
}

describe(`the dashboard's sales (${databaseKind})`, () => {
  it("counts paid purchases by the Lisbon day they were paid, summer time included", async () => {
    const now = new Date("2026-07-10T12:00:00Z");
    const database = shop.database;
    // 00:30 in Lisbon on the 10th (UTC+1): today.
    await purchase(database, "PAYED", {
      paidAt: new Date("2026-07-09T23:30:00Z"),
      totalCents: 4990,
    });
    // 23:30 in Lisbon on the 9th: yesterday.
    await purchase(database, "DELIVERED", {
      paidAt: new Date("2026-07-09T22:30:00Z"),
      totalCents: 2000,
    });
    // Six days ago: within the last 7 days; seven days ago: only in the 30.
    await purchase(database, "DISPATCHED", {
      paidAt: new Date("2026-07-04T10:00:00Z"),
      totalCents: 300,
    });
    await purchase(database, "DISPATCHED_REQUESTED", {
      paidAt: new Date("2026-07-03T10:00:00Z"),
      totalCents: 40,
    });
    // The first of the 30 days (June 11th, from Lisbon's midnight) counts; the day before not.
    await purchase(database, "PAYED", { paidAt: new Date("2026-06-10T23:00:00Z"), totalCents: 5 });
    await purchase(database, "PAYED", {
      paidAt: new Date("2026-06-10T22:59:59Z"),
      totalCents: 70000,
    });
    // Paid, then cancelled and refunded the same day: an order, and no money.
    const canceled = await purchase(database, "CANCELED", {
      paidAt: new Date("2026-07-10T09:00:00Z"),
      totalCents: 80000,
    });
    await refunded(canceled, 80000, new Date("2026-07-10T10:00:00Z"));
    // Paid five days ago, refunded today: the payment on its day, the refund on today's.
    const later = await purchase(database, "CANCELED", {
      paidAt: new Date("2026-07-05T10:00:00Z"),
      totalCents: 700,
    });
    await refunded(later, 700, new Date("2026-07-10T08:00:00Z"));
    // Never sales: still unpaid, paid after `now`.
    await purchase(database, "MULTIBANCO", { totalCents: 90000 });
    await purchase(database, "PAYED", {
      paidAt: new Date("2026-07-10T13:00:00Z"),
      totalCents: 60000,
    });

    const { sales, daily } = await dashboardService(shop.database.db).read(now);
    expect(sales).toEqual({
      today: { count: 2, revenueCents: 4290 },
      last7Days: { count: 5, revenueCents: 7290 },
      last30Days: { count: 7, revenueCents: 7335 },
    });
    expect(daily.find((day) => day.day === "2026-07-05")).toEqual({
      day: "2026-07-05",
      count: 1,
      revenueCents: 700,
    });
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ day: "2026-06-11", count: 1, revenueCents: 5 });
    expect(daily.at(-1)).toEqual({ day: "2026-07-10", count: 2, revenueCents: 4290 });
    expect(daily.at(-2)).toEqual({ day: "2026-07-09", count: 1, revenueCents: 2000 });
    expect(daily.filter((day) => day.count === 0)).toHaveLength(24);
  });

  it("counts winter days from Lisbon's midnight, which is UTC's", async () => {
    const now = new Date("2026-01-15T08:00:00Z");
    await purchase(shop.database, "PAYED", { paidAt: new Date("2026-01-15T00:00:00Z") });
    await purchase(shop.database, "PAYED", { paidAt: new Date("2026-01-14T23:59:59Z") });
    const { sales } = await dashboardService(shop.database.db).read(now);
    expect(sales.today.count).toBe(1);
    expect(sales.last7Days.count).toBe(2);
  });
});

describe(`the dashboard's refunds to make (${databaseKind})`, () => {
  it("lists the money owed back, oldest first, late past the legal 14 days", async () => {
    const now = new Date("2026-07-20T12:00:00Z");
    const { db } = shop.database;
    const cancelled = await purchase(shop.database, "CANCELED", { name: "Rui Costa" });
    await db
      .insertInto("purchase_refunds")
      .values({
        purchase_id: await idOf(cancelled),
        amount_cents: 4990,
        method: "BANK_TRANSFER",
        iban: "PT50000201231234567890154",
        requested_at: new Date(now.getTime() - 15 * DAY),
        iban_given_at: new Date(now.getTime() - 15 * DAY),
      })
      .execute();
    const refunded = await purchase(shop.database, "CANCELED");
    await db
      .insertInto("purchase_refunds")
      .values({
        purchase_id: await idOf(refunded),
        amount_cents: 1000,
        method: "CARD",
        provider: "sandbox",
        intent_id: "pi_test",
        status: "DONE",
        requested_at: new Date(now.getTime() - 20 * DAY),
      })
      .execute();
    const returned = await purchase(shop.database, "DELIVERED");
    await db
      .insertInto("purchase_returns")
      .values({
        purchase_id: await idOf(returned),
        kind: "RETURN",
        state: "ACCEPTED",
        reason: "TOO_BIG",
        refund_cents: 2500,
        refund_method: "CARD",
        refund_status: "PENDING",
        // Asked six days ago, accepted two days ago: the 14 days count from the asking.
        created_at: new Date(now.getTime() - 6 * DAY),
        decided_at: new Date(now.getTime() - 2 * DAY),
      })
      .execute();
    // A withdrawal the staff have still to handle: owed from the day the customer withdrew.
    const withdrawn = await purchase(shop.database, "DISPATCHED");
    await db
      .insertInto("withdrawals")
      .values({
        purchase_id: await idOf(withdrawn),
        via: "guest",
        received_at: new Date(now.getTime() - 4 * DAY),
      })
      .execute();
    const late = await purchase(shop.database, "CANCELED");
    await db
      .insertInto("payment_incidents")
      .values({
        purchase_id: await idOf(late),
        provider: "ifthenpay",
        intent_id: "123456789",
        amount_cents: 3000,
        currency: "eur",
        refund_by: "STAFF",
        received_at: new Date(now.getTime() - 5 * DAY),
      })
      .execute();

    // Paid by MB WAY after the purchase switched to MULTIBANCO: it goes back the way it came.
    const switched = await purchase(shop.database, "CANCELED");
    await db
      .insertInto("payment_incidents")
      .values({
        purchase_id: await idOf(switched),
        provider: "mbway-sandbox",
        intent_id: "mbway-request-1",
        amount_cents: 2000,
        currency: "eur",
        received_at: new Date(now.getTime() - 3 * DAY),
      })
      .execute();

    const { refundsDue } = await dashboardService(db).read(now);
    expect(refundsDue).toEqual({
      total: 5,
      items: [
        {
          idShort: cancelled,
          name: "Rui Costa",
          amountCents: 4990,
          reason: "CANCELLED",
          method: "BANK_TRANSFER",
          dueAt: new Date(now.getTime() - DAY).toISOString(),
          overdue: true,
          // Its IBAN's hold ended long ago.
          ibanGivenAt: new Date(now.getTime() - 15 * DAY).toISOString(),
          heldUntil: null,
        },
        expect.objectContaining({
          idShort: returned,
          reason: "RETURN",
          method: "CARD",
          amountCents: 2500,
          dueAt: new Date(now.getTime() + 8 * DAY).toISOString(),
          overdue: false,
        }),
        expect.objectContaining({ idShort: late, reason: "PAYMENT", method: "BANK_TRANSFER" }),
        expect.objectContaining({
          idShort: withdrawn,
          reason: "WITHDRAWAL",
          dueAt: new Date(now.getTime() + 10 * DAY).toISOString(),
        }),
        expect.objectContaining({ idShort: switched, reason: "PAYMENT", method: "MBWAY" }),
      ],
    });
  });
});

describe(`GET /api/admin/dashboard (${databaseKind})`, () => {
  it("shows the owner today's sales, what waits to be prepared and what expires", async () => {
    const now = Date.now();
    // Paid earlier today in Lisbon, whatever the hour the test runs at (1 h ago is yesterday at 00:30).
    const sinceMidnight = now - lisbonDayStart(lisbonDay(new Date(now))).getTime();
    const database = shop.database;
    const older = await purchase(database, "PAYED", {
      paidAt: new Date(now - sinceMidnight * 0.6),
      totalCents: 8990,
      name: "Ana Silva",
    });
    const newer = await purchase(database, "PAYED", {
      paidAt: new Date(now - sinceMidnight * 0.3),
      totalCents: 5990,
    });
    await purchase(database, "DISPATCHED", {
      paidAt: new Date(now - sinceMidnight * 0.3),
      totalCents: 1000,
    });
    const soon = await purchase(database, "MULTIBANCO", { expiresAt: new Date(now + 2 * HOUR) });
    await purchase(database, "MULTIBANCO", { expiresAt: new Date(now + 30 * HOUR) });
    await purchase(database, "MULTIBANCO", { expiresAt: new Date(now - HOUR) });

    const { call } = await staffSession(shop, "owner");
    const response = await call("GET", "/dashboard");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.sales.today).toEqual({ count: 3, revenueCents: 15980 });
    expect(data.sales.last30Days).toEqual({ count: 3, revenueCents: 15980 });
    expect(data.toPrepare.total).toBe(2);
    expect(data.toPrepare.items.map((item: { idShort: string }) => item.idShort)).toEqual([
      older,
      newer,
    ]);
    expect(data.toPrepare.items[0]).toMatchObject({ name: "Ana Silva", totalCents: 8990 });
    expect(data.expiringReferences.total).toBe(1);
    expect(data.expiringReferences.items[0].idShort).toBe(soon);
  });

  it("lists the online sizes of active products with two units or fewer, emptiest first", async () => {
    const { call } = await staffSession(shop, "manager");
    const { data } = (await call("GET", "/dashboard")).json();
    expect(data.lowStock).toEqual({
      total: 3,
      items: [
        {
          productId: 1,
          ref: "SL-0001",
          title: "Sandálias de pele entrançada",
          size: "37",
          quantity: 0,
        },
        {
          productId: 1,
          ref: "SL-0001",
          title: "Sandálias de pele entrançada",
          size: "38",
          quantity: 1,
        },
        {
          productId: 1,
          ref: "SL-0001",
          title: "Sandálias de pele entrançada",
          size: "36",
          quantity: 2,
        },
      ],
    });
  });

  it("lists by the low-stock threshold of each product, else of its category", async () => {
    const { call } = await staffSession(shop, "owner");
    const low = async () =>
      ((await call("GET", "/dashboard")).json().data.lowStock.items as LowSize[]).map(
        (item) => `${item.ref} ${item.size}`,
      );
    try {
      // Its own 0: only the empty size of SL-0001; its category's 5: SL-0002's five units too.
      expect((await call("PUT", "/stock/products/1/threshold", { threshold: 0 })).statusCode).toBe(
        200,
      );
      const boots = await call("PUT", "/stock/thresholds/categories/2", { threshold: 5 });
      expect(boots.statusCode).toBe(200);
      expect(await low()).toEqual(["SL-0001 37", "SL-0002 37"]);
    } finally {
      await call("PUT", "/stock/products/1/threshold", { threshold: null });
      await call("PUT", "/stock/thresholds/categories/2", { threshold: null });
    }
    expect(await low()).toEqual(["SL-0001 37", "SL-0001 38", "SL-0001 36"]);
  });

  it("answers 401 without a staff session and 403 to a store's account", async () => {
    const signedOut = await shop.app.inject({ url: "/api/admin/dashboard" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe("UNAUTHORIZED");
    const { call } = await staffSession(shop, "store", { storeId: 1 });
    const refused = await call("GET", "/dashboard");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("FORBIDDEN");
  });
});
