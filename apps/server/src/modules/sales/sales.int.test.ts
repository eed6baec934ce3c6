import { lisbonDayAndTime, lisbonLocalInstant } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { generate, purchaseBody, setOnlineStock } from "../../../test/purchases.ts";
import { auditOf, expectFailure, insertShopDataFixture } from "../../../test/shop-data.ts";
import { staffSession } from "../../../test/staff.ts";
import { applySales } from "./sales-apply.ts";

let shop: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
let manager: Awaited<ReturnType<typeof staffSession>>;
let store: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertShopDataFixture });
  owner = await staffSession(shop, "owner");
  manager = await staffSession(shop, "manager");
  store = await staffSession(shop, "store", { storeId: 1 });
});
afterAll(() => shop?.close());

const HOUR = 3_600_000;
/** Lisbon's day and hour `hours` from now (negative: ago), as the back office's form sends them. */
const at = (hours: number) => lisbonDayAndTime(new Date(Date.now() + hours * HOUR));
function window(fromHours: number, toHours: number) {
  const start = at(fromHours);
  const end = at(toHours);
  return { startDay: start.day, startTime: start.time, endDay: end.day, endTime: end.time };
}

const productJson = async (id: number) =>
  (await shop.app.inject({ url: `/api/public/products/product/${id}` })).json().data;

/** Waits until the storefront's product shows `expected` (the cache drops on the database's NOTIFY). */
const storefrontShows = (id: number, expected: Record<string, unknown>) =>
  vi.waitFor(async () => expect(await productJson(id)).toMatchObject(expected), {
    timeout: 5000,
    interval: 50,
  });

const productSale = (id: number) =>
  shop.database.db
    .selectFrom("products")
    .select(["sale_id", "sale_cents"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const salePrices = (id: number) =>
  shop.database.db
    .selectFrom("product_prices")
    .select(["sale_cents", "source"])
    .where("product_id", "=", id)
    .where("source", "=", "sale")
    .orderBy("id")
    .execute();

type Listed = Record<string, unknown> & { id: number; name: string };
const saleNamed = (sales: Listed[], name: string) =>
  sales.find((sale) => sale.name === name) as Listed;

describe(`sales in the back office (${databaseKind})`, () => {
  it("a percentage sale for a category starts at once, rounded to the price ending", async () => {
    const response = await owner.call("POST", "/sales", {
      name: "Saldos de inverno",
      kind: "percent",
      percent: 30,
      scope: "category",
      categoryId: 3,
      ...window(-1, 48),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("Campanha criada.");
    const sale = saleNamed(response.json().data, "Saldos de inverno");
    expect(sale).toMatchObject({
      state: "running",
      scope: "category",
      categoryName: expect.any(String),
      chosenProducts: [],
    });
    // 30% off 89,90 € is 62,93 €: 62,90 € with the shop's ,90 ending; 69,90 € → 48,93 € → 48,90 €.
    const products = sale.products as Array<{ id: number; saleCents: number }>;
    expect(products.find((product) => product.id === 3)).toMatchObject({
      priceCents: 8990,
      saleCents: 6290,
    });
    expect(products.find((product) => product.id === 100)).toMatchObject({ saleCents: 4890 });

    expect(await productSale(3)).toEqual({ sale_id: sale.id, sale_cents: 6290 });
    await storefrontShows(3, {
      price: 89.9,
      discount: 0,
      salePrice: 62.9,
      saleEndsAt: expect.any(String),
      referencePrice: 89.9,
      reduction: 30,
    });
    expect(await salePrices(3)).toEqual([{ sale_cents: 6290, source: "sale" }]);
    const audit = await auditOf(shop, "sale", sale.id);
    expect(audit.map((entry) => entry.action)).toEqual(["sale.start", "sale.create"]);
    expect(audit[0]?.staff_id).toBeNull();
    expect(audit[1]?.staff_id).toBe(owner.id);
  });

  it("search and listing prices follow the sale", async () => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/public/products/search",
      payload: { category: 3, priceMax: 63, page: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json().data as Array<{ id: number }>).map((product) => product.id);
    expect(ids).toContain(3);
  });

  it("a product in two sales is sold at the lower price; stopping one gives it the other", async () => {
    const response = await manager.call("POST", "/sales", {
      name: "Mocassins a 49,90",
      kind: "price",
      price: "49,90",
      scope: "products",
      productIds: [3],
      ...window(-1, 24),
    });
    expect(response.statusCode, response.body).toBe(200);
    const sale = saleNamed(response.json().data, "Mocassins a 49,90");
    // The back office shows the products it was set on by reference and title, not by number.
    const product = await shop.database.db
      .selectFrom("products")
      .select(["ref", "title"])
      .where("id", "=", 3)
      .executeTakeFirstOrThrow();
    expect(sale.chosenProducts).toEqual([{ id: 3, ref: product.ref, title: product.title }]);
    expect(await productSale(3)).toEqual({ sale_id: sale.id, sale_cents: 4990 });
    await storefrontShows(3, { salePrice: 49.9 });

    const stopped = await manager.call("POST", `/sales/${sale.id}/stop`);
    expect(stopped.json().message).toBe("Campanha terminada.");
    expect(saleNamed(stopped.json().data, "Mocassins a 49,90").state).toBe("ended");
    expect((await productSale(3)).sale_cents).toBe(6290);
    await storefrontShows(3, { salePrice: 62.9 });
    expect((await auditOf(shop, "sale", sale.id)).map((entry) => entry.action)).toEqual([
      "sale.end",
      "sale.stop",
      "sale.start",
      "sale.create",
    ]);
    // An ended sale is kept as it was.
    expectFailure(
      await manager.call("PUT", `/sales/${sale.id}`, {
        name: "Outra",
        kind: "price",
        price: "39,90",
        scope: "products",
        productIds: [3],
        ...window(-1, 24),
      }),
      409,
      { code: "CONFLICT", message: "Esta campanha já terminou: não pode ser alterada." },
    );
  });

  it("editing a running sale reprices its products", async () => {
    const sales = (await owner.call("GET", "/sales")).json().data;
    const winter = saleNamed(sales, "Saldos de inverno");
    const response = await owner.call("PUT", `/sales/${winter.id}`, {
      name: "Saldos de inverno",
      kind: "percent",
      percent: 40,
      scope: "category",
      categoryId: 3,
      ...window(-1, 48),
    });
    expect(response.statusCode, response.body).toBe(200);
    // 40% off 89,90 € is 53,94 €: 53,90 €.
    expect((await productSale(3)).sale_cents).toBe(5390);
    const audit = await auditOf(shop, "sale", winter.id);
    expect(audit[0]).toMatchObject({
      action: "sale.update",
      after: expect.objectContaining({ percent: 40 }),
    });
  });

  it("refuses what cannot be a sale, in Portuguese", async () => {
    const base = { name: "Teste", kind: "percent", percent: 10, scope: "category", categoryId: 3 };
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...base, ...window(5, 2) }, { endDay: "O fim tem de ser depois do início." }],
      [
        { ...base, percent: 0, ...window(1, 2) },
        { percent: "Indique uma percentagem inteira entre 1 e 99." },
      ],
      [
        { ...base, kind: "price", percent: null, ...window(1, 2) },
        { price: "Indique o preço de saldo em euros, por exemplo 49,90." },
      ],
      [
        { ...base, scope: "products", ...window(1, 2) },
        { productIds: "Escolha pelo menos um produto (até 500)." },
      ],
      [
        { ...base, ...window(-5, -2) },
        { endDay: "O fim já passou: escolha um fim depois de agora." },
      ],
      [{ ...base, categoryId: 999, ...window(1, 2) }, { categoryId: "Esta categoria não existe." }],
      [
        { ...base, scope: "products", productIds: [3, 9999], ...window(1, 2) },
        { productIds: "Alguns destes produtos não existem." },
      ],
      [{ ...base, ...window(1, 2), startTime: "25:00" }, { startTime: "Indique a hora (hh:mm)." }],
    ];
    for (const [body, fields] of cases) {
      const response = await owner.call("POST", "/sales", body);
      expectFailure(response, 400, { code: "VALIDATION" });
      expect(response.json().error.fields).toMatchObject(fields);
    }
    expectFailure(await owner.call("POST", "/sales/9999/stop"), 404, {
      code: "NOT_FOUND",
      message: "Esta campanha não existe.",
    });
  });

  it("a store's staff may not see nor change the sales; the price ending is the owner's", async () => {
    expectFailure(await store.call("GET", "/sales"), 403, { code: "FORBIDDEN" });
    expectFailure(await store.call("POST", "/sales", {}), 403, { code: "FORBIDDEN" });
    expectFailure(await manager.call("PUT", "/price-ending", { priceEnding: "99" }), 403, {
      code: "FORBIDDEN",
    });
    expectFailure(await owner.call("PUT", "/price-ending", { priceEnding: "95x" }), 400, {
      code: "VALIDATION",
    });
    const changed = await owner.call("PUT", "/price-ending", { priceEnding: "99" });
    expect(changed.json().data).toEqual({ priceEnding: "99" });
    // 40% off 89,90 € is 53,94 €: 53,00 − 0,01 → 52,99 €, the nearest ,99 not above it.
    expect((await productSale(3)).sale_cents).toBe(5299);
    expect((await auditOf(shop, "settings"))[0]).toMatchObject({
      action: "settings.update",
      after: { price_ending: "99" },
    });
    await owner.call("PUT", "/price-ending", { priceEnding: "90" });
  });
});

describe(`the sales job (${databaseKind})`, () => {
  it("starts a sale at its start and ends it at its end, with no one at the shop", async () => {
    const start = at(30);
    const end = at(32);
    const response = await owner.call("POST", "/sales", {
      name: "Cintos de madrugada",
      kind: "price",
      price: "19,90",
      scope: "products",
      productIds: [5],
      startDay: start.day,
      startTime: start.time,
      endDay: end.day,
      endTime: end.time,
    });
    const sale = saleNamed(response.json().data, "Cintos de madrugada");
    expect(sale.state).toBe("scheduled");
    expect(await productSale(5)).toEqual({ sale_id: null, sale_cents: null });
    const startsAt = lisbonLocalInstant(`${start.day}T${start.time}`);
    const endsAt = lisbonLocalInstant(`${end.day}T${end.time}`);

    await applySales(shop.database.db, new Date(startsAt.getTime() - 1));
    expect(await productSale(5)).toEqual({ sale_id: null, sale_cents: null });
    // Two servers at the start: the sale starts once, the price history says so once.
    const both = await Promise.all([
      applySales(shop.database.db, startsAt),
      applySales(shop.database.db, startsAt),
    ]);
    expect(both.flatMap((run) => run.started)).toEqual([sale.id]);
    expect(await productSale(5)).toEqual({ sale_id: sale.id, sale_cents: 1990 });
    expect(await salePrices(5)).toEqual([{ sale_cents: 1990, source: "sale" }]);

    await applySales(shop.database.db, new Date(endsAt.getTime() - 1));
    expect((await productSale(5)).sale_cents).toBe(1990);
    const ended = await Promise.all([
      applySales(shop.database.db, endsAt),
      applySales(shop.database.db, endsAt),
    ]);
    expect(ended.flatMap((run) => run.ended)).toEqual([sale.id]);
    expect(await productSale(5)).toEqual({ sale_id: null, sale_cents: null });
    expect(await salePrices(5)).toEqual([
      { sale_cents: 1990, source: "sale" },
      { sale_cents: null, source: "sale" },
    ]);
    const actions = (await auditOf(shop, "sale", sale.id)).map((entry) => entry.action);
    expect(actions).toEqual(["sale.end", "sale.start", "sale.create"]);
  });
});

describe(`buying in a sale (${databaseKind})`, () => {
  it("a purchase pays the sale price, read from the database, and keeps it per line", async () => {
    await setOnlineStock(shop.database, 1, "36", 2);
    await setOnlineStock(shop.database, 1, "38", 1);
    // The sandals cost 59,90 € less their own 20%, 47,92 €: the sale's 39,99 € is lower.
    const created = await owner.call("POST", "/sales", {
      name: "Sandálias a 39,99",
      kind: "price",
      price: "39,99",
      scope: "products",
      productIds: [1],
      ...window(-1, 5),
    });
    expect(created.statusCode, created.body).toBe(200);
    // The back office's product form and list show what the customer pays now, the sale named.
    const detail = (await owner.call("GET", "/products/1")).json().data;
    expect(detail).toMatchObject({
      priceCents: 5990,
      discount: 20,
      sale: { name: "Sandálias a 39,99", priceCents: 3999, endsAt: expect.any(String) },
    });
    const listed = (await owner.call("GET", `/products?q=${encodeURIComponent(detail.ref)}`)).json()
      .data.items as Array<{ id: number; sale: unknown }>;
    expect(listed.find((row) => row.id === 1)?.sale).toEqual(detail.sale);
    const response = await generate(shop, purchaseBody());
    expect(response.statusCode, response.body).toBe(200);
    // Two pairs at 39,99 € and 4,90 € of delivery.
    expect(response.json().data.paymentValue).toBe(84.88);
    const line = await shop.database.db
      .selectFrom("purchase_lines")
      .select(["unit_price_cents", "discount", "sale_cents"])
      .where("purchase_id", "=", response.json().data.id)
      .execute();
    expect(line).toEqual([
      { unit_price_cents: 5990, discount: 20, sale_cents: 3999 },
      { unit_price_cents: 5990, discount: 20, sale_cents: 3999 },
    ]);
    const order = await owner.call("GET", `/orders/${response.json().data.idShort}`);
    expect(order.statusCode, order.body).toBe(200);
    // Each line says the sale set its price, not the product's own 20 %.
    expect(order.json().data.lines).toEqual([
      expect.objectContaining({ unitPriceCents: 3999, discount: 20, reduction: "sale" }),
      expect.objectContaining({ unitPriceCents: 3999, discount: 20, reduction: "sale" }),
    ]);
  });
});
